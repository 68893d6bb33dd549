"use client";
import { FieldDescription, PasswordField } from "@payloadcms/ui";
import type { TextFieldClientComponent } from "payload";

/**
 * The account page's "Current password": typed like a password (hidden, filled by a password
 * manager as the current one), never shown back. The server checks it before a new password is
 * set (accounts/account-changes.ts). The engine's password field shows no description, so
 * the field's own is shown under it.
 */
export const CurrentPassword: TextFieldClientComponent = ({ field, path }) => {
  const at = path ?? field.name;
  const description = field.admin?.description;
  return (
    // "field-type": the spacing the form gives each of its fields.
    <div className="field-type">
      <PasswordField
        autoComplete="current-password"
        field={{ ...field, required: false }}
        path={at}
        validate={() => true}
      />
      {typeof description === "string" && (
        <FieldDescription description={description} marginPlacement="top" path={at} />
      )}
    </div>
  );
};
