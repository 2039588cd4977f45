import type { PushSubscriptionCreate, PushSubscriptionList } from '@stockyard/domain';

/** The service worker that shows push messages (apps/web/public/sw.js), registered for the whole app. */
const WORKER_URL = '/sw.js';

/** Web Push needs a secure page, a service worker, the Push API and notifications. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This browser's subscription, without registering anything (the first paint stays as it is). */
export async function currentBrowserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

const toBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
};

/**
 * Registers the service worker and subscribes with the server's key. A subscription made with
 * another key (the server's pair was replaced) cannot be used any more, so it is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionCreate> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = toBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON() as PushSubscriptionCreate;
}

/** Ends this browser's subscription and removes the service worker it needed. */
export async function unsubscribeBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return;
  const subscription = await registration.pushManager.getSubscription();
  await subscription?.unsubscribe();
  await registration.unregister();
}

/**
 * Signing out: this browser stops showing the signed-out person's messages. Their subscription for
 * it is deleted on the server (while the token still works) and in the browser, and the worker goes.
 * Best effort: a failure here never keeps anyone signed in.
 */
export async function endBrowserPush(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return;
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) {
    const { api } = await import('./api-client');
    const { subscriptions } = await api.get<PushSubscriptionList>('/push/subscriptions', { skipAuthRedirect: true });
    const saved = subscriptions.find((s) => s.endpoint === subscription.endpoint);
    if (saved) await api.delete(`/push/subscriptions/${saved.id}`, { skipAuthRedirect: true });
    await subscription.unsubscribe();
  }
  await registration.unregister();
}
