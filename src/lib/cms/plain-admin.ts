import type { CollectionConfig, Field, GlobalConfig } from "payload";

/*
 * The admin in the owner's words, for every collection and global at once: no "API" tab (a
 * developer's view of the document), and ticked boxes read Yes or No in lists.
 */

const YES_NO_CELL = "/components/layout/admin-yes-no-cell#AdminYesNoCell";

type FieldAdmin = { components?: { Cell?: unknown } };

const adminOf = (field: Field): FieldAdmin =>
  ("admin" in field ? (field.admin ?? {}) : {}) as never;

function plainField(field: Field): Field {
  if (field.type === "tabs")
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: plainFields(tab.fields) })),
    };
  if ("fields" in field) return { ...field, fields: plainFields(field.fields) } as Field;
  if (field.type !== "checkbox") return field;
  const admin = adminOf(field);
  const components = { Cell: YES_NO_CELL, ...admin.components };
  return { ...field, admin: { ...admin, components } } as Field;
}

const plainFields = (fields: Field[]) => fields.map(plainField);

export function plainCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: { ...config.admin, hideAPIURL: true },
    fields: plainFields(config.fields),
  };
}

export function plainGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    admin: { ...config.admin, hideAPIURL: true },
    fields: plainFields(config.fields),
  };
}
