import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { getOrCreateSetting } from "@/lib/db/settings";
import { siteUrl } from "@/lib/seo/site-url";
import { isLocale, type Locale } from "@/lib/i18n/locale";

/**
 * The edition the opt-out pages answer in: the homeowner's, carried by the link and the page's
 * form. Not signed: it changes only the language, never whose address is opted out.
 */
export const OPT_OUT_LANGUAGE = "lang";

export const optOutLocale = (value: unknown): Locale => (isLocale(value) ? value : "en");

/** The key that signs opt-out links: in the database, so every server and restart agree. */
const signingKey = () =>
  getOrCreateSetting("review_opt_out_key", () => randomBytes(32).toString("hex"));

const mac = (key: string, email: string) =>
  createHmac("sha256", key).update(`review-opt-out:${email}`).digest("base64url");

const normal = (email: string) => email.trim().toLowerCase();

/**
 * The one-click link in a review request that stops every later one to that address. It names
 * the address (so it works without a database lookup) and carries a signature, so no one can
 * opt out an address that is not theirs by guessing a link. A Spanish lead's link leads to the
 * Spanish page.
 */
export async function reviewOptOutUrl(email: string, locale: Locale = "en"): Promise<string> {
  const address = normal(email);
  const url = new URL("/api/review-opt-out", siteUrl);
  url.searchParams.set("e", Buffer.from(address).toString("base64url"));
  url.searchParams.set("t", mac(await signingKey(), address));
  if (locale !== "en") url.searchParams.set(OPT_OUT_LANGUAGE, locale);
  return url.toString();
}

/** The address an opt-out link names, or null when it was not made here. */
export async function addressOfOptOut(
  e: string | null | undefined,
  t: string | null | undefined,
): Promise<string | null> {
  if (!e || !t || e.length > 400 || t.length > 100) return null;
  const address = normal(Buffer.from(e, "base64url").toString("utf8"));
  if (!address.includes("@")) return null;
  const expected = Buffer.from(mac(await signingKey(), address));
  const given = Buffer.from(t);
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : null;
}

/** The page that asks before it takes an address off the list, in each edition. */
export const OPT_OUT_PAGE = "/review-opt-out";
