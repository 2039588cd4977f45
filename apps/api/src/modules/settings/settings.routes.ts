import {
  PASSWORD_MAX_LENGTH,
  passwordPolicyFor,
  publicSettingsSchema,
  SETTINGS_MESSAGES,
  systemSettingsResponseSchema,
  systemSettingsUpdateSchema,
  toSettingsResponse,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../activity/activity.repository.js';
import { getSystemSettings, readSystemSettings } from './settings.repository.js';
import { clearCaches, resetSystemSettings, updateSystemSettings } from './settings.service.js';

const detailSchema = z.object({ detail: z.string() });

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/settings/public',
    {
      config: { access: 'anonymous' },
      schema: { tags: ['settings'], response: { 200: publicSettingsSchema } },
    },
    async () => {
      const system = await getSystemSettings(db);
      const open = {
        site_name: system.site_name,
        site_description: system.site_description,
        allow_registrations: system.allow_registrations,
        maintenance_mode: system.maintenance_mode,
        password_min_length: system.password_min_length,
        password_policy: passwordPolicyFor(system.password_min_length, PASSWORD_MAX_LENGTH),
        max_file_size_mb: system.max_file_size_mb,
        demo_mode: config.demoData,
        // The sign-in screen tells admins about enrolment; serialised once the public schema lists it.
        require_admin_two_factor: system.require_admin_two_factor,
      };
      return open;
    },
  );

  app.get(
    '/settings/system',
    { config: { access: ADMIN }, schema: { tags: ['settings'], response: { 200: systemSettingsResponseSchema } } },
    // The admin screen reads the stored row itself, never a cached copy.
    async () => toSettingsResponse(await readSystemSettings(db)),
  );

  app.put(
    '/settings/system',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['settings'],
        description: 'Any subset of the settings. A secret left empty keeps the stored one; null removes it.',
        body: systemSettingsUpdateSchema,
        response: { 200: systemSettingsResponseSchema },
      },
    },
    async (request) =>
      toSettingsResponse(await updateSystemSettings(db, requireUser(request), request.body, originOf(request))),
  );

  app.post(
    '/settings/reset',
    {
      config: { access: ADMIN },
      schema: { tags: ['settings'], response: { 200: systemSettingsResponseSchema } },
    },
    async (request) => toSettingsResponse(await resetSystemSettings(db, requireUser(request), originOf(request))),
  );

  app.post(
    '/settings/cache/clear',
    { config: { access: ADMIN }, schema: { tags: ['settings'], response: { 200: detailSchema } } },
    async (request) => {
      await clearCaches(db, requireUser(request), originOf(request));
      return { detail: SETTINGS_MESSAGES.cacheCleared };
    },
  );
};
