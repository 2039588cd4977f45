/* global self */
/*
 * Stockyard's service worker: shows Web Push messages and opens the app when one is clicked. It is
 * registered only when someone turns push notifications on (account settings), never on page load,
 * and it caches nothing: every page and request goes to the network as without it.
 *
 * A push message carries JSON { title, body, url, tag } (apps/api/src/modules/push/push.sender.ts).
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = { title: 'Stockyard', body: '', url: '/', tag: undefined };
  try {
    message = { ...message, ...(event.data ? event.data.json() : {}) };
  } catch {
    // Not JSON: show the text as it came.
    message.body = event.data ? event.data.text() : '';
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/favicon.svg',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data && event.notification.data.url;
  // Only a page of this app: the payload's url is a path, anything else opens the home page.
  const target = new URL(
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/',
    self.location.origin,
  );
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
