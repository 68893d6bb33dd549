import type { CollectionConfig, Field } from "payload";
import { percentProblem } from "@/estimates";
import { pricedLineFields } from "@/estimates/server";
import { keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { lengthBetween } from "@/lib/cms/validation";
import { jobField } from "../job-field";
import { changeOrderEndpoints } from "./endpoints";
import { keepSigned, moveAndLock, numberAndTax } from "./hooks";
import { changeOrderStatuses, changeOrderStatusLabels } from "./status";

const sidebarDate = (name: string, label: string): Field => ({
  name,
  type: "date",
  label,
  ...keptByServer,
  admin: {
    position: "sidebar",
    readOnly: true,
    date: { pickerAppearance: "dayAndTime" },
    condition: (data) => Boolean(data?.[name]),
  },
});

/** Beyond this a change is a new contract, not a change order. */
export const MAX_SCHEDULE_CHANGE = 180;

/**
 * A change to signed work: priced lines that add work or credit work taken out, its effect on the
 * schedule and when it is paid. Written in the admin like an estimate, sent to the homeowner's
 * project page, signed there (or declined) the same way; once signed the job's contract total,
 * payments and schedule follow (apply.ts).
 */
export const ChangeOrders: CollectionConfig = {
  slug: "change-orders",
  labels: { singular: "Change order", plural: "Change orders" },
  defaultSort: "-updatedAt",
  admin: {
    useAsTitle: "title",
    defaultColumns: ["title", "job", "number", "status", "updatedAt"],
    group: "Jobs",
    description:
      "Changes to signed work. Save a draft, then send it: the homeowner signs it on their project page.",
    pagination: { defaultLimit: 25 },
  },
  access: { read: signedInOnly, create: signedInOnly, update: signedInOnly, delete: ownersOnly },
  endpoints: changeOrderEndpoints,
  lockDocuments: false,
  indexes: [{ fields: ["job", "number"], unique: true }],
  hooks: {
    beforeValidate: [numberAndTax],
    beforeChange: [moveAndLock],
    beforeDelete: [keepSigned],
  },
  fields: [
    jobField,
    {
      name: "status",
      type: "select",
      label: "Status",
      required: true,
      index: true,
      defaultValue: "draft",
      options: changeOrderStatuses.map((value) => ({
        label: changeOrderStatusLabels[value],
        value,
      })),
      // Moved by the buttons beside it (endpoints.ts) or the homeowner, never typed.
      admin: { position: "sidebar", readOnly: true },
    },
    {
      name: "number",
      type: "number",
      label: "Number on the job",
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true },
    },
    {
      type: "ui",
      name: "record",
      admin: {
        position: "sidebar",
        components: { Field: "/jobs/admin/components/change-order-record#ChangeOrderRecord" },
      },
    },
    sidebarDate("sentAt", "Sent"),
    sidebarDate("answeredAt", "Answered by the homeowner"),
    {
      name: "title",
      type: "text",
      label: "Title",
      required: true,
      validate: lengthBetween({ min: 2, max: 120 }, "The title"),
      admin: { description: 'What changes, e.g. "Move the vanity wall 2 feet".' },
    },
    {
      name: "reason",
      type: "textarea",
      label: "Why",
      required: true,
      validate: lengthBetween({ min: 10, max: 1000 }, "Why"),
      admin: {
        description:
          "What was asked for or found, in plain words: the homeowner reads it above the price.",
      },
    },
    {
      name: "lines",
      type: "array",
      label: "Line items",
      labels: { singular: "Line item", plural: "Line items" },
      minRows: 1,
      fields: pricedLineFields({ quantity: "20%", unit: "20%", price: "30%" }, [
        {
          name: "kind",
          type: "select",
          label: "Kind",
          required: true,
          defaultValue: "added",
          options: [
            { label: "Added work", value: "added" },
            { label: "Credit (work taken out)", value: "credit" },
          ],
          admin: { width: "30%" },
        },
      ]),
    },
    {
      type: "row",
      fields: [
        {
          name: "taxPercent",
          type: "number",
          label: "Tax (%)",
          validate: percentProblem(0),
          admin: { width: "25%", description: "The signed estimate's rate unless you change it." },
        },
        {
          name: "paymentTiming",
          type: "select",
          label: "An added amount is paid",
          required: true,
          defaultValue: "signing",
          options: [
            { label: "At signing, before the next payment", value: "signing" },
            { label: "With the final payment", value: "final" },
          ],
          admin: {
            width: "35%",
            description: "A credit comes off the last payments still to come.",
          },
        },
        {
          name: "scheduleDays",
          type: "number",
          label: "Working days it adds",
          defaultValue: 0,
          validate: (value: unknown) =>
            value === null ||
            value === undefined ||
            (Number.isInteger(value) && Math.abs(value as number) <= MAX_SCHEDULE_CHANGE) ||
            `Write a whole number of working days, from -${MAX_SCHEDULE_CHANGE} to ${MAX_SCHEDULE_CHANGE}.`,
          admin: { width: "15%", step: 1, description: "Negative to shorten." },
        },
        {
          name: "phase",
          type: "text",
          label: "Phase it changes",
          admin: { width: "25%", description: "As the job's schedule names it." },
        },
      ],
    },
    { name: "sent", type: "json", ...keptByServer, admin: { hidden: true } },
    {
      name: "declineReason",
      type: "textarea",
      label: "The homeowner's reason for declining",
      ...keptByServer,
      admin: { readOnly: true, condition: (data) => Boolean(data?.declineReason) },
    },
  ],
};
