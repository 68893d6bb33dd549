import { z } from "zod";
import type { Locale, Localized } from "@/lib/i18n/locale";
import { leadFields, type FieldErrors, type LeadField } from "./fields";
import { leadLimits as limits, leadMessages, leadOptions } from "./options";
import { leadMessagesEs } from "./options-es";

// This schema runs in the browser too, where the Content-Security-Policy forbids eval: zod must
// not even probe for it (its JIT check calls Function("")).
z.config({ jitless: true });

type LeadMessages = Record<keyof typeof leadMessages, string>;

/** Each edition's messages: the form that was sent is answered in its own language. */
const messagesIn: Localized<LeadMessages> = { en: leadMessages, es: leadMessagesEs };

const trimmed = z.string({ error: "" }).trim();
const optionalTrimmed = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Characters nobody sees: zero-width spaces and joiners, soft hyphens, BOMs, the blank Braille cell. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** Control characters (C0, DEL, C1), halves of broken UTF-16 pairs, line and paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029]/u;
/** A description may keep tabs and line breaks (CRLF and CR are made LF first). */
const NOT_MULTILINE = /(?![\t\n])[\p{Cc}\p{Cs}]/u;

/** What is left when invisible characters and surrounding white space go: "" means a blank field. */
const visibleText = (text: string) => text.replace(INVISIBLE, "").trim();

/**
 * One line of free text. A control character or text made only of invisible characters gets the
 * field's "required" message, the same as an empty field: neither is something a visitor typed.
 */
function singleLine(limit: { min: number; max: number }, required: string, tooLong: string) {
  return trimmed
    .refine((value) => !NOT_ONE_LINE.test(value), required)
    .refine((value) => visibleText(value).length >= limit.min, required)
    .max(limit.max, tooLong);
}

/** Today's date as YYYY-MM-DD in Dallas, so "no past dates" means the same thing for visitor and server. */
export function todayInDallas(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Chicago",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const START_DATE_YEARS_AHEAD = 3;
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** A YYYY-MM-DD that names a day on the calendar (no 2025-02-30, no 2099-99-99). */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The days a project may start: today in Dallas through the same day three years on (28 February
 * when today is the 29th). The date picker's min and max should come from here too.
 */
export function startDateWindow(now = new Date()): { earliest: string; latest: string } {
  const earliest = todayInDallas(now);
  const [year, month, day] = earliest.split("-").map(Number) as [number, number, number];
  const laterYear = year + START_DATE_YEARS_AHEAD;
  const latest = `${pad(laterYear, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(laterYear, month)))}`;
  return { earliest, latest };
}

export function isAllowedStartDate(value: string, now = new Date()): boolean {
  if (!isCalendarDate(value)) return false;
  const { earliest, latest } = startDateWindow(now);
  return value >= earliest && value <= latest;
}

/**
 * The one schema of a project request, used by the browser (inline errors) and by the server
 * action (which trusts nothing the browser sent). Messages are the spec's, word for word, or
 * their Spanish. The clock is read at every parse, so a server running for days still knows what
 * "today" is.
 */
function leadSchemaAt(clock: () => Date, m: LeadMessages, cities: readonly string[]) {
  return z.object({
    fullName: singleLine(limits.fullName, m.fullNameRequired, m.fullNameTooLong),
    email: trimmed.max(limits.email.max, m.emailTooLong).pipe(z.email(m.emailRequired)),
    phone: trimmed
      .min(limits.phone.min, m.phone)
      .max(limits.phone.max, m.phone)
      .regex(/^[0-9+() -]+$/, m.phone)
      .refine((value) => value.replace(/\D/g, "").length >= 10, m.phone),
    projectAddress: singleLine(limits.projectAddress, m.addressRequired, m.addressTooLong),
    city: z.enum(cities as unknown as [string, ...string[]], { error: m.city }),
    serviceType: z
      .array(z.enum(leadOptions.serviceTypes, { error: m.serviceType }), { error: m.serviceType })
      .min(1, m.serviceType)
      .transform((values) => [...new Set(values)]),
    startDate: optionalTrimmed.refine(
      (value) => value === undefined || isAllowedStartDate(value, clock()),
      m.startDate,
    ),
    budgetRange: z.enum(leadOptions.budgetRanges, { error: m.budgetRange }),
    // A posted textarea's line breaks arrive as CRLF while the browser counts them as one
    // character, so they are made LF before the length is checked.
    projectDescription: trimmed
      .overwrite((value) => value.replace(/\r\n?/g, "\n"))
      .refine((value) => !NOT_MULTILINE.test(value), m.descriptionInvalid)
      .max(limits.projectDescription.max, m.description)
      .optional()
      .transform((value) => (value && visibleText(value) ? value : undefined)),
    hearAboutUs: z
      .enum(["", ...leadOptions.hearAboutUs], { error: m.hearAboutUs })
      .optional()
      .transform((value) => value || undefined),
    consent: z.literal(true, { error: m.consent }),
  });
}

type LeadSchema = ReturnType<typeof leadSchemaAt>;
export type LeadInput = z.input<LeadSchema>;
export type Lead = z.output<LeadSchema>;
export type LeadValidation = { ok: true; lead: Lead } | { ok: false; fieldErrors: FieldErrors };

/** The schema in English against the real clock, for the given service-area cities. */
export const leadSchemaWith = (cities: readonly string[]) =>
  leadSchemaAt(() => new Date(), messagesIn.en, cities);

/**
 * The check of a project request whose city must be one of `cities` (the business facts' service
 * areas: the server's ./validate-lead hands them in, the browser gets them from the page, so this
 * module, fetched by the browser, carries no facts). It returns the lead or the first message per
 * field, in form order, in the language of the form that was sent. `now` is for tests: without it
 * the start date is judged against the real clock.
 */
export function leadValidator(cities: readonly string[]) {
  const schemaIn: Localized<LeadSchema> = {
    en: leadSchemaWith(cities),
    es: leadSchemaAt(() => new Date(), messagesIn.es, cities),
  };
  return function validateLead(values: unknown, now?: Date, locale: Locale = "en"): LeadValidation {
    const schema = now ? leadSchemaAt(() => now, messagesIn[locale], cities) : schemaIn[locale];
    const result = schema.safeParse(values);
    if (result.success) return { ok: true, lead: result.data };
    const fieldErrors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as LeadField | undefined;
      if (field && leadFields.includes(field) && !fieldErrors[field])
        fieldErrors[field] = messageFor(field, issue.message, messagesIn[locale]);
    }
    return { ok: false, fieldErrors };
  };
}

/** Type errors (a number where a string belongs) still get the field's own spec message. */
function messageFor(field: LeadField, message: string, m: LeadMessages): string {
  if (message && !message.startsWith("Invalid input")) return message;
  const fallback: Record<LeadField, string> = {
    fullName: m.fullNameRequired,
    email: m.emailRequired,
    phone: m.phone,
    projectAddress: m.addressRequired,
    city: m.city,
    serviceType: m.serviceType,
    startDate: m.startDate,
    budgetRange: m.budgetRange,
    projectDescription: m.description,
    hearAboutUs: m.hearAboutUs,
    consent: m.consent,
  };
  return fallback[field];
}
