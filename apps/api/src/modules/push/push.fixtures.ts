import { createECDH, randomBytes } from 'node:crypto';

/**
 * What a browser holds for one push subscription: a P-256 ECDH key pair and a 16-byte auth secret
 * (RFC 8291), made here with node:crypto as a browser would, and the JSON it sends to subscribe.
 */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
export type BrowserSubscription = ReturnType<typeof browserSubscription>;

let counter = 0;
/** A push-service address shaped like FCM's, unique per call. */
export const fcmEndpoint = () =>
  `https://fcm.googleapis.com/fcm/send/test-${Date.now().toString(36)}-${(counter += 1)}`;
