import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES, pushSubscriptionCreateSchema } from './push.js';

const browserKey = () => {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
};
const valid = () => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh: browserKey(), auth: randomBytes(16).toString('base64url') },
});
const messagesOf = (value: unknown) =>
  pushSubscriptionCreateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('push subscription from a browser', () => {
  it('when it is PushSubscription.toJSON(), then it is accepted', () => {
    expect(pushSubscriptionCreateSchema.safeParse(valid()).success).toBe(true);
  });

  it('when the endpoint is not an http(s) URL or too long, then it is refused', () => {
    expect(messagesOf({ ...valid(), endpoint: 'ftp://push.example/1' })).toEqual([PUSH_MESSAGES.endpointInvalid]);
    expect(messagesOf({ ...valid(), endpoint: 'not a url' })).toEqual([PUSH_MESSAGES.endpointInvalid]);
    expect(messagesOf({ ...valid(), endpoint: `https://push.example/${'a'.repeat(2048)}` })).toEqual([
      PUSH_MESSAGES.endpointInvalid,
    ]);
  });

  it('when a key has the wrong length or alphabet, then it is refused with its own message', () => {
    const subscription = valid();
    expect(messagesOf({ ...subscription, keys: { ...subscription.keys, p256dh: 'abc' } })).toEqual([
      PUSH_MESSAGES.p256dhInvalid,
    ]);
    expect(
      messagesOf({ ...subscription, keys: { ...subscription.keys, auth: randomBytes(32).toString('base64url') } }),
    ).toEqual([PUSH_MESSAGES.authInvalid]);
    expect(
      messagesOf({ ...subscription, keys: { ...subscription.keys, auth: randomBytes(16).toString('base64') + '+/' } }),
    ).toContain(PUSH_MESSAGES.authInvalid);
  });
});
