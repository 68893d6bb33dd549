/**
 * Where a visitor came from, in the five channels an owner buys and earns visits through, and the
 * source inside it (which search engine, which network, which site, which ad account). Read from
 * what the first page was opened with: its campaign tags and click ids, and the referring address.
 */
export const CHANNELS = ["search", "referral", "social", "paid", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

export type Origin = { channel: Channel; source: string };

/** What the first page was opened with (the first-visit record's fields). */
export type Arrival = {
  landingPage: string;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
};

/** Ad networks append these to the address of every paid click. */
const CLICK_IDS: Readonly<Record<string, string>> = {
  gclid: "google",
  gbraid: "google",
  wbraid: "google",
  msclkid: "microsoft",
  // Facebook adds fbclid to every outgoing link, paid or not: it says "facebook", not "paid".
};

/** `utm_medium` values the ad platforms and their guides use for bought clicks. */
const PAID_MEDIUMS =
  /^(cpc|ppc|cpm|cpv|cpa|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|retargeting|lsa)$/i;

/** Host names (without `www.`) by the source they are, longest suffix first where one holds another. */
const SEARCH_HOSTS: readonly [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)search\.yahoo\.com$|(^|\.)yahoo\.com$/, "yahoo"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)search\.brave\.com$/, "brave"],
  [/(^|\.)ecosia\.org$/, "ecosia"],
  [/(^|\.)baidu\.com$/, "baidu"],
  [/(^|\.)yandex\.[a-z.]+$/, "yandex"],
  [/(^|\.)startpage\.com$/, "startpage"],
];

const SOCIAL_HOSTS: readonly [RegExp, string][] = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.me$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)nextdoor\.com$/, "nextdoor"],
  [/(^|\.)(twitter|x)\.com$|^t\.co$/, "x"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin"],
  [/(^|\.)pinterest\.[a-z.]+$|^pin\.it$/, "pinterest"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)reddit\.com$/, "reddit"],
];

/** Sources people tag campaign links with, by the channel their name says. */
const SEARCH_NAMES = new Set(SEARCH_HOSTS.map(([, name]) => name));
const SOCIAL_NAMES = new Set([...SOCIAL_HOSTS.map(([, name]) => name), "fb", "ig", "twitter"]);

/** Longer than anyone types as a campaign source; such a tag is cut, not refused. */
const MAX_SOURCE = 60;

const named = (host: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(host))?.[1];

function hostOf(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const { protocol, hostname } = new URL(address);
    if (protocol !== "https:" && protocol !== "http:") return undefined;
    return hostname
      .toLowerCase()
      .replace(/^www\./, "")
      .replace(/\.$/, "");
  } catch {
    return undefined;
  }
}

function queryOf(landingPage: string): URLSearchParams {
  try {
    return new URL(landingPage, "https://landing.invalid").searchParams;
  } catch {
    return new URLSearchParams();
  }
}

const sourceName = (value: string) =>
  value.trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_SOURCE);

/**
 * The channel and source of a first visit. Paid first (a click id, or a campaign tag whose medium
 * is bought), then a campaign tag's source, then the referring site (search engines and social
 * networks by name), else direct. `siteHost` is this site's own host: a referrer from it (a visit
 * that arrives from another tab of the site) is direct.
 */
export function originOf(arrival: Arrival, siteHost?: string): Origin {
  const query = queryOf(arrival.landingPage);
  const tagged = sourceName(arrival.utmSource ?? "");
  const medium = (arrival.utmMedium ?? "").trim();
  const clickNetwork = Object.keys(CLICK_IDS).find((key) => query.get(key));
  if (clickNetwork) return { channel: "paid", source: tagged || CLICK_IDS[clickNetwork]! };
  if (PAID_MEDIUMS.test(medium)) return { channel: "paid", source: tagged || "untagged" };
  if (tagged) {
    if (SEARCH_NAMES.has(tagged)) return { channel: "search", source: tagged };
    if (SOCIAL_NAMES.has(tagged)) return { channel: "social", source: tagged };
    return { channel: "referral", source: tagged };
  }
  const host = hostOf(arrival.referrer);
  const own = siteHost?.toLowerCase().replace(/^www\./, "");
  if (!host || host === own) return { channel: "direct", source: "direct" };
  const search = named(host, SEARCH_HOSTS);
  if (search) return { channel: "search", source: search };
  const social = named(host, SOCIAL_HOSTS);
  if (social) return { channel: "social", source: social };
  return { channel: "referral", source: host.slice(0, MAX_SOURCE) };
}
