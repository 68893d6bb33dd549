import type { Field, GlobalConfig, NumberField } from "payload";
import type { ZodType } from "zod";
import { businessRules, hoursRule } from "@/business/rules";
import { hoursField } from "./hours-field";
import { defaultBusinessFacts } from "@/business/facts";
import { forgetContent } from "@/lib/cms/content-cache";
import { everyPage } from "@/lib/cache/page-store.mjs";
import { forgetFacts } from "./facts-cache";
import { isOwner, ownersOnly } from "@/lib/cms/roles";
import { rowLabel } from "@/lib/cms/row-label";
import { obeys, ruledField } from "@/lib/cms/validation";

const text = (name: string, label: string, rule: ZodType, description?: string) =>
  ruledField("text", name, label, rule, description);

/** A fact that is words, not a number: the Spanish side says it in Spanish. */
const words = (name: string, label: string, rule: ZodType, description?: string) =>
  ({ ...text(name, label, rule, description), localized: true }) as Field;

const number = (name: string, label: string, rule: ZodType, description?: string) =>
  ruledField("number", name, label, rule, description);

/** The high end of a range: a number, and never below the low end beside it. */
const rangeEnd = (name: string, label: string, rule: ZodType<number>, low: string): Field => ({
  ...(number(name, label, rule) as NumberField),
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
    const checked = obeys(rule)(value);
    if (checked !== true) return checked;
    const from = siblingData[low];
    return typeof from === "number" && typeof value === "number" && value < from
      ? "This is below the low end of the range."
      : true;
  },
});

const fields: Field[] = [
  text(
    "name",
    "Business name",
    businessRules.name,
    "In the header, every page title, e-mails and search results.",
  ),
  text(
    "phone",
    "Phone",
    businessRules.phone,
    "Any US format, e.g. (214) 555-0142. Every Call button dials it.",
  ),
  ruledField(
    "email",
    "email",
    "E-mail",
    businessRules.email,
    "In the footer and the legal pages. Lead e-mails come from and go to it unless the server sets MAIL_FROM or LEAD_NOTIFY_TO.",
  ),
  hoursField({
    name: "hours",
    label: "Opening hours",
    rule: hoursRule,
    minRows: 1,
    description:
      'Printed as "Mon–Fri 7 AM–6 PM", "Saturday 8 AM–4 PM by appointment"; search engines read the same hours.',
  }),
  {
    name: "claims",
    type: "group",
    label: "What the site claims",
    admin: {
      description:
        "Stated on the home page, city pages, FAQ, legal pages and in search results: keep them true.",
    },
    fields: [
      {
        type: "row",
        fields: [
          number("yearsExperience", "Years of experience", businessRules.yearsExperience),
          number("projectsCompleted", "Projects completed", businessRules.projectsCompleted),
        ],
      },
      {
        type: "row",
        fields: [
          {
            name: "averageRating",
            type: "number",
            label: "Average rating",
            required: true,
            validate: obeys(businessRules.averageRating),
            admin: { step: 0.1, description: "Out of 5, from your public reviews." },
          },
          number("reviewCount", "Number of reviews", businessRules.reviewCount),
        ],
      },
      {
        type: "row",
        fields: [
          number(
            "workmanshipWarrantyYears",
            "Workmanship warranty (years)",
            businessRules.warrantyYears,
          ),
          number(
            "additionStructuralWarrantyYears",
            "Structural warranty on additions (years)",
            businessRules.warrantyYears,
          ),
        ],
      },
    ],
  },
  {
    name: "paymentMethods",
    type: "array",
    label: "Payment methods",
    labels: { singular: "Payment method", plural: "Payment methods" },
    minRows: 1,
    admin: {
      description: "Listed in the FAQ and the terms of service, in this order.",
      components: rowLabel("{method}", "Payment method"),
    },
    fields: [words("method", "Method", businessRules.paymentMethod)],
  },
  {
    name: "replyPromise",
    type: "group",
    label: "How fast you reply",
    admin: {
      description:
        'The contact page, the thank-you, the footer and the confirmation e-mail say both in one sentence: "We reply within 2 hours during business hours; your consultation is booked within 1 business day."',
    },
    // The stored names predate the one sentence: `footer` holds the reply time, `afterRequest`
    // when the consultation is booked. Renaming them would need a migration for no visitor gain.
    fields: [
      words(
        "footer",
        "Reply time",
        businessRules.replyPromise,
        'Completes "We reply …", e.g. "within 2 hours during business hours".',
      ),
      words(
        "afterRequest",
        "Consultation booked",
        businessRules.replyPromise,
        'Completes "your consultation is booked …", e.g. "within 1 business day".',
      ),
    ],
  },
  {
    name: "consultation",
    type: "group",
    label: "Consultations",
    fields: [
      {
        type: "row",
        fields: [
          text(
            "inHomeMinutes",
            "In-home visit (minutes)",
            businessRules.consultationMinutes,
            "A number or a range, e.g. 30-45",
          ),
          // Kept, not edited here: the booking settings are its one home (call-length.ts).
          {
            ...number(
              "discoveryCallMinutes",
              "Discovery call (minutes)",
              businessRules.discoveryCallMinutes,
            ),
            admin: { hidden: true },
          } as Field,
          {
            name: "discoveryCallLength",
            type: "ui",
            admin: {
              components: {
                Field: "/business/components/call-length-pointer#CallLengthPointer",
              },
            },
          },
        ],
      },
    ],
  },
  {
    name: "estimates",
    type: "group",
    label: "Estimates and deposits",
    fields: [
      {
        type: "row",
        fields: [
          number("validDays", "An estimate is valid for (days)", businessRules.validDays),
          text(
            "depositPercent",
            "Deposit at signing",
            businessRules.depositPercent,
            "A percentage or a range, e.g. 10-20%",
          ),
        ],
      },
      {
        name: "mailingAddress",
        type: "text",
        label: "Mailing address",
        validate: obeys(businessRules.mailingAddress),
        admin: {
          description:
            "Where letters reach you: street, city, ZIP. Texas law asks an estimate signed after a visit at the homeowner's home to name it in the notice of cancellation, so such estimates cannot be sent until it is here.",
        },
      },
    ],
  },
  {
    name: "clientPortal",
    type: "radio",
    label: "Do you offer clients a portal with daily photos and messages?",
    options: [
      { label: "Yes: the site says clients get daily photos and messages there", value: "yes" },
      { label: "No: the site does not mention a portal", value: "no" },
    ],
    admin: {
      layout: "vertical",
      description:
        "Stated on the home page, the kitchen page and the idea pages. Yes also invites the homeowner of each job in planning or under way to their project page (/portal) by e-mail, and commits you to an update there every working day: the dashboard counts the days each job goes without one. Until you answer, the site does not mention a portal.",
    },
  },
  {
    name: "wholeHomeResults",
    type: "group",
    label: "Whole-home results",
    admin: {
      description:
        "Stated on the whole-home ideas page. A fresh install's figures are examples, and the page says so until you confirm these are your own.",
    },
    fields: [
      {
        type: "row",
        fields: [
          number("homeValueMin", "Home value rise, from (%)", businessRules.percent),
          rangeEnd("homeValueMax", "to (%)", businessRules.percent, "homeValueMin"),
          number("returnMin", "Cost recovered at sale, from (%)", businessRules.percent),
          rangeEnd("returnMax", "to (%)", businessRules.percent, "returnMin"),
        ],
      },
      {
        type: "row",
        fields: [
          number("daysOnMarketMin", "Days on the market, from", businessRules.daysOnMarket),
          rangeEnd("daysOnMarketMax", "to", businessRules.daysOnMarket, "daysOnMarketMin"),
          number("satisfactionPercent", "Clients satisfied (%)", businessRules.satisfaction),
        ],
      },
      {
        name: "confirmed",
        type: "checkbox",
        label: "These are our own figures",
        defaultValue: false,
        admin: {
          description:
            "Until this is ticked, the page heads these figures as examples not yet confirmed by you.",
        },
      },
    ],
  },
  {
    name: "followUp",
    type: "group",
    label: "Following up on leads",
    fields: [
      {
        ...number(
          "reminderMinutes",
          "Remind the owners after (minutes)",
          businessRules.reminderMinutes,
          'A lead still New after this many minutes of opening hours sends one "Still waiting" alert to the owners, by every way set up. Between 5 and 480.',
        ),
        defaultValue: defaultBusinessFacts.followUp.reminderMinutes,
      } as Field,
      {
        name: "reviewUrl",
        type: "text",
        label: "Review link",
        validate: obeys(businessRules.reviewUrl),
        admin: {
          description:
            'Where customers write a review, e.g. your Google Business Profile\'s "Ask for reviews" link. A Won lead then offers "Ask for a review": one e-mail with this link, the same for every customer (Google forbids picking only happy ones, and any reward).',
        },
      },
    ],
  },
];

/**
 * The facts every page, e-mail and piece of structured data states about the business. Only
 * owners see or change them; anyone may read them, as every page prints them. A save empties the
 * pages' cached copy, so the next view shows the change.
 */
export const Business: GlobalConfig = {
  slug: "business",
  label: "Business facts",
  admin: {
    group: "Settings",
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== "owner",
    description:
      "Name, phone, hours and the claims the whole site makes. A change shows on every page within seconds.",
  },
  access: {
    read: () => true,
    update: ownersOnly,
    readVersions: ({ req }) => isOwner(req),
  },
  fields,
  hooks: {
    afterChange: [
      () => {
        forgetFacts();
        forgetContent("business", everyPage);
      },
    ],
  },
};
