import type { CollectionConfig, Field, GlobalConfig } from "payload";

/*
 * The admin in the owner's words, for every collection and global at once: no "API" tab (a
 * developer's view of the document), ticked boxes read Yes or No in lists, and what no one can
 * change reads as text rather than as a greyed-out input with clear and calendar buttons. A
 * collection's description stays on its list, off each document's page.
 */

const YES_NO_CELL = "/components/layout/admin-yes-no-cell#AdminYesNoCell";
const READ_ONLY_FIELD = "/components/layout/admin-read-only-field#AdminReadOnlyField";
const LIST_DESCRIPTION = "/components/layout/admin-list-description#AdminListDescription";

/** The field types the read-only text knows how to write out. */
const WRITTEN_OUT = new Set(["text", "textarea", "email", "number", "date", "select", "checkbox"]);

type FieldAdmin = {
  readOnly?: boolean;
  hidden?: boolean;
  components?: { Cell?: unknown; Field?: unknown };
  date?: { pickerAppearance?: string };
};

const adminOf = (field: Field): FieldAdmin =>
  ("admin" in field ? (field.admin ?? {}) : {}) as never;

/** A read-only field shown as text; a date picked by day only keeps the engine's own. */
function writtenOut(field: Field, admin: FieldAdmin): boolean {
  if (!WRITTEN_OUT.has(field.type) || admin.hidden || admin.components?.Field) return false;
  return !(field.type === "date" && admin.date?.pickerAppearance === "dayOnly");
}

function plainField(field: Field, readOnlyAbove: boolean): Field {
  const admin = adminOf(field);
  const readOnly = readOnlyAbove || admin.readOnly === true;
  if (field.type === "tabs")
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({ ...tab, fields: plainFields(tab.fields, readOnly) })),
    };
  if ("fields" in field) return { ...field, fields: plainFields(field.fields, readOnly) } as Field;
  const components = { ...admin.components };
  if (field.type === "checkbox" && !components.Cell) components.Cell = YES_NO_CELL;
  if (readOnly && writtenOut(field, admin)) components.Field = READ_ONLY_FIELD;
  return { ...field, admin: { ...admin, components } } as Field;
}

const plainFields = (fields: Field[], readOnly = false) =>
  fields.map((field) => plainField(field, readOnly));

export function plainCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    admin: {
      ...config.admin,
      hideAPIURL: true,
      components: { Description: LIST_DESCRIPTION, ...config.admin?.components },
    },
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
