import type { FieldErrors, LeadFormValues } from "./fields";

/** What the thank-you view and the confirmation e-mail offer a homeowner to book. */
export type BookingOffer = { href: string; label: string };

/**
 * What the contact form shows after a submit, whichever way it was sent. `token` is the form
 * token the next submit must carry: the same one while the visitor corrects the form, a fresh
 * one after a lead was stored.
 */
export type ContactState =
  | { status: "idle"; token?: string }
  | { status: "success"; token?: string; booking?: BookingOffer }
  | { status: "invalid"; fieldErrors: FieldErrors; values: LeadFormValues; token?: string }
  | { status: "error"; values: LeadFormValues; token?: string }
  | { status: "rate_limited"; values: LeadFormValues; token?: string };

export const TOKEN_FIELD = "formToken";
/**
 * The id of what a submit brings (the thank-you, the error summary, a notice). Without JavaScript
 * the form posts to /contact#result, so the page the server answers with opens scrolled to it,
 * not at its top with the result a screen below.
 */
export const RESULT_ID = "result";
/** The edition the form was sent from (en, es); anything else is taken for English. */
export const LANGUAGE_FIELD = "language";
/** Hidden from people by CSS; named so no browser autofills it. */
export const HONEYPOT_FIELD = "leave_blank_hp";
/** Set by proxy.ts (never trusted from the client) when a JavaScript submit is over the limit. */
export const RATE_LIMITED_HEADER = "x-lead-rate-limited";
