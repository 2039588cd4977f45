import type { FastifyInstance } from 'fastify';

/**
 * PUT /api/settings/system as the admin screen saves it: from the version just read, sent as
 * If-Match (the ETag of the GET), unless the payload names a version itself.
 */
export async function putSystemSettings(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) {
  const url = '/api/settings/system';
  const etag = (await app.inject({ method: 'GET', url, headers })).headers.etag;
  const ifMatch = etag && payload.version === undefined ? { 'if-match': String(etag) } : {};
  return app.inject({ method: 'PUT', url, headers: { ...headers, ...ifMatch }, payload });
}
