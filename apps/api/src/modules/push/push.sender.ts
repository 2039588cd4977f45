import type { PushPayload, SystemSettings } from '@stockyard/domain';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { AppContext } from '../../app-context.js';
import type { ChannelSender, OutboxMessage, SendResult } from '../messages/channel-sender.js';
import {
  countDeliveries,
  deleteSubscriptions,
  recordDelivery,
  undeliveredSubscriptions,
  type PushSubscriptionRow,
} from './push.repository.js';
import { findUserById } from '../users/users.repository.js';
import { checkedLookup, RefusedAddressError, systemResolver, type HostResolver } from './push-address.js';
import { postToPushService } from './push-transport.js';
import { vapidKeysFor, type VapidKeys } from './vapid-keys.js';

/** How long a push service may keep a message for a browser that is offline (seconds). */
const TIME_TO_LIVE = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;
/** Push services take about 4 KB of payload; the body is cut well below that. */
const BODY_MAX_LENGTH = 1000;

export const PUSH_SEND_ERRORS = {
  switchedOff: 'Push notifications are turned off (Admin Settings, Notifications tab)',
  noRecipient: 'A push message needs a recipient account',
  inactive: 'The recipient account is deactivated or deleted',
  noSubscription: 'No browser of this user is subscribed to push notifications',
  allExpired: 'Every push subscription of this user has expired (the push service answered 404 or 410)',
} as const;

/** What the service worker shows: the subject, the text, and the app page a click opens. */
export function pushPayload(message: OutboxMessage): PushPayload {
  const link = message.data.link;
  const body = message.text.trim();
  return {
    title: message.subject,
    body: body.length <= BODY_MAX_LENGTH ? body : `${body.slice(0, BODY_MAX_LENGTH - 1)}…`,
    // Only a path of this app: a link elsewhere would make the notification a phishing vector.
    url: typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/',
    tag: `message-${message.id}`,
  };
}

/** Who the push service may contact about this sender (RFC 8292 `sub`). */
export function vapidSubject(configured: string | undefined, settings: SystemSettings): string {
  if (configured) return configured;
  return settings.smtp_from_email ? `mailto:${settings.smtp_from_email}` : 'mailto:webmaster@localhost';
}

type Outcome = { kind: 'delivered' } | { kind: 'gone' } | { kind: 'failed'; error: string };

/**
 * One encrypted (aes128gcm, RFC 8291), VAPID-signed request to one browser's push service. web-push
 * builds the request; node's client sends it over https (or, for a local push service, http),
 * connecting only to addresses `lookup` checked, without following redirects.
 */
async function deliver(
  subscription: PushSubscriptionRow,
  payload: string,
  { keys, subject, lookup }: { keys: VapidKeys; subject: string; lookup: LookupFunction | undefined },
): Promise<Outcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: TIME_TO_LIVE,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const body = request.body ? Buffer.from(request.body) : undefined;
    const response = await postToPushService(
      request.endpoint,
      { method: request.method, headers, body, timeoutMs: REQUEST_TIMEOUT_MS },
      lookup,
    );
    if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
    // The browser unsubscribed or the subscription expired: it will never take a message again.
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    const text = response.text;
    return { kind: 'failed', error: `${response.status} ${response.statusText}${text ? `: ${text}` : ''}` };
  } catch (error) {
    if (error instanceof RefusedAddressError) return { kind: 'failed', error: error.message };
    const failure = error as NodeJS.ErrnoException & { cause?: { code?: string; message?: string } };
    return { kind: 'failed', error: failure.cause?.code ?? failure.code ?? failure.message };
  }
}

/**
 * Sends a message to every browser the user subscribed, each once: a browser it reached is
 * recorded, so a retry goes only to the others. A subscription its push service calls gone (404,
 * 410) is deleted. Any other failure leaves the message for a retry.
 */
export function pushSender(context: Pick<AppContext, 'db' | 'config'> & { resolveHost?: HostResolver }): ChannelSender {
  const { db, config } = context;
  // Checked again at every send: a name that was public when subscribed may resolve elsewhere now.
  const lookup = config.pushAllowLocalEndpoints ? undefined : checkedLookup(context.resolveHost ?? systemResolver);
  return {
    channel: 'push',
    async send(message, settings): Promise<SendResult> {
      if (!settings.push_notifications) return { ok: false, permanent: true, error: PUSH_SEND_ERRORS.switchedOff };
      if (message.userId === null) return { ok: false, permanent: true, error: PUSH_SEND_ERRORS.noRecipient };
      const user = await findUserById(db, message.userId);
      if (!user || user.deletedAt || !user.isActive) {
        return { ok: false, permanent: true, error: PUSH_SEND_ERRORS.inactive };
      }
      const subscriptions = await undeliveredSubscriptions(db, message.userId, message.id);
      const deliveredBefore = await countDeliveries(db, message.id);
      if (subscriptions.length === 0) {
        return deliveredBefore > 0
          ? { ok: true }
          : { ok: false, permanent: true, error: PUSH_SEND_ERRORS.noSubscription };
      }
      const keys = await vapidKeysFor(context);
      const subject = vapidSubject(config.vapidSubject, settings);
      const payload = JSON.stringify(pushPayload(message));
      const outcomes = await Promise.all(
        subscriptions.map(async (subscription) => ({
          subscription,
          outcome: await deliver(subscription, payload, { keys, subject, lookup }),
        })),
      );
      let delivered = deliveredBefore;
      const failures: string[] = [];
      for (const { subscription, outcome } of outcomes) {
        if (outcome.kind === 'delivered') {
          await recordDelivery(db, message.id, subscription.id);
          delivered += 1;
        } else if (outcome.kind === 'failed') {
          failures.push(`${new URL(subscription.endpoint).host}: ${outcome.error}`);
        }
      }
      await deleteSubscriptions(
        db,
        outcomes.filter(({ outcome }) => outcome.kind === 'gone').map(({ subscription }) => subscription.id),
      );
      if (failures.length > 0) return { ok: false, permanent: false, error: failures.join('; ').slice(0, 1000) };
      return delivered > 0 ? { ok: true } : { ok: false, permanent: true, error: PUSH_SEND_ERRORS.allExpired };
    },
  };
}
