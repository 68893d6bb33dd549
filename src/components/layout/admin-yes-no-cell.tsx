import type { DefaultServerCellComponentProps } from "payload";

/**
 * A ticked box in the admin's lists reads "Yes" or "No", not the engine's `true` / `false`. In a
 * list's first column it opens the document, as the engine's own cells do.
 */
export function AdminYesNoCell({
  cellData,
  collectionSlug,
  link,
  linkURL,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const answer = cellData === true ? "Yes" : "No";
  if (!link) return <span>{answer}</span>;
  const id = encodeURIComponent(String(rowData.id));
  const href = linkURL ?? `${payload.config.routes.admin}/collections/${collectionSlug}/${id}`;
  return <a href={href}>{answer}</a>;
}
