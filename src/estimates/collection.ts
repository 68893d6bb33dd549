import type { CollectionConfig, Field } from "payload";
import { homeownerLanguage } from "@/lib/cms/language-field";
import { lengthBetween } from "@/lib/cms/validation";
import { keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { daysProblem, percentProblem } from "./admin/amounts";
import { pricedLineFields } from "./admin/line-fields";
import { estimateEndpoints } from "./admin/endpoints";
import { checkEstimate, fillFromLeadAndFacts, readTypedPrices } from "./admin/estimate-hooks";
import { nameEstimateDeliveries, removeEstimateDeliveries } from "./admin/deleted-estimate";
import { packageStarts } from "./admin/from-package";
import { estimateStatuses, estimateStatusLabels } from "./status";

const words = (limits: { min: number; max: number }, what: string) => lengthBetween(limits, what);

const serverDate = (name: string, label: string): Field => ({
  name,
  type: "date",
  label,
  ...keptByServer,
  admin: { readOnly: true, position: "sidebar", date: { pickerAppearance: "dayAndTime" } },
});

const lineKinds = [
  { label: "Included", value: "included" },
  { label: "Allowance (a budget for a choice not made yet)", value: "allowance" },
  { label: "Optional (the homeowner may add it)", value: "optional" },
];

/** One priced line: what is done, how much of it, and at what price each. */
const lines: Field = {
  name: "lines",
  type: "array",
  label: "Line items",
  labels: { singular: "Line item", plural: "Line items" },
  minRows: 1,
  fields: [
    ...pricedLineFields({ quantity: "25%", unit: "25%", price: "50%" }),
    {
      name: "kind",
      type: "select",
      label: "Kind",
      required: true,
      defaultValue: "included",
      options: lineKinds,
    },
    {
      name: "allowanceNote",
      type: "textarea",
      label: "What the allowance covers, and what happens above it",
      admin: { condition: (_, sibling) => sibling?.kind === "allowance" },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
        siblingData?.kind !== "allowance" ||
        words({ min: 10, max: 600 }, "What the allowance covers")(value),
    },
  ],
};

const phrase = (name: string, label: string, max = 120): Field => ({
  name,
  type: "text",
  label,
  required: true,
  validate: words({ min: 2, max }, label),
});

/** Taken from the lead when left blank (admin/estimate-hooks.ts), so the form lets it be. */
const fromLead = (name: string, label: string, max: number, width: string): Field => ({
  name,
  type: "text",
  label,
  validate: (value: unknown) =>
    value === undefined || value === null || value === "" || words({ min: 2, max }, label)(value),
  admin: { width },
});

/**
 * The written, itemized estimate a homeowner reads, chooses from and signs. Staff and owners
 * write them (from a lead, or from scratch); only owners delete one. Money is whole cents; the
 * totals, deposit and payments are worked out from the lines (pricing.ts), never typed.
 */
export const Estimates: CollectionConfig = {
  slug: "estimates",
  labels: { singular: "Estimate", plural: "Estimates" },
  defaultSort: "-updatedAt",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "homeownerName", "status", "total", "validUntil", "updatedAt"],
    listSearchableFields: ["title", "homeownerName", "email"],
    group: "Leads",
    description: "Written estimates: itemized, with choices, a deposit and a payment schedule.",
    pagination: { defaultLimit: 25 },
    components: {
      beforeListTable: ["/estimates/admin/components/estimate-list-summary#EstimateListSummary"],
    },
  },
  access: { read: signedInOnly, create: signedInOnly, update: signedInOnly, delete: ownersOnly },
  endpoints: estimateEndpoints,
  hooks: {
    beforeOperation: [readTypedPrices],
    beforeValidate: [fillFromLeadAndFacts],
    beforeChange: [checkEstimate],
    beforeDelete: [nameEstimateDeliveries],
    afterDelete: [removeEstimateDeliveries],
  },
  fields: [
    phrase("title", "Title", 80),
    {
      name: "status",
      type: "select",
      label: "Status",
      required: true,
      index: true,
      defaultValue: "draft",
      options: estimateStatuses.map((value) => ({ label: estimateStatusLabels[value], value })),
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true },
    },
    {
      name: "lead",
      type: "relationship",
      relationTo: "leads",
      label: "Lead",
      index: true,
      admin: {
        position: "sidebar",
        description: "Fills in the homeowner, address and language left blank from their request.",
      },
    },
    {
      name: "startFrom",
      type: "select",
      label: "Start from a service's packages",
      virtual: true,
      options: packageStarts,
      admin: {
        position: "sidebar",
        condition: (data) => !data?.id,
        description:
          "Fills Choices with the service's packages: each one's description and features as lines for you to price.",
      },
    },
    {
      name: "validUntil",
      type: "date",
      label: "Valid until",
      required: true,
      admin: { position: "sidebar", date: { pickerAppearance: "dayOnly" } },
    },
    {
      name: "rightToCancel",
      type: "checkbox",
      label: "Texas 3-day right to cancel",
      defaultValue: true,
      admin: {
        position: "sidebar",
        description:
          "Required when the sale is made at the homeowner's home (e.g. after the in-home consultation).",
      },
    },
    {
      type: "ui",
      name: "record",
      admin: {
        position: "sidebar",
        components: { Field: "/estimates/admin/components/estimate-record#EstimateRecord" },
      },
    },
    {
      type: "ui",
      name: "total",
      label: "Total",
      admin: {
        components: { Cell: "/estimates/admin/components/total-cell#TotalCell" },
        condition: () => false,
      },
    },
    serverDate("sentAt", "Sent"),
    serverDate("firstViewedAt", "First viewed"),
    {
      type: "collapsible",
      label: "Homeowner",
      fields: [
        {
          type: "row",
          fields: [
            fromLead("homeownerName", "Homeowner's name", 100, "50%"),
            { name: "email", type: "email", label: "E-mail", admin: { width: "50%" } },
          ],
        },
        {
          type: "row",
          fields: [
            fromLead("projectAddress", "Project address", 200, "50%"),
            fromLead("city", "City", 60, "25%"),
            homeownerLanguage("25%"),
          ],
        },
      ],
    },
    {
      name: "scopeSummary",
      type: "textarea",
      label: "Scope of work",
      required: true,
      validate: words({ min: 20, max: 3000 }, "The scope of work"),
    },
    {
      name: "sections",
      type: "array",
      label: "Sections",
      labels: { singular: "Section", plural: "Sections" },
      admin: { description: "The work as the homeowner reads it: demolition, cabinets, tile…" },
      fields: [phrase("title", "Section"), lines],
    },
    {
      name: "alternates",
      type: "array",
      label: "Choices",
      labels: { singular: "Choice", plural: "Choices" },
      admin: {
        description:
          "Ways to do the same part of the work (e.g. the three packages): the homeowner picks one of each.",
      },
      fields: [
        phrase("title", "What is chosen"),
        {
          name: "options",
          type: "array",
          label: "Options",
          labels: { singular: "Option", plural: "Options" },
          minRows: 2,
          fields: [
            phrase("title", "Option"),
            {
              name: "summary",
              type: "textarea",
              label: "Summary",
              validate: (value: unknown) =>
                !value || words({ min: 2, max: 600 }, "The summary")(value),
            },
            lines,
          ],
        },
      ],
    },
    {
      name: "exclusions",
      type: "array",
      label: "Not included",
      labels: { singular: "Exclusion", plural: "Exclusions" },
      fields: [phrase("text", "Not included", 300)],
    },
    {
      name: "buildPlan",
      type: "array",
      label: "Build plan",
      labels: { singular: "Phase", plural: "Phases" },
      admin: {
        description:
          "The phases in order, each in working days; the project's schedule starts from it.",
      },
      fields: [
        {
          type: "row",
          fields: [
            { ...phrase("phase", "Phase"), admin: { width: "70%" } } as Field,
            {
              name: "days",
              type: "number",
              label: "Working days",
              required: true,
              validate: daysProblem,
              admin: { width: "30%" },
            },
          ],
        },
      ],
    },
    {
      name: "structuralWarranty",
      type: "checkbox",
      label: "Includes an addition (adds the structural warranty)",
      defaultValue: false,
    },
    {
      type: "collapsible",
      label: "Tax, deposit and payments",
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "taxPercent",
              type: "number",
              label: "Tax (%)",
              validate: percentProblem(0),
              admin: { width: "50%", description: "Leave empty when no tax line applies." },
            },
            {
              name: "depositPercent",
              type: "number",
              label: "Deposit at signing (%)",
              required: true,
              validate: percentProblem(0.01),
              admin: { width: "50%", description: "Within the business facts' deposit range." },
            },
          ],
        },
        {
          name: "milestones",
          type: "array",
          label: "Payment schedule after the deposit",
          labels: { singular: "Payment", plural: "Payments" },
          minRows: 1,
          admin: { description: "Shares of what is left after the deposit; together 100%." },
          fields: [
            {
              type: "row",
              fields: [
                { ...phrase("title", "When it is due"), admin: { width: "70%" } } as Field,
                {
                  name: "sharePercent",
                  type: "number",
                  label: "Share (%)",
                  required: true,
                  validate: percentProblem(0.01),
                  admin: { width: "30%" },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
