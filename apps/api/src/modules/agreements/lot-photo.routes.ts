import { agreementDetailSchema, idParam, LOT_PHOTO_MAX_BYTES, lotParams } from '@stockyard/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { downloadHeaders } from '../../lib/download-headers.js';
import { registerMultipart } from '../../lib/multipart.js';
import { originOf } from '../../lib/request-origin.js';
import { ALL_ROLES, requireUser, STAFF } from '../../plugins/auth.js';
import { scopeReaches, staffBranchScope } from '../staff-scope/branch-scope.js';
import { agreementDetail } from './agreement-details.service.js';
import { findAgreement } from './agreements.repository.js';
import { agreementNotFound } from './agreements.service.js';
import { receiveLot } from './intake.service.js';
import { LOT_UPLOAD_LIMITS, readLotUpload } from './lot-photo-upload.js';
import { readLotPhoto } from './lot-photo.service.js';

const tags = ['agreements'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** A lot recorded at the intake with its photo, and the photo's download (issue 36 item 3). */
export const lotPhotoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  // Scoped to this plugin: only the lot-with-photo route reads multipart bodies.
  await registerMultipart(app, LOT_UPLOAD_LIMITS);

  /** Another branch's agreement answers 404 before a byte of the upload is stored. */
  const inScope = async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.role !== 'employee') return;
    const row = await findAgreement(db, (request.params as { id: number }).id);
    if (row && !(await scopeReaches(db, staffBranchScope(user), row.agreement.branchId))) throw agreementNotFound();
  };

  app.post(
    '/agreements/:id/lots/with-photo',
    {
      preHandler: inScope,
      config: { access: STAFF },
      schema: {
        summary: 'Record a lot received at the intake, with its photo',
        tags,
        description:
          'The same as POST /agreements/{id}/lots, as multipart/form-data: `lot` (the JSON text of the lot’s ' +
          `fields) and an optional \`photo\`, a JPG, PNG or WebP image of at most ${LOT_PHOTO_MAX_BYTES / 1024 / 1024} MB ` +
          'stored with the lot in one transaction. 415 for another kind of file (judged by its name and its ' +
          'bytes), 413 for a larger one.',
        params: idParam,
        consumes: ['multipart/form-data'],
        response: { 201: agreementDetailSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { lot, photo } = await readLotUpload(request);
      await receiveLot(db, user, request.params.id, lot, originOf(request), photo);
      return reply.code(201).send(await agreementDetail(db, user, request.params.id));
    },
  );

  app.get(
    '/agreements/:id/lots/:lotId/photo',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Download the photo of a lot',
        tags,
        description: 'For the lot’s owner and staff of its branch; anyone else gets 404.',
        params: lotParams,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      const { id, lotId } = request.params;
      const photo = await readLotPhoto(db, requireUser(request), id, lotId);
      const name = `${photo.productId}.${EXTENSIONS[photo.contentType] ?? 'img'}`;
      return reply.headers(downloadHeaders(name, photo.contentType)).send(photo.data);
    },
  );
};
