import { registerMultipart } from '../../lib/multipart.js';
import { idParam, profileSchema } from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { originOf } from '../../lib/request-origin.js';
import { findUserById } from '../users/users.repository.js';
import { profileOf } from '../users/profile.js';
import { AVATAR_LIMITS, readAvatarUpload } from './avatar-upload.js';
import { avatarUploadLimit, readAvatar, removeAvatar, replaceAvatar } from './avatar.service.js';

const tags = ['users'];
const config = { access: ALL_ROLES };

/**
 * Profile pictures: the caller's own upload and removal; a signed-in user may see one unless it is
 * a customer's kept from them by that customer's profile visibility.
 */
export const avatarRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Scoped to this plugin; oversize files are reported by the reader with the avatar's own limit.
  await registerMultipart(app, AVATAR_LIMITS);

  app.post(
    '/users/me/avatar',
    {
      config,
      schema: {
        summary: 'Upload my profile picture',
        tags,
        description: 'multipart/form-data with one file field `avatar`: a JPG or PNG image of at most 5 MB.',
        consumes: ['multipart/form-data'],
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const file = await readAvatarUpload(request, await avatarUploadLimit(db));
      await replaceAvatar(db, user, file.data!, originOf(request));
      const fresh = (await findUserById(db, user.id)) ?? user;
      return profileOf(db, fresh);
    },
  );

  app.delete(
    '/users/me/avatar',
    { config, schema: { summary: 'Remove my profile picture', tags } },
    async (request, reply) => {
      await removeAvatar(db, requireUser(request), originOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/users/:id/avatar',
    { config, schema: { summary: "Read a user's profile picture", tags, params: idParam } },
    async (request, reply) => {
      const avatar = await readAvatar(db, requireUser(request), request.params.id);
      return reply
        .header('content-type', avatar.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=60')
        .send(avatar.data);
    },
  );
};
