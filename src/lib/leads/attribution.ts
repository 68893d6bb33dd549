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

const MAX_FIELD = 300;
const clip = (value: string | null | undefined) => (value ? value.slice(0, MAX_FIELD) : undefined);

const utmKeys = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Built from the first request: its path and query, the referrer if it is another site, UTM tags. */
export function firstTouchFrom(url: URL, referrer: string | null, now = new Date()): FirstTouch {
  const external = referrer && safeOrigin(referrer) !== url.origin ? referrer : undefined;
  const touch: FirstTouch = {
    landingPage: clip(url.pathname + url.search) ?? "/",
    at: now.toISOString(),
  };
  if (external) touch.referrer = clip(external);
  for (const [field, param] of Object.entries(utmKeys) as [keyof typeof utmKeys, string][]) {
    const value = clip(url.searchParams.get(param));
    if (value) touch[field] = value;
  }
  return touch;
}

function safeOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** Cookie value; the cookie API percent-encodes it on the way out and decodes it on the way in. */
export function encodeFirstTouch(touch: FirstTouch): string {
  return JSON.stringify(touch);
}

/** Parses the cookie defensively: it comes from the browser, so anything odd is ignored. */
export function decodeFirstTouch(raw: string | undefined): FirstTouch | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return undefined;
    const record = value as Record<string, unknown>;
    const text = (key: string) =>
      typeof record[key] === "string" ? clip(record[key] as string) : undefined;
    const landingPage = text("landingPage");
    if (!landingPage) return undefined;
    const touch: FirstTouch = { landingPage, at: text("at") ?? new Date(0).toISOString() };
    for (const key of ["referrer", ...Object.keys(utmKeys)] as const) {
      const fieldValue = text(key);
      if (fieldValue) touch[key as keyof typeof utmKeys | "referrer"] = fieldValue;
    }
    return touch;
  } catch {
    return undefined;
  }
}
