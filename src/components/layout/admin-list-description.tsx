import { ViewDescription } from "@payloadcms/ui";
import type { CollectionSlug, StaticDescription } from "payload";

type Props = { collectionSlug?: CollectionSlug; description?: StaticDescription; data?: unknown };

/**
 * A collection's description says what its list holds and how to search it: under one lead's
 * name it only pushes the lead down. The list hands its page of results (`data`); a document's
 * page does not.
 */
export function AdminListDescription({ collectionSlug, description, data }: Props) {
  if (data === undefined || !description) return null;
  return <ViewDescription collectionSlug={collectionSlug} description={description} />;
}
