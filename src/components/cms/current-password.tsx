"use client";
import { PasswordField } from "@payloadcms/ui";
import type { TextFieldClientComponent } from "payload";

/**
 * The account page's "Current password": typed like a password (hidden, filled by a password
 * manager as the current one), never shown back. The server checks it before a new password is
 * set (cms/accounts/account-changes.ts).
 */
export const CurrentPassword: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="current-password"
    field={{ ...field, required: false }}
    path={path ?? field.name}
    validate={() => true}
  />
);
