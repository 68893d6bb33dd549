/** The list's "Services" column: the services asked for, as words. */
export function ServiceCell({ cellData }: { cellData?: unknown }) {
  return <span>{Array.isArray(cellData) ? cellData.join(", ") : ""}</span>;
}
