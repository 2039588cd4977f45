import { z } from 'zod';

/** A browser's push endpoint: a URL its push service gave it, never longer than this. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** Subscriptions one person may keep (one per browser or device); the oldest goes when a new one exceeds it. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 20;

const base64url = /^[A-Za-z0-9_-]+$/;
const decodedLength = (value: string) => Math.floor((value.length * 3) / 4);

export const PUSH_MESSAGES = {
  endpointInvalid: 'Enter the push service address the browser gave (https)',
  endpointInternal: 'This push service address points into a private network, which the server does not call',
  p256dhInvalid: "The browser's public key must be an uncompressed P-256 point (65 bytes, base64url)",
  authInvalid: "The browser's auth secret must be 16 bytes, base64url",
  notFound: 'Push subscription not found',
  unsupported: 'This browser cannot show push notifications.',
  denied:
    'Notifications are blocked for this site in your browser. Allow them in the browser’s site settings, then try again.',
  dismissed: 'Push notifications stay off: the browser’s question was closed without an answer.',
  subscribeFailed: (reason?: string) =>
    reason
      ? `The browser could not subscribe to push notifications (${reason}). Please try again.`
      : 'The browser could not subscribe to push notifications. Please try again.',
  subscribed: 'This browser receives push notifications.',
  notSubscribed: 'This browser does not receive push notifications yet.',
  switchedOff: 'Push notifications are turned off for this site by the administrator.',
} as const;

/**
 * PushSubscription.toJSON() as a browser sends it (W3C Push API): the endpoint and the two keys the
 * message is encrypted for (RFC 8291). `expirationTime` is accepted and not used.
 */
export const pushSubscriptionCreateSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: PUSH_MESSAGES.endpointInvalid })
    .max(PUSH_ENDPOINT_MAX_LENGTH, PUSH_MESSAGES.endpointInvalid),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point is 65 bytes: 87 characters of unpadded base64url.
    p256dh: z
      .string()
      .regex(base64url, PUSH_MESSAGES.p256dhInvalid)
      .refine((value) => decodedLength(value) === 65, PUSH_MESSAGES.p256dhInvalid),
    auth: z
      .string()
      .regex(base64url, PUSH_MESSAGES.authInvalid)
      .refine((value) => decodedLength(value) === 16, PUSH_MESSAGES.authInvalid),
  }),
});
export type PushSubscriptionCreate = z.infer<typeof pushSubscriptionCreateSchema>;

export const pushSubscriptionSchema = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionListSchema = z.object({ subscriptions: z.array(pushSubscriptionSchema) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

/** The server's VAPID public key (base64url), what the browser subscribes with (applicationServerKey). */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What a push message carries to the service worker, which shows it and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
