import { isAdminPagePath } from "@/site/routes";

/** Only an article's own address: never another site (`//host`) or any other page. */
export function previewPath(requested: string | null): string | null {
  return requested?.startsWith("/blog/") && isAdminPagePath(requested) ? requested : null;
}
