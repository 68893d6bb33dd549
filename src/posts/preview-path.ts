import { withoutLocale } from "@/lib/i18n/locale";
import { isAdminPagePath } from "@/site";

/** Only an article's own address, in either edition: never another site (`//host`) or any other page. */
export function previewPath(requested: string | null): string | null {
  if (!requested) return null;
  const bare = withoutLocale(requested);
  return bare.startsWith("/blog/") && isAdminPagePath(bare) ? requested : null;
}
