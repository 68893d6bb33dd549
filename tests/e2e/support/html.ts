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
