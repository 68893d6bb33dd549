import { createECDH } from "node:crypto";
import { z } from "zod";

/**
 * Push services browsers use today. A device's endpoint is where our server posts each alert, so
 * an account could otherwise point it at any address the server can reach; PUSH_SERVICE_HOSTS
 * adds hosts (a self-hosted service, a test's stand-in).
 */
const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
];

function isPushService(endpoint: URL, extraHosts: readonly string[]): boolean {
  if (endpoint.protocol !== "https:") return false;
  if (extraHosts.includes(endpoint.host) || extraHosts.includes(endpoint.hostname)) return true;
  return KNOWN_PUSH_HOSTS.some((known) =>
    known.startsWith(".") ? endpoint.hostname.endsWith(known) : endpoint.hostname === known,
  );
}

/** URL-safe base64 of exactly `bytes` bytes, as a browser's subscription writes its keys. */
const base64UrlKey = (bytes: number, name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${name} is not a key`)
    .refine(
      (value) => Buffer.from(value, "base64url").length === bytes,
      `${name} is not a ${bytes}-byte key`,
    );

/** Whether the bytes are a point on P-256, the curve every alert is encrypted with. */
function isCurvePoint(value: string): boolean {
  try {
    const ours = createECDH("prime256v1");
    ours.generateKeys();
    ours.computeSecret(Buffer.from(value, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/** A browser's PushSubscription as JSON (`subscription.toJSON()`). */
export function parseSubscription(body: unknown, extraHosts: readonly string[]) {
  return z
    .object({
      endpoint: z
        .string()
        .max(1000, "The endpoint is too long")
        .url("The endpoint is not a URL")
        .refine(
          (value) => isPushService(new URL(value), extraHosts),
          "The endpoint is not a known push service",
        ),
      keys: z.object({
        // A key no alert can be encrypted for would fail every alert to the device.
        p256dh: base64UrlKey(65, "p256dh").refine(
          isCurvePoint,
          "p256dh is not a public key a browser makes (a point on the P-256 curve)",
        ),
        auth: base64UrlKey(16, "auth"),
      }),
    })
    .safeParse(body);
}

/** "Chrome on Android": enough for an account to tell its devices apart in the list. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /SamsungBrowser\//.test(ua)
      ? "Samsung Internet"
      : /Firefox\/|FxiOS\//.test(ua)
        ? "Firefox"
        : /Chrome\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : "A browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iPhone or iPad"
      : /Windows/.test(ua)
        ? "Windows"
        : /Macintosh|Mac OS X/.test(ua)
          ? "Mac"
          : /Linux|CrOS/.test(ua)
            ? "Linux"
            : "an unknown system";
  return `${browser} on ${system}`;
}
