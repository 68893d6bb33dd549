/*
 * The admin's service worker: shows the lead alerts our server pushes (src/leads/push) and opens
 * the lead when one is tapped. It caches nothing; the admin always reads live data.
 */

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : "" };
  }
  const tag = typeof message.tag === "string" ? message.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(message.title || "New activity on your website", {
      body: message.body || "",
      tag,
      // A reminder replaces the lead's first alert, and still sounds.
      renotify: Boolean(tag),
      icon: "/icon.svg",
      data: { url: message.url },
    }),
  );
});

/** Only our own admin opens from an alert, whatever the message says. */
function adminUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin && target.pathname.startsWith("/admin"))
      return target.href;
  } catch {
    // Not a URL: the admin's start page instead.
  }
  return new URL("/admin", self.location.origin).href;
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = adminUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const admin = windows.find((client) => new URL(client.url).pathname.startsWith("/admin"));
      if (admin) {
        await admin.focus();
        return admin.navigate(url);
      }
      return self.clients.openWindow(url);
    })(),
  );
});
