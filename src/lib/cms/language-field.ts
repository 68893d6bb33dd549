import type { Field } from "payload";
import { locales } from "@/lib/i18n/locale";

/** The language a homeowner reads: their page, e-mails and documents are in it. */
export const homeownerLanguage = (width: string): Field => ({
  name: "language",
  type: "select",
  label: "Language",
  options: locales.map((value) => ({ label: value === "es" ? "Spanish" : "English", value })),
  admin: { width },
});
