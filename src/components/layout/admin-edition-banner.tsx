"use client";
import { useConfig, useLocale } from "@payloadcms/ui";
import { usePathname } from "next/navigation";
import { entityOfAdminPath, hasLocalizedField } from "@/lib/cms/localized-fields";

const languageName = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * Above every page that edits texts with two sides, while the Spanish side is open: the admin
 * keeps the side last chosen, so without this a later save of the business facts went out as
 * Spanish without the owner noticing. Each new sign-in starts on English again
 * (accounts/edited-language.ts).
 */
export function AdminEditionBanner() {
  const { code } = useLocale();
  const { config, getEntityConfig } = useConfig();
  const entity = entityOfAdminPath(usePathname());
  const defaultLocale = config.localization ? config.localization.defaultLocale : code;
  if (!entity || code === defaultLocale) return null;
  const fields = (
    "collectionSlug" in entity
      ? getEntityConfig({ collectionSlug: entity.collectionSlug })
      : getEntityConfig({ globalSlug: entity.globalSlug })
  )?.fields;
  if (!hasLocalizedField(fields)) return null;
  const language = languageName.of(code) ?? code;
  return (
    <div className="admin-edition-banner" role="status">
      <strong>You are editing the {language} texts.</strong> A save changes the {language} side
      only; the English texts stay as they are.{" "}
      <a href={`?locale=${defaultLocale}`}>Edit the English texts</a>
    </div>
  );
}
