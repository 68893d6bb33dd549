import type { FieldErrors, LeadFormValues } from "./schema";

/** What the contact form shows after a submit, whichever way it was sent. */
export type ContactState =
  | { status: "idle" }
  | { status: "success" }
  | { status: "invalid"; fieldErrors: FieldErrors; values: LeadFormValues }
  | { status: "error"; values: LeadFormValues }
  | { status: "rate_limited"; values: LeadFormValues };

export const TOKEN_FIELD = "formToken";
/** Hidden from people by CSS; named so no browser autofills it. */
export const HONEYPOT_FIELD = "leave_blank_hp";
/** Set by proxy.ts (never trusted from the client) when a JavaScript submit is over the limit. */
export const RATE_LIMITED_HEADER = "x-lead-rate-limited";
