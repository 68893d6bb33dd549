/**
 * The admin's label for each row of a list of entries: `template` names the row's fields in
 * braces, `fallback` says what a row is while those are empty (components/layout/admin-row-label).
 */
export const rowLabel = (template: string, fallback: string) => ({
  RowLabel: {
    path: "/components/layout/admin-row-label#AdminRowLabel",
    clientProps: { template, fallback },
  },
});
