import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Text the API writes (JSON answers, the CSV export stream, the OpenAPI page) is compressed with
 * brotli or gzip, whichever the browser accepts first in its preference, once it passes 1 KB. Left
 * alone: the live event stream (text/event-stream must reach the browser event by event),
 * documents, images and backups (already compressed or binary: octet-stream, gzip, pdf, image/*),
 * and the built web app, which the build precompressed (its files carry their Content-Encoding).
 */
const COMPRESSIBLE =
  /^(?:application\/(?:[\w.+-]+\+)?json|text\/(?:csv|plain|html|css|javascript|xml)|application\/(?:javascript|xml))(?:;|$)/i;

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType.trim());

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    // Request bodies are taken as sent: a compressed upload would slip past the body limits.
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: isCompressible,
    // Quality 4 compresses a JSON page about as well as gzip -9 at a fraction of the CPU; the
    // static files are the ones worth the highest level, and the build already gave them that.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
