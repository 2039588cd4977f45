import {
  detailResponseSchema,
  PASSWORD_MAX_LENGTH,
  passwordPolicyFor,
  publicSettingsSchema,
  SETTINGS_MESSAGES,
  systemSettingsResponseSchema,
  systemSettingsUpdateSchema,
  toSettingsResponse,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import {
  expectedVersion,
  VERSIONED_WRITE_DESCRIPTION,
  versionedWriteResponses,
  withEtag,
} from '../../lib/versioning.js';
import { ADMIN, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { syncBackupSchedule } from '../backups/backup-schedule.js';
import { getBillingSettings } from '../billing/billing.repository.js';
import { getSystemSettings, readSystemSettingsRecord } from './settings.repository.js';
import { addressCountry, readSiteCountry } from './site-country.js';
import { clearCaches, resetSystemSettings, updateSystemSettings } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, settingsSealer, jobs }) => {
  app.get(
    '/settings/public',
    {
      config: { access: 'anonymous' },
      schema: { summary: 'Read the public site settings', tags: ['settings'], response: { 200: publicSettingsSchema } },
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
        currency: (await getBillingSettings(db)).currency,
        default_country: await readSiteCountry(db),
      };
      return open;
    },
  );

  app.get(
    '/settings/system',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Read the system settings',
        tags: ['settings'],
        response: { 200: systemSettingsResponseSchema },
      },
    },
    // The admin screen reads the stored row itself, never a cached copy.
    async (_request, reply) => {
      const { value, version } = await readSystemSettingsRecord(db);
      return withEtag(reply, toSettingsResponse(value, version, await addressCountry(db)));
    },
  );

  app.put(
    '/settings/system',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Update the system settings',
        tags: ['settings'],
        description:
          'Any subset of the settings. A secret left empty keeps the stored one; null removes it. ' +
          VERSIONED_WRITE_DESCRIPTION,
        body: systemSettingsUpdateSchema,
        response: { 200: systemSettingsResponseSchema, ...versionedWriteResponses(systemSettingsResponseSchema) },
      },
    },
    async (request, reply) => {
      const expected = expectedVersion(request, request.body);
      const saved = await updateSystemSettings(
        db,
        requireUser(request),
        expected,
        request.body,
        originOf(request),
        settingsSealer,
      );
      // The backup schedule follows the frequency at once, for every process (it is kept in the database).
      await syncBackupSchedule(jobs, saved.value.backup_frequency);
      return withEtag(reply, toSettingsResponse(saved.value, saved.version, await addressCountry(db)));
    },
  );

  app.post(
    '/settings/reset',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Reset the system settings',
        tags: ['settings'],
        description: 'Back to the defaults; needs no version, but moves it on (older forms then get 409).',
        response: { 200: systemSettingsResponseSchema },
      },
    },
    async (request, reply) => {
      const reset = await resetSystemSettings(db, requireUser(request), originOf(request));
      await syncBackupSchedule(jobs, reset.value.backup_frequency);
      return withEtag(reply, toSettingsResponse(reset.value, reset.version, await addressCountry(db)));
    },
  );

  app.post(
    '/settings/cache/clear',
    {
      config: { access: ADMIN },
      schema: { summary: "Clear the server's caches", tags: ['settings'], response: { 200: detailResponseSchema } },
    },
    async (request) => {
      await clearCaches(db, requireUser(request), originOf(request));
      return { detail: SETTINGS_MESSAGES.cacheCleared };
    },
  );
};
