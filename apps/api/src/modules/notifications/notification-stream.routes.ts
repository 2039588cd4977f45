import {
  NOTIFICATION_STREAM_HEARTBEAT_MS,
  NOTIFICATION_STREAM_LIMIT_MESSAGE,
  NOTIFICATION_STREAM_MAX_PER_USER,
} from '@stockyard/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { streamCookie } from '../../lib/stream-cookie.js';
import { ALL_ROLES, requireUser } from '../../plugins/auth.js';
import { findSessionUser } from '../auth/sessions.repository.js';
import { NotificationStreams, type StreamClient, type StreamEvent } from './notification-streams.js';

/** How long a new stream waits for the listener (first stream of the process) before it starts anyway. */
const LISTEN_WAIT_MS = 2_000;
/** What EventSource waits before reconnecting after the stream drops. */
const RETRY_MS = 3_000;

const format = ({ event, data }: StreamEvent) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live bell: Server-Sent Events on GET /api/notifications/stream. The response is taken over
 * from Fastify (no compression, no serializer: each event must reach the browser as written); the
 * headers set so far (helmet's) are kept. The node server's request timeout does not apply: the
 * request itself is complete when the stream starts, only the response goes on.
 */
export const notificationStreamRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, pool }) => {
  const streams = new NotificationStreams(db, pool, app.log);
  // Before the server waits for open requests to finish: a stream never finishes on its own.
  app.addHook('preClose', async () => streams.close());

  app.post(
    '/notifications/stream-session',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Open a notification stream session', tags: ['notifications'] },
    },
    async (request, reply) => {
      // The auth hook accepted this bearer token a moment ago; it lives on in the cookie until it expires.
      const token = (request.headers.authorization ?? '').slice('bearer '.length);
      const { exp } = app.jwt.decode<{ exp: number }>(token) ?? { exp: 0 };
      reply.header('set-cookie', streamCookie(token, exp - Date.now() / 1000, request.protocol === 'https'));
      return reply.status(204).send();
    },
  );

  app.get(
    '/notifications/stream',
    {
      config: { access: ALL_ROLES, streamCookie: true },
      schema: { summary: 'Stream my notifications', tags: ['notifications'] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sessionId = request.sessionId!;
      if (streams.count(user.id) >= NOTIFICATION_STREAM_MAX_PER_USER) {
        throw new AppError('RATE_LIMITED', NOTIFICATION_STREAM_LIMIT_MESSAGE);
      }
      await streams.whenListening(LISTEN_WAIT_MS);

      reply.hijack();
      // Gone while we waited: its close event has passed, so it must not be added.
      if (request.raw.socket.destroyed) return;
      const raw: ServerResponse = reply.raw;
      const kept = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
      raw.writeHead(200, {
        ...(Object.fromEntries(kept) as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);

      const sessionLive = async () => (await findSessionUser(db, sessionId, user.id, new Date())) !== undefined;
      const heartbeat = setInterval(() => {
        raw.write(': heartbeat\n\n');
        // Sign-out, a password change or deactivation signal the end of the session at once (see
        // signalSessionsEnded); the heartbeat's check also catches a session that simply expired.
        sessionLive()
          .then((live) => {
            if (!live) client.end();
          })
          .catch((error: Error) => app.log.warn(`Live bell: session check failed: ${error.message}`));
      }, NOTIFICATION_STREAM_HEARTBEAT_MS);
      const client: StreamClient = {
        sessionLive,
        send: (event) => {
          if (!raw.writableEnded) raw.write(format(event));
        },
        end: () => {
          clearInterval(heartbeat);
          if (!raw.writableEnded) raw.end();
        },
      };
      raw.on('close', () => {
        clearInterval(heartbeat);
        streams.remove(user.id, client);
      });
      if (!streams.add(user.id, client)) {
        // Another tab of the same user got the last place between the check above and now.
        raw.end();
        return;
      }
      streams.greet(user.id, client);
    },
  );
};
