/** Reads what a crawler sees: the server HTML, with no JavaScript run. */
export function metaContent(
  html: string,
  attr: "name" | "property",
  key: string,
): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attr}="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`));
  return tag?.[0].match(/content="([^"]*)"/)?.[1];
}

export function canonicalHref(html: string): string | undefined {
  return html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/)?.[1];
}

export function titleText(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

export function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((match) => {
    const parsed: unknown = JSON.parse(match[1] ?? "null");
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

export function jsonLdTypes(html: string): string[] {
  return jsonLdBlocks(html).map((block) => String((block as { "@type"?: unknown })["@type"]));
}

/** The hreflang links of a page's head: language → absolute address. */
export function hreflangLinks(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map((match) => match[0]);
  return Object.fromEntries(
    links.flatMap((link) => {
      const lang = link.match(/hrefLang="([^"]+)"|hreflang="([^"]+)"/i);
      const href = link.match(/href="([^"]+)"/);
      return lang && href ? [[lang[1] ?? lang[2]!, href[1]!.replace(/&amp;/g, "&")]] : [];
    }),
  );
}

const withoutTags = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** The text a visitor reads on the page: the body without its scripts and tags. */
export function visibleText(html: string): string {
  return withoutTags(html.match(/<body\b[\s\S]*<\/body>/)?.[0] ?? "");
}

/** What the page's headings, buttons, labels and links say, each as one string. */
export function headingsAndControls(html: string): string[] {
  const tags = /<(h[1-4]|button|label|a|summary|legend)\b[^>]*>([\s\S]*?)<\/\1>/g;
  return [...html.matchAll(tags)].map((match) => withoutTags(match[2]!)).filter(Boolean);
}
