import { publicSettingsSchema, systemSettingsSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf, recordActivity } from '../activity/activity.repository.js';
import { getSystemSettings, saveSystemSettings } from './settings.repository.js';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/settings/public',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    },
    async () => {
      const system = await getSystemSettings(db);
      return {
        site_name: system.site_name,
        allow_registrations: system.allow_registrations,
        maintenance_mode: system.maintenance_mode,
        password_min_length: system.password_min_length,
        demo_mode: config.demoData,
      };
    },
  );

  app.get(
    '/settings/system',
    { config: { access: ADMIN }, schema: { tags: ['settings'], response: { 200: systemSettingsSchema } } },
    async () => getSystemSettings(db),
  );

  app.put(
    '/settings/system',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['settings'],
        body: systemSettingsSchema.partial().strict(),
        response: { 200: systemSettingsSchema },
      },
    },
    async (request) => {
      const admin = requireUser(request);
      const next = systemSettingsSchema.parse({ ...(await getSystemSettings(db)), ...request.body });
      await db.transaction(async (tx) => {
        await saveSystemSettings(tx, next, admin.id);
        await recordActivity(
          tx,
          {
            userId: admin.id,
            action: 'settings_update',
            description: `Updated system settings (${Object.keys(request.body).join(', ') || 'nothing'})`,
            category: 'security',
          },
          originOf(request),
        );
      });
      return next;
    },
  );
};
