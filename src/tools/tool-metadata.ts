import { siteFacts } from "@/site/server";
import type { Locale } from "@/lib/i18n/locale";
import { metadataFromCopy } from "@/lib/seo/metadata";
import { getTool, toolsIndexIn, type Tool } from "./tools";

/** A tool page's metadata in an edition: its title, description, canonical and preview card. */
export async function toolMetadata(slug: Tool["slug"], locale: Locale) {
  const tool = getTool(slug, locale);
  return metadataFromCopy(await siteFacts(locale), tool, { path: tool.path, ogKind: "tool" });
}

/** The tools index's metadata in an edition. */
export const toolsIndexMetadata = async (locale: Locale) =>
  metadataFromCopy(await siteFacts(locale), toolsIndexIn[locale], {
    path: "/tools",
    ogKind: "tool",
  });
