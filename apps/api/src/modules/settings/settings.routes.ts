import { publicSettingsSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { getSystemSettings } from './settings.repository.js';

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
        demo_mode: config.demoData,
      };
    },
  );
};
