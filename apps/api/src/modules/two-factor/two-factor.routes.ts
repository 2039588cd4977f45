import {
  detailResponseSchema,
  recoveryCodesResponseSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorSetupResponseSchema,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { disable, enable, regenerateRecoveryCodes, startSetup } from './two-factor.service.js';

const tags = ['two-factor'];
const config = { access: ALL_ROLES };

/** The signed-in user's own two-factor sign-in (TOTP, RFC 6238) and recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, totpSealer }) => {
  app.post(
    '/users/me/two-factor/setup',
    {
      config,
      schema: {
        summary: 'Start two-factor setup',
        tags,
        body: twoFactorSetupRequestSchema,
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => startSetup(db, totpSealer, requireUser(request), request.body.password, originOf(request)),
  );

  app.post(
    '/users/me/two-factor/enable',
    {
      config,
      schema: {
        summary: 'Turn on two-factor sign-in',
        tags,
        body: twoFactorEnableRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recovery_codes: await enable(db, totpSealer, requireUser(request), request.body.code, originOf(request)),
    }),
  );

  app.post(
    '/users/me/two-factor/disable',
    {
      config,
      schema: {
        summary: 'Turn off two-factor sign-in',
        tags,
        body: twoFactorConfirmRequestSchema,
        response: { 200: detailResponseSchema },
      },
    },
    async (request) => {
      await disable(db, totpSealer, requireUser(request), request.body, originOf(request));
      return { detail: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  app.post(
    '/users/me/two-factor/recovery-codes',
    {
      config,
      schema: {
        summary: 'Replace my recovery codes',
        tags,
        body: twoFactorConfirmRequestSchema,
        response: { 200: recoveryCodesResponseSchema },
      },
    },
    async (request) => ({
      recovery_codes: await regenerateRecoveryCodes(
        db,
        totpSealer,
        requireUser(request),
        request.body,
        originOf(request),
      ),
    }),
  );
};
