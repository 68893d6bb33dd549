import { z } from "zod";
import type { BusinessFacts } from "./facts";
import { usE164 } from "@/lib/routing/phone-number";
import { clockTime, weekdays } from "./opening-hours";
import { textRule } from "@/lib/cms/text-rule";

/*
 * The rules every business fact follows, with messages an owner understands: the admin checks
 * each field with them (global.ts) and the site reads only facts that pass.
 */

const whole = (what: string, min: number, max: number) =>
  z
    .number(`${what} is required.`)
    .int(`${what} is a whole number.`)
    .min(min, `${what} is at least ${min}.`)
    .max(max, `${what} is at most ${max}.`);

const isUsPhone = (value: string) => usE164(value) !== undefined;

export const businessRules = {
  name: textRule("The business name", 2, 80),
  phone: z
    .string("The phone number is required.")
    .trim()
    .refine(isUsPhone, "Enter a US phone number with its area code, e.g. (214) 555-0142."),
  email: z.email("Enter an e-mail address, e.g. hello@yourcompany.com."),
  time: z
    .string("Enter a time.")
    .regex(clockTime, "Enter the time as HH:MM on a 24-hour clock, e.g. 07:00 or 18:00."),
  hoursNote: z
    .string()
    .trim()
    .max(40, 'Keep the note short (at most 40 characters), e.g. "by appointment".'),
  yearsExperience: whole("Years in business", 1, 150),
  projectsCompleted: whole("Projects completed", 1, 100_000),
  averageRating: z
    .number("The average rating is required.")
    .min(1, "The average rating is between 1 and 5.")
    .max(5, "The average rating is between 1 and 5."),
  reviewCount: whole("The number of reviews", 1, 100_000),
  warrantyYears: whole("A warranty", 1, 50),
  percent: whole("A percentage", 1, 200),
  daysOnMarket: whole("Days on the market", 1, 365),
  satisfaction: whole("The share of clients satisfied", 1, 100),
  paymentMethod: textRule("A payment method", 2, 60),
  replyPromise: textRule("The reply promise", 5, 80),
  consultationMinutes: z
    .string("The consultation's length is required.")
    .trim()
    .regex(/^\d{1,3}(-\d{1,3})?$/, "Enter minutes as a number or a range, e.g. 30-45."),
  discoveryCallMinutes: whole("The call's length in minutes", 5, 120),
  validDays: whole("How long an estimate is valid, in days,", 1, 365),
  reminderMinutes: whole("The reminder delay in minutes", 5, 480),
  // Empty means "none yet": the admin then offers no review requests.
  reviewUrl: z
    .union([
      z.literal(""),
      z.url({
        protocol: /^https$/,
        error: "Enter the full https:// address of the page where customers write a review.",
      }),
    ])
    .transform((value) => value || null),
  // Empty means "not given yet": estimates with the right to cancel cannot be sent until it is.
  mailingAddress: z
    .string()
    .trim()
    .max(200, "Keep the address under 200 characters.")
    .refine(
      (value) => value === "" || /\d/.test(value),
      "Enter the street address with its number, city and ZIP, e.g. 1234 Main St, Dallas, TX 75201.",
    )
    .transform((value) => value || null),
  depositPercent: z
    .string("The deposit is required.")
    .trim()
    .regex(/^\d{1,2}(-\d{1,2})?%$/, "Enter a percentage or a range, e.g. 10-20%."),
};

const hoursRow = z
  .object({
    days: z.array(z.enum(weekdays)).min(1, "Choose at least one day."),
    opens: businessRules.time,
    closes: businessRules.time,
    note: businessRules.hoursNote.nullish(),
  })
  .refine((row) => row.closes > row.opens, "The closing time comes after the opening time.");

/** Why a set of opening hours cannot be printed, or null. */
export const hoursRule = z
  .array(hoursRow)
  .min(1, "Add the days and hours you answer the phone.")
  .max(7, "One row per day at most.")
  .refine((rows) => {
    const days = rows.flatMap((row) => row.days);
    return new Set(days).size === days.length;
  }, "Each day appears in one row only.");

/** Each fact on its own, so one that breaks a rule does not take the others with it. */
export const businessFactsShape = {
  name: businessRules.name,
  phone: businessRules.phone,
  email: businessRules.email,
  hours: hoursRule,
  claims: z.object({
    yearsExperience: businessRules.yearsExperience,
    projectsCompleted: businessRules.projectsCompleted,
    averageRating: businessRules.averageRating,
    reviewCount: businessRules.reviewCount,
    workmanshipWarrantyYears: businessRules.warrantyYears,
    additionStructuralWarrantyYears: businessRules.warrantyYears,
  }),
  paymentMethods: z.array(businessRules.paymentMethod).min(1, "List at least one way to pay."),
  replyPromise: z.object({
    reply: businessRules.replyPromise,
    booking: businessRules.replyPromise,
  }),
  consultation: z.object({
    inHomeMinutes: businessRules.consultationMinutes,
    discoveryCallMinutes: businessRules.discoveryCallMinutes,
  }),
  estimates: z.object({
    validDays: businessRules.validDays,
    depositPercent: businessRules.depositPercent,
    mailingAddress: businessRules.mailingAddress.nullable(),
  }),
  clientPortal: z.boolean().nullable(),
  wholeHomeResults: z
    .object({
      homeValueMin: businessRules.percent,
      homeValueMax: businessRules.percent,
      returnMin: businessRules.percent,
      returnMax: businessRules.percent,
      daysOnMarketMin: businessRules.daysOnMarket,
      daysOnMarketMax: businessRules.daysOnMarket,
      satisfactionPercent: businessRules.satisfaction,
      confirmed: z.boolean(),
    })
    .refine((r) => r.homeValueMin <= r.homeValueMax, "The home value range runs from low to high.")
    .refine((r) => r.returnMin <= r.returnMax, "The return range runs from low to high.")
    .refine(
      (r) => r.daysOnMarketMin <= r.daysOnMarketMax,
      "The days on market run from fewer to more.",
    ),
  followUp: z.object({
    reminderMinutes: businessRules.reminderMinutes,
    reviewUrl: businessRules.reviewUrl.nullable(),
  }),
};

export const businessFactsSchema: z.ZodType<BusinessFacts> = z.object(businessFactsShape);
