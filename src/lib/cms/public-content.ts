import type { CollectionConfig } from "payload";
import type { PageSelection } from "@/lib/cache/page-store.mjs";
import { forgetContent } from "./content-cache";
import { signedInOnly } from "./roles";

/**
 * The access rules and hooks of a collection the public site shows: anyone reads the entries
 * marked shown, signed-in people read and change everything, and every save or delete empties
 * the cached copy of it and of the pages it is shown on (cms/content-cache.ts), so the next view
 * shows the change.
 */
export function publicContent(
  slug: string,
  shownOn: PageSelection,
): Pick<CollectionConfig, "access" | "hooks"> {
  return {
    access: {
      read: ({ req }) => signedInOnly({ req }) || { shown: { equals: true } },
      create: signedInOnly,
      update: signedInOnly,
      delete: signedInOnly,
    },
    hooks: {
      afterChange: [() => forgetContent(slug, shownOn)],
      afterDelete: [() => forgetContent(slug, shownOn)],
    },
  };
}
