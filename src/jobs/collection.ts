import type { CollectionConfig, DateField, Field } from "payload";
import { homeownerLanguage } from "@/lib/cms/language-field";
import { centsProblem } from "@/lib/money/cents";
import { lengthBetween } from "@/lib/cms/validation";
import { keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { rowLabel } from "@/lib/cms/row-label";
import { forgetJobRecords, removeJobPhotoFiles } from "./admin/deleted-job";
import {
  dateTheCompletion,
  dateTheSchedule,
  fillNewJob,
  keepPaymentsWhole,
  winTheLead,
} from "./admin/job-hooks";
import { jobStatuses, jobStatusLabels } from "./status";

const words = (min: number, max: number, what: string) => lengthBetween({ min, max }, what);

const optionalText = (name: string, label: string, max: number, width: string): Field => ({
  name,
  type: "text",
  label,
  validate: (value: unknown) => !value || words(2, max, label)(value),
  admin: { width },
});

const day = (
  name: string,
  label: string,
  admin: Record<string, unknown> = {},
  more: Partial<Pick<DateField, "access">> = {},
): Field => ({
  name,
  type: "date",
  label,
  admin: { date: { pickerAppearance: "dayOnly", displayFormat: "EEE, MMM d, yyyy" }, ...admin },
  ...more,
});

/**
 * A homeowner's project under contract: who it is for and where, the signed estimate it started
 * from, who runs it, its schedule and its payments. Not one of the public case studies
 * (`projects`): nothing here is ever shown on the site. A signed estimate starts one by itself
 * (start-jobs.ts); the owner may also start one from a lead.
 */
export const Jobs: CollectionConfig = {
  slug: "jobs",
  labels: { singular: "Job", plural: "Jobs" },
  defaultSort: "-updatedAt",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "status", "projectManager", "startDate", "updatedAt"],
    listSearchableFields: ["title", "homeownerName", "email"],
    group: "Jobs",
    description:
      "Projects under contract. A signed estimate starts one, with its schedule and payments.",
    pagination: { defaultLimit: 25 },
  },
  access: { read: signedInOnly, create: signedInOnly, update: signedInOnly, delete: ownersOnly },
  // No edit locks: the engine checks one, on delete, with a read outside the delete's transaction,
  // which waits behind that transaction once forgetJobRecords has written (a 30-second hang, then
  // a failed delete). Saves keep every row whole on their own (keepPaymentsWhole).
  lockDocuments: false,
  hooks: {
    beforeValidate: [fillNewJob],
    beforeChange: [keepPaymentsWhole, dateTheSchedule, dateTheCompletion],
    afterChange: [winTheLead],
    beforeDelete: [forgetJobRecords],
    afterDelete: [removeJobPhotoFiles],
  },
  fields: [
    {
      name: "title",
      type: "text",
      label: "Title",
      required: true,
      validate: words(2, 120, "The title"),
      admin: { description: "Left empty, it is the homeowner's name and the address." },
    },
    {
      name: "status",
      type: "select",
      label: "Status",
      required: true,
      index: true,
      defaultValue: "planning",
      options: jobStatuses.map((value) => ({ label: jobStatusLabels[value], value })),
      admin: { position: "sidebar" },
    },
    day("completedOn", "Completed on", {
      position: "sidebar",
      description:
        "Set when the job is marked complete (you may pick the real day): the warranties run from it.",
    }),
    {
      type: "ui",
      name: "review",
      admin: {
        position: "sidebar",
        components: { Field: "/jobs/admin/components/closing-review#JobReview" },
      },
    },
    {
      name: "projectManager",
      type: "relationship",
      relationTo: "users",
      label: "Project manager",
      index: true,
      admin: {
        position: "sidebar",
        description: "Posts the daily updates and answers the homeowner. Left empty, it is you.",
      },
    },
    {
      name: "lead",
      type: "relationship",
      relationTo: "leads",
      label: "Lead",
      index: true,
      admin: {
        position: "sidebar",
        description: "Fills in the homeowner and address left blank from their request.",
      },
    },
    {
      name: "estimate",
      type: "relationship",
      relationTo: "estimates",
      label: "Signed estimate",
      unique: true,
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true },
    },
    {
      name: "contractCents",
      type: "number",
      label: "Contract total (cents)",
      ...keptByServer,
      admin: { hidden: true },
    },
    {
      // The signed change orders this job's total, payments and schedule already follow: each is
      // applied once, whatever a crash between the save and its record does.
      name: "changeOrdersApplied",
      type: "json",
      ...keptByServer,
      admin: { hidden: true },
    },
    {
      type: "collapsible",
      label: "Homeowner",
      fields: [
        {
          type: "row",
          fields: [
            optionalText("homeownerName", "Homeowner's name", 100, "50%"),
            { name: "email", type: "email", label: "E-mail", admin: { width: "50%" } },
          ],
        },
        {
          type: "row",
          fields: [
            optionalText("phone", "Phone", 40, "30%"),
            optionalText("projectAddress", "Project address", 200, "40%"),
            optionalText("city", "City", 60, "15%"),
            homeownerLanguage("15%"),
          ],
        },
      ],
    },
    day("startDate", "Start date", {
      description:
        "The first working day on site. Each phase's dates follow from it, counted in the days your opening hours are open.",
    }),
    {
      name: "scheduleNote",
      type: "textarea",
      label: "Why the dates moved",
      validate: (value: unknown) => !value || words(10, 300, "The reason")(value),
      admin: {
        description:
          'Needed when a change to the start date or a phase moves dates the homeowner has seen, e.g. "The cabinets arrive four days late." They see it beside the new dates.',
      },
    },
    {
      name: "schedule",
      type: "array",
      label: "Schedule",
      labels: { singular: "Phase", plural: "Phases" },
      admin: {
        description: "From the estimate's build plan: the phases in order.",
        components: rowLabel("{phase}: {days} working days", "Phase"),
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "phase",
              type: "text",
              label: "Phase",
              required: true,
              validate: words(2, 120, "The phase"),
              admin: { width: "40%" },
            },
            {
              name: "days",
              type: "number",
              label: "Working days",
              required: true,
              min: 1,
              max: 365,
              admin: { width: "20%", step: 1 },
            },
            day("startsOn", "Starts", { readOnly: true, width: "20%" }),
            day("endsOn", "Ends", { readOnly: true, width: "20%" }),
          ],
        },
        {
          type: "row",
          fields: [
            day(
              "plannedStartsOn",
              "First planned start",
              { readOnly: true, width: "20%" },
              keptByServer,
            ),
            day(
              "plannedEndsOn",
              "First planned end",
              { readOnly: true, width: "20%" },
              keptByServer,
            ),
            {
              name: "movedBecause",
              type: "text",
              label: "Why it moved",
              ...keptByServer,
              admin: {
                readOnly: true,
                width: "60%",
                condition: (_, row) => Boolean(row?.movedBecause),
              },
            },
          ],
        },
      ],
    },
    {
      name: "payments",
      type: "array",
      label: "Payments",
      labels: { singular: "Payment", plural: "Payments" },
      admin: {
        description:
          "From the estimate's deposit and payment schedule. Mark each one received on the day it came in.",
        components: rowLabel("{title}", "Payment"),
      },
      fields: [
        {
          type: "row",
          fields: [
            {
              name: "title",
              type: "text",
              label: "When it is due",
              required: true,
              validate: words(2, 120, "When it is due"),
              admin: { width: "45%" },
            },
            {
              name: "amountCents",
              type: "number",
              label: "Amount",
              required: true,
              validate: centsProblem,
              admin: {
                width: "30%",
                components: { Field: "/components/layout/admin-money-field#MoneyField" },
              },
            },
            day("receivedOn", "Received on", { width: "25%" }),
          ],
        },
      ],
    },
  ],
};
