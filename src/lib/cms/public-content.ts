import type { CollectionConfig } from "payload";
import { forgetContent } from "./content-cache";
import { signedInOnly } from "./roles";

/**
 * The access rules and hooks of a collection the public site shows: anyone reads the entries
 * marked shown, signed-in people read and change everything, and every save or delete empties
 * the pages' cached copy (cms/content-cache.ts), so the next view shows the change.
 */
export function publicContent(slug: string): Pick<CollectionConfig, "access" | "hooks"> {
  return {
    access: {
      read: ({ req }) => signedInOnly({ req }) || { shown: { equals: true } },
      create: signedInOnly,
      update: signedInOnly,
      delete: signedInOnly,
    },
    hooks: {
      afterChange: [() => forgetContent(slug)],
      afterDelete: [() => forgetContent(slug)],
    },
  };
}
