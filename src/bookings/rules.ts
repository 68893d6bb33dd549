import { z } from "zod";
import { defaultBusinessFacts, hoursRule, type BusinessFacts } from "@/business";
import type { BookingRules } from "./slots";

/** What a homeowner can book after sending the form. */
export const appointmentKinds = ["call", "visit"] as const;
export type AppointmentKind = (typeof appointmentKinds)[number];
/** And what only the office books: a visit under a job's warranty, on the in-home visit's hours. */
export const bookedKinds = [...appointmentKinds, "warranty"] as const;
export type BookedKind = (typeof bookedKinds)[number];

const dallasDate = z
  .string("Enter a date.")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD, e.g. 2026-12-24.")
  .refine(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "That date does not exist.",
  );

const reason = z
  .string()
  .trim()
  .max(60, "Keep the reason short (at most 60 characters).")
  .nullish();

const minutes = (what: string, min: number, max: number) =>
  z
    .number(`${what} is required.`)
    .int(`${what} is a whole number of minutes.`)
    .min(min, `${what} is at least ${min} minutes.`)
    .max(max, `${what} is at most ${max} minutes.`)
    .refine((value) => value % 5 === 0, `${what} is a multiple of 5 minutes, e.g. 15 or 45.`);

/** The owner's booking settings, checked with messages an owner understands. */
export const bookingSettingRules = {
  // Empty means "the business's opening hours".
  hours: z.union([z.array(z.never()).length(0), hoursRule]),
  lengthMinutes: minutes("The length", 5, 240),
  bufferMinutes: z
    .number("The buffer is required.")
    .int("The buffer is a whole number of minutes.")
    .min(0, "The buffer is at least 0 minutes.")
    .max(120, "The buffer is at most 120 minutes.")
    .refine((value) => value % 5 === 0, "The buffer is a multiple of 5 minutes."),
  noticeHours: z
    .number("The minimum notice is required.")
    .min(0, "The minimum notice is at least 0 hours.")
    .max(72, "The minimum notice is at most 72 business hours.")
    .refine((value) => Number.isInteger(value * 4), "Use quarter hours at most, e.g. 1.5 or 2."),
  daysAhead: z
    .number("How far ahead is required.")
    .int("How far ahead is a whole number of days.")
    .min(1, "Homeowners can book at least 1 day ahead.")
    .max(90, "Homeowners can book at most 90 days ahead."),
  day: dallasDate,
  reason,
  blockedDays: z
    .object({ from: dallasDate, to: dallasDate, reason })
    .refine((range) => range.from <= range.to, "The last day comes on or after the first."),
};

const kindSettings = z.object({
  offered: z.boolean(),
  hours: bookingSettingRules.hours,
  lengthMinutes: bookingSettingRules.lengthMinutes,
  bufferMinutes: bookingSettingRules.bufferMinutes,
  noticeHours: bookingSettingRules.noticeHours,
  daysAhead: bookingSettingRules.daysAhead,
});

export const bookingSettingsSchema = z.object({
  call: kindSettings,
  visit: kindSettings,
  blocked: z.array(bookingSettingRules.blockedDays),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** The longest of "30-45": a consultation booked for its longest length never runs over. */
const longest = (range: string) => Math.max(...range.split("-").map(Number));

/** What a fresh install offers: the call on, the in-home visit off until the owner turns it on. */
export const defaultBookingSettings = (facts: BusinessFacts = defaultBusinessFacts) =>
  ({
    call: {
      offered: true,
      hours: [],
      lengthMinutes: facts.consultation.discoveryCallMinutes,
      bufferMinutes: 15,
      noticeHours: 2,
      daysAhead: 21,
    },
    visit: {
      offered: false,
      hours: [],
      lengthMinutes: longest(facts.consultation.inHomeMinutes),
      bufferMinutes: 30,
      noticeHours: 2,
      daysAhead: 21,
    },
    blocked: [],
  }) satisfies BookingSettings;

/**
 * The rules slots are computed with, per kind the owner offers: the kind's own hours or else the
 * business's, the notice in minutes, the blocked days shared by both kinds. A warranty visit,
 * which the office books whether or not homeowners book visits online, keeps the visit's rules.
 */
export function bookingRulesFrom(
  settings: BookingSettings,
  facts: BusinessFacts,
): Partial<Record<BookedKind, BookingRules>> {
  const rules: Partial<Record<BookedKind, BookingRules>> = {};
  for (const kind of bookedKinds) {
    const own = settings[kind === "warranty" ? "visit" : kind];
    if (!own.offered && kind !== "warranty") continue;
    rules[kind] = {
      hours: own.hours.length ? own.hours : facts.hours,
      lengthMinutes: own.lengthMinutes,
      bufferMinutes: own.bufferMinutes,
      noticeMinutes: Math.round(own.noticeHours * 60),
      daysAhead: own.daysAhead,
      blocked: settings.blocked,
    };
  }
  return rules;
}
