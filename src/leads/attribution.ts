/** The visitor's first page view, kept in a cookie so the lead says where it came from. */
export type FirstTouch = {
  landingPage: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  at: string;
};

export const FIRST_TOUCH_COOKIE = "first_touch";
export const FIRST_TOUCH_MAX_AGE = 60 * 60 * 24 * 90;

const MAX_ADDRESS = 300;
/** Campaign tags longer than this are not tags anyone set by hand (GA4 itself keeps 100). */
const MAX_TAG = 100;
/** Browsers cap a cookie near 4 KB; anything longer was not written by us. */
const MAX_COOKIE = 4096;
/** Clock drift allowed between the server that stamped the cookie and the one reading it. */
const CLOCK_SKEW_MS = 5 * 60_000;

const utmKeys = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;
type UtmField = keyof typeof utmKeys;
const utmFields = Object.keys(utmKeys) as UtmField[];

/** Cuts to `max` UTF-16 units without leaving half of a surrogate pair at the end. */
const clip = (value: string, max: number) => value.slice(0, max).replace(/[\uD800-\uDBFF]$/, "");

const PATH_BASE = "https://first-touch.invalid";

/**
 * A path on this site with its query, exactly as URL.pathname + URL.search writes one: no other
 * host ("//evil.example"), no scheme, no fragment, no spaces, controls or raw non-ASCII.
 */
function isLandingPath(value: string): boolean {
  if (value.length > MAX_ADDRESS || !value.startsWith("/")) return false;
  try {
    const url = new URL(value, PATH_BASE);
    return url.origin === PATH_BASE && url.pathname + url.search === value;
  } catch {
    return false;
  }
}

/** An absolute http(s) address in printable ASCII, which is what browsers send as Referer. */
function isReferrer(value: string): boolean {
  if (value.length > MAX_ADDRESS || !/^[\x21-\x7E]+$/.test(value)) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A campaign tag: short, not blank, and free of control, format and unassigned characters. */
function isTag(value: string): boolean {
  return value.length <= MAX_TAG && value.trim() !== "" && !/[\p{C}\u2028\u2029]/u.test(value);
}

/** The instant as Date.toISOString() wrote it, no later than now and no older than the cookie. */
function isStamp(value: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time) || new Date(time).toISOString() !== value) return false;
  const age = now.getTime() - time;
  return age >= -CLOCK_SKEW_MS && age <= FIRST_TOUCH_MAX_AGE * 1000 + CLOCK_SKEW_MS;
}

/** Built from the first request: its path and query, the referrer if it is another site, UTM tags. */
export function firstTouchFrom(url: URL, referrer: string | null, now = new Date()): FirstTouch {
  const landingPage =
    [url.pathname + url.search, url.pathname]
      .map((path) => clip(path, MAX_ADDRESS))
      .find(isLandingPath) ?? "/";
  const touch: FirstTouch = { landingPage, at: now.toISOString() };
  const outside = referrer ? clip(referrer, MAX_ADDRESS) : undefined;
  if (outside && isReferrer(outside) && new URL(outside).origin !== url.origin)
    touch.referrer = outside;
  for (const field of utmFields) {
    const tag = clip(url.searchParams.get(utmKeys[field]) ?? "", MAX_TAG);
    if (isTag(tag)) touch[field] = tag;
  }
  return touch;
}

/** Cookie value; the cookie API percent-encodes it on the way out and decodes it on the way in. */
export function encodeFirstTouch(touch: FirstTouch): string {
  return JSON.stringify(touch);
}

/** The first-touch cookie as the first page view and the first-visit call both set it. */
export const firstTouchCookie = (touch: FirstTouch, https: boolean) => ({
  name: FIRST_TOUCH_COOKIE,
  value: encodeFirstTouch(touch),
  maxAge: FIRST_TOUCH_MAX_AGE,
  httpOnly: true,
  sameSite: "lax" as const,
  secure: https,
  path: "/",
});

/**
 * Reads the cookie, which the browser can forge: without a valid landing page and time stamp the
 * cookie is ignored; an invalid referrer or tag is dropped, and so is every unknown field.
 */
export function decodeFirstTouch(
  raw: string | undefined,
  now = new Date(),
): FirstTouch | undefined {
  if (!raw || raw.length > MAX_COOKIE) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const { landingPage, at, referrer } = record;
  if (typeof landingPage !== "string" || !isLandingPath(landingPage)) return undefined;
  if (typeof at !== "string" || !isStamp(at, now)) return undefined;
  const touch: FirstTouch = { landingPage, at };
  if (typeof referrer === "string" && isReferrer(referrer)) touch.referrer = referrer;
  for (const field of utmFields) {
    const tag = record[field];
    if (typeof tag === "string" && isTag(tag)) touch[field] = tag;
  }
  return touch;
}
