/*
 * The portal's service worker, for kick-off reminders only (docs/fan-features.md "Kick-off
 * reminders"): it shows a reminder the platform pushed as a notification naming the game, and opens
 * the game's page when the notification is pressed. It caches nothing and handles no fetch.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let reminder = null;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  if (!reminder || typeof reminder.title !== 'string') return;
  const url = new URL(typeof reminder.url === 'string' ? reminder.url : '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: typeof reminder.body === 'string' ? reminder.body : '',
      tag: `reminder:${reminder.eventId}`,
      icon: '/favicon.svg',
      timestamp: Date.parse(reminder.kickoffAt) || Date.now(),
      data: { url: url.href },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (typeof url !== 'string') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
