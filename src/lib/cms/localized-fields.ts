/** Whether any field, at any depth (groups, rows, tabs, arrays), has an English and a Spanish side. */
export function hasLocalizedField(fields: readonly unknown[] | undefined): boolean {
  return (fields ?? []).some((field) => {
    if (!field || typeof field !== "object") return false;
    const {
      localized,
      fields: inner,
      tabs,
    } = field as {
      localized?: boolean;
      fields?: unknown[];
      tabs?: { fields?: unknown[] }[];
    };
    if (localized) return true;
    if (hasLocalizedField(inner)) return true;
    return (tabs ?? []).some((tab) => hasLocalizedField(tab.fields));
  });
}

/** The collection or global an admin address shows, e.g. /admin/globals/business. */
export function entityOfAdminPath(
  path: string,
): { collectionSlug: string } | { globalSlug: string } | null {
  const found = /^\/admin\/(collections|globals)\/([\w-]+)/.exec(path);
  if (!found) return null;
  return found[1] === "collections" ? { collectionSlug: found[2]! } : { globalSlug: found[2]! };
}
