import { siteFacts } from "@/business/public";
import type { Locale } from "@/lib/i18n/locale";
import { buildMetadata } from "@/lib/seo/metadata";
import { getTool, toolsIndexIn, type Tool } from "./tools";

/** A tool page's metadata in an edition: its title, description, canonical and preview card. */
export async function toolMetadata(slug: Tool["slug"], locale: Locale) {
  const tool = getTool(slug, locale);
  return buildMetadata(await siteFacts(locale), {
    title: tool.metaTitle,
    description: tool.metaDescription,
    path: tool.path,
    ogKind: "tool",
  });
}

/** The tools index's metadata in an edition. */
export async function toolsIndexMetadata(locale: Locale) {
  const copy = toolsIndexIn[locale];
  return buildMetadata(await siteFacts(locale), {
    title: copy.metaTitle,
    description: copy.metaDescription,
    path: "/tools",
    ogKind: "tool",
  });
}
