/*
 * Herald's service worker: it only shows pushes (a post waiting to be published from the phone) and
 * opens what they point at. It caches nothing, so the console never runs stale code from it.
 * A push's JSON payload: { title, body, url } (the url may also come as data.url).
 */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch (_error) {
    // Not JSON: the whole text is the message.
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Herald';
  const url = payload.url ?? payload.data?.url;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url: typeof url === 'string' ? url : '/app/post/list' },
    }),
  );
});

/** Focuses a Herald window already showing the address, else opens it. */
async function openTarget(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) return open.focus();
  const herald = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (herald && 'navigate' in herald) {
    await herald.focus();
    return herald.navigate(target);
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openTarget(event.notification.data?.url ?? '/app/post/list'));
});
