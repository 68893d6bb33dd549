import type { CollectionConfig, Field, FieldAccess } from "payload";
import { leadStatuses, leadStatusLabels } from "@/leads/admin/lead-status";
import { leadLanguageOptions } from "@/leads/admin/lead-language";
import { cityNames } from "@/business";
import { exportLeads } from "./admin/export-endpoint";
import { currentNameFrom } from "./admin/current-name";
import { forgetLeadDeliveries } from "./admin/deleted-lead";
import { recordLeadChanges } from "./admin/lead-history";
import { leadListWhere } from "./admin/lead-query";
import { retryLeadDelivery } from "./admin/retry-endpoint";
import { testAlert } from "./admin/test-alert-endpoint";
import { requestReview } from "./review-request/endpoint";
import { addAlertDevice, listAlertDevices, removeAlertDevice } from "./push/endpoints";
import { ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { spamCheckWords } from "./admin/spam-check";

/** What the homeowner sent and the record of how: kept exactly as it arrived. */
const asReceived: { access: { update: FieldAccess } } = { access: { update: () => false } };

type RecordType = "text" | "textarea" | "date";

/** An attribution the visitor's link carried (?utm_…), shown only when it did. */
const fromTheLink = (name: string, label: string): Field => {
  const field = record(name, label);
  return {
    ...field,
    admin: { ...field.admin, condition: (data) => Boolean(data?.[name]) },
  } as Field;
};

function record(name: string, label: string, type: RecordType = "text", sidebar = false): Field {
  const position = sidebar ? ("sidebar" as const) : undefined;
  if (type === "date")
    return {
      name,
      label,
      type,
      ...asReceived,
      admin: { readOnly: true, position, date: { pickerAppearance: "dayAndTime" } },
    };
  if (type === "textarea")
    return { name, label, type, ...asReceived, admin: { readOnly: true, position } };
  return { name, label, type, ...asReceived, admin: { readOnly: true, position } };
}

/** What every request carries: NOT NULL in the store, as the intake has always written it. */
const always = (field: Field): Field => ({ ...field, required: true }) as Field;

/** Written by the server when a note is added (admin/lead-history.ts); no request sets it. */
const byServer: { access: { create: FieldAccess; update: FieldAccess } } = {
  access: { create: () => false, update: () => false },
};

/** The account that did it, kept by id; the admin shows its current name beside the row. */
const accountOf = (name: string): Field => ({
  name,
  type: "relationship",
  relationTo: "users",
  ...byServer,
  admin: { hidden: true },
});

const statusOptions = leadStatuses.map((value) => ({ label: leadStatusLabels[value], value }));

/**
 * The estimate requests from /contact. The public form stores them (create-lead.ts, in
 * one transaction with their notifications); here the owner and staff read them, move them
 * through the pipeline and keep notes. No one creates one here, and no one edits what the
 * homeowner sent.
 */
export const Leads: CollectionConfig = {
  slug: "leads",
  labels: { singular: "Lead", plural: "Leads" },
  defaultSort: "-createdAt",
  admin: {
    useAsTitle: "fullName",
    defaultColumns: [
      "fullName",
      "city",
      "serviceTypes",
      "language",
      "status",
      "waiting",
      "createdAt",
    ],
    listSearchableFields: ["fullName", "email", "phoneDigits"],
    group: "Leads",
    description:
      "Estimate requests from the site, newest first. Search by name, e-mail or phone (typed any way).",
    pagination: { defaultLimit: 25 },
    components: { beforeListTable: ["/leads/admin/components/lead-list-summary#LeadListSummary"] },
  },
  access: {
    read: signedInOnly,
    create: () => false,
    update: signedInOnly,
    delete: ownersOnly,
  },
  endpoints: [
    { path: "/export", method: "get", handler: exportLeads },
    { path: "/test-alert/:channel", method: "post", handler: testAlert },
    { path: "/alert-devices", method: "get", handler: listAlertDevices },
    { path: "/alert-devices", method: "post", handler: addAlertDevice },
    { path: "/alert-devices/:device", method: "delete", handler: removeAlertDevice },
    { path: "/:id/review-request", method: "post", handler: requestReview },
    { path: "/:id/deliveries/:delivery/retry", method: "post", handler: retryLeadDelivery },
  ],
  hooks: {
    beforeOperation: [
      ({ args }) => {
        if (args && typeof args === "object" && "where" in args)
          return { ...args, where: leadListWhere(args.where) };
        return args;
      },
    ],
    beforeChange: [recordLeadChanges],
    afterDelete: [forgetLeadDeliveries],
  },
  fields: [
    // The engine's own, named as the owner says it and written like every other time of a lead.
    {
      name: "createdAt",
      type: "date",
      label: "Received",
      index: true,
      admin: {
        hidden: true,
        disableBulkEdit: true,
        components: { Cell: "/components/layout/admin-dallas-time-cell#AdminDallasTimeCell" },
      },
    },
    {
      type: "ui",
      name: "waiting",
      label: "Waiting",
      admin: { components: { Cell: "/leads/admin/components/waiting-cell#WaitingCell" } },
    },
    {
      type: "ui",
      name: "contactLinks",
      admin: { components: { Field: "/leads/admin/components/lead-contact#LeadContact" } },
    },
    {
      name: "status",
      type: "select",
      label: "Status",
      required: true,
      // The list and the dashboard filter by it.
      index: true,
      defaultValue: "new",
      options: statusOptions,
      admin: { position: "sidebar" },
    },
    record("statusChangedAt", "Status last changed", "date", true),
    {
      name: "firstResponseAt",
      type: "date",
      label: "First answered",
      ...byServer,
      admin: {
        readOnly: true,
        position: "sidebar",
        date: { pickerAppearance: "dayAndTime" },
        description: "The first status change away from New, or the first note.",
      },
    },
    accountOf("firstResponseBy"),
    {
      name: "firstResponder",
      type: "text",
      label: "Answered by",
      virtual: true,
      hooks: { afterRead: [currentNameFrom("firstResponseBy")] },
      admin: { readOnly: true, position: "sidebar" },
    },
    {
      type: "ui",
      name: "reviewRequest",
      admin: {
        position: "sidebar",
        components: { Field: "/leads/review-request/components/review-request#ReviewRequest" },
      },
    },
    // Shown by the review panel above; kept as a field so the list and the API can read it.
    {
      name: "reviewRequestedAt",
      type: "date",
      label: "Asked for a review",
      ...byServer,
      admin: { hidden: true },
    },
    {
      name: "reminderSentAt",
      type: "date",
      label: "Still-waiting reminder queued",
      ...byServer,
      admin: { readOnly: true, position: "sidebar", date: { pickerAppearance: "dayAndTime" } },
    },
    {
      type: "collapsible",
      label: "Project",
      fields: [
        always(record("fullName", "Full name")),
        always(record("email", "E-mail")),
        always(record("phone", "Phone")),
        {
          name: "language",
          required: true,
          type: "select",
          label: "Language",
          options: leadLanguageOptions,
          defaultValue: "en",
          ...asReceived,
          admin: { readOnly: true },
        },
        // Searched instead of the phone as typed (admin/lead-query.ts); named so in the search box.
        {
          name: "phoneDigits",
          label: "Phone",
          type: "text",
          ...asReceived,
          admin: { hidden: true },
        },
        always(record("projectAddress", "Project address")),
        {
          name: "city",
          required: true,
          type: "select",
          label: "City",
          options: cityNames.map((city) => ({ label: city, value: city })),
          ...asReceived,
          admin: { readOnly: true },
        },
        {
          name: "serviceTypes",
          required: true,
          type: "json",
          label: "Services",
          ...asReceived,
          admin: {
            readOnly: true,
            components: {
              Cell: "/leads/admin/components/service-cell#ServiceCell",
              Field: "/leads/admin/components/service-list#ServiceList",
            },
          },
        },
        record("startDate", "Start date"),
        always(record("budgetRange", "Budget range")),
        record("projectDescription", "Project description", "textarea"),
        record("hearAboutUs", "Heard about us"),
      ],
    },
    {
      type: "ui",
      name: "appointments",
      admin: {
        components: { Field: "/bookings/admin/components/lead-appointments#LeadAppointments" },
      },
    },
    {
      type: "ui",
      name: "deliveries",
      admin: { components: { Field: "/leads/admin/components/lead-deliveries#LeadDeliveries" } },
    },
    {
      name: "notes",
      type: "array",
      label: "Internal notes",
      labels: { singular: "Note", plural: "Notes" },
      admin: {
        description: "Only people signed in here see these. Who added each, and when, is recorded.",
      },
      fields: [
        { name: "body", type: "textarea", label: "Note", required: true, maxLength: 2000 },
        {
          type: "row",
          fields: [
            {
              name: "addedBy",
              type: "text",
              label: "Added by",
              ...byServer,
              hooks: { afterRead: [currentNameFrom("addedByUser")] },
              admin: { readOnly: true },
            },
            {
              name: "addedAt",
              type: "date",
              label: "Added",
              ...byServer,
              admin: { readOnly: true, date: { pickerAppearance: "dayAndTime" } },
            },
          ],
        },
        accountOf("addedByUser"),
      ],
    },
    {
      name: "statusHistory",
      type: "array",
      label: "Status history",
      labels: { singular: "Status change", plural: "Status changes" },
      ...asReceived,
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        {
          type: "row",
          fields: [
            { name: "from", type: "select", label: "From", options: statusOptions },
            { name: "status", type: "select", label: "To", required: true, options: statusOptions },
            {
              name: "changedAt",
              type: "date",
              label: "When",
              admin: { date: { pickerAppearance: "dayAndTime" } },
            },
            {
              name: "changedBy",
              type: "text",
              label: "By",
              hooks: { afterRead: [currentNameFrom("changedByUser")] },
            },
          ],
        },
        accountOf("changedByUser"),
      ],
    },
    {
      type: "collapsible",
      label: "Where this lead came from",
      admin: {
        initCollapsed: false,
        description:
          "An ad or a newsletter link names its source, medium and campaign; a plain visit names none.",
      },
      fields: [
        record("landingPage", "First page visited"),
        record("referrer", "Came from the page"),
        fromTheLink("utmSource", "Source (e.g. google, facebook)"),
        fromTheLink("utmMedium", "Medium (e.g. cpc is a paid ad)"),
        fromTheLink("utmCampaign", "Campaign"),
        fromTheLink("utmTerm", "Search words"),
        fromTheLink("utmContent", "Which ad"),
        record("firstTouchAt", "First visit", "date"),
        record("formPage", "Form sent from"),
        {
          name: "attributedFrom",
          type: "select",
          label: "Recorded from",
          options: [
            { label: "The visit's first page, told by the site's page", value: "first_visit" },
            {
              label:
                "Only the form's own page: the browser told no first page (JavaScript off or blocked)",
              value: "form_post",
            },
          ],
          ...asReceived,
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: "collapsible",
      label: "Consent record and spam check",
      fields: [
        {
          name: "consent",
          required: true,
          type: "checkbox",
          label: "Agreed to be contacted",
          ...asReceived,
          admin: { readOnly: true },
        },
        always(record("consentText", "Consent text shown", "textarea")),
        always(record("consentAt", "Consent given", "date")),
        record("clientIp", "IP address"),
        record("userAgent", "Browser"),
        {
          ...record("spamVerdict", "Spam check"),
          required: true,
          admin: {
            readOnly: true,
            components: {
              Field: {
                path: "/components/layout/admin-read-only-field#AdminReadOnlyField",
                clientProps: { words: spamCheckWords },
              },
            },
          },
        } as Field,
        {
          name: "isSpam",
          required: true,
          type: "checkbox",
          label: "Judged spam (never delivered)",
          ...asReceived,
          admin: { readOnly: true },
        },
      ],
    },
  ],
};
