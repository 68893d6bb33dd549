import type { CollectionBeforeChangeHook, CollectionConfig } from "payload";
import { keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { lengthBetween, refuseField } from "@/lib/cms/validation";
import { jobField } from "../job-field";
import { photosOfTheJob, photosToTheirJob } from "../photo-owner";
import { claimStatuses, claimStatusLabels } from "./status";
import { claimEndpoints } from "./visit-endpoint";

/** Set in a create's context by the portal: the homeowner filed it, not a signed-in account. */
export const CLAIM_FROM_HOMEOWNER = "claimFromHomeowner";
export const CLAIM_MAX_LENGTH = 4000;
export const CLAIM_MAX_PHOTOS = 6;

/**
 * A claim's filer is the server's to say; its answer must say what the homeowner needs to know
 * (why it is declined, when the visit is), and the first answer is dated.
 */
const filerAndAnswer: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === "create") {
    data.from = req.context[CLAIM_FROM_HOMEOWNER] === true ? "homeowner" : "staff";
    data.answeredAt = null;
  }
  const claim = { ...originalDoc, ...data };
  if (claim.status === "declined" && String(claim.declineReason ?? "").trim().length < 10)
    refuseField(
      req,
      "warranty-claims",
      "declineReason",
      "Say why it is not covered, in a sentence: the homeowner reads it.",
    );
  if (claim.status === "visit_booked" && !claim.visitAt)
    refuseField(req, "warranty-claims", "visitAt", "Pick the day and time of the visit.");
  if (operation === "update" && claim.status !== "received" && !originalDoc?.answeredAt)
    data.answeredAt = new Date().toISOString();
  return data;
};

/**
 * A homeowner's warranty claim on a completed job: under which warranty, what is wrong, with
 * photos that are the job's. Staff triage it in the admin; the homeowner reads each answer on the
 * project page and by e-mail.
 */
export const WarrantyClaims: CollectionConfig = {
  slug: "warranty-claims",
  labels: { singular: "Warranty claim", plural: "Warranty claims" },
  defaultSort: "-createdAt",
  admin: {
    useAsTitle: "description",
    defaultColumns: ["job", "warranty", "status", "createdAt"],
    group: "Jobs",
    description:
      "Homeowners' warranty claims. Answer each: accept it, book a visit, resolve it, or decline it with the reason.",
    pagination: { defaultLimit: 25 },
  },
  access: { read: signedInOnly, create: signedInOnly, update: signedInOnly, delete: ownersOnly },
  lockDocuments: false,
  endpoints: claimEndpoints,
  hooks: { beforeChange: [filerAndAnswer], afterChange: [photosToTheirJob] },
  fields: [
    jobField,
    {
      name: "status",
      type: "select",
      label: "Status",
      required: true,
      index: true,
      defaultValue: "received",
      options: claimStatuses.map((value) => ({ label: claimStatusLabels[value], value })),
      admin: { position: "sidebar", description: "The homeowner is e-mailed each answer." },
    },
    {
      type: "ui",
      name: "review",
      admin: {
        position: "sidebar",
        components: { Field: "/jobs/admin/components/closing-review#ClaimReview" },
      },
    },
    {
      type: "ui",
      name: "visitBooking",
      admin: {
        position: "sidebar",
        components: { Field: "/jobs/admin/components/claim-visit#ClaimVisit" },
      },
    },
    {
      name: "visitAt",
      type: "date",
      label: "Visit",
      admin: {
        position: "sidebar",
        date: { pickerAppearance: "dayAndTime" },
        condition: (data) => data?.status === "visit_booked" && !data?.visitAppointment,
        description: "For a job with no request on file; otherwise book the visit above.",
      },
    },
    {
      name: "visitAppointment",
      type: "number",
      label: "The visit on the calendar",
      ...keptByServer,
      admin: { hidden: true },
    },
    {
      name: "answeredAt",
      type: "date",
      label: "First answered",
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true, date: { pickerAppearance: "dayAndTime" } },
    },
    {
      name: "warranty",
      type: "select",
      label: "Warranty",
      required: true,
      defaultValue: "workmanship",
      options: [
        { label: "Workmanship", value: "workmanship" },
        { label: "Structural (addition)", value: "structural" },
      ],
    },
    {
      name: "description",
      type: "textarea",
      label: "What is wrong",
      required: true,
      validate: lengthBetween({ min: 10, max: CLAIM_MAX_LENGTH }, "What is wrong"),
      access: { update: () => false },
    },
    {
      name: "photos",
      type: "upload",
      relationTo: "job-photos",
      hasMany: true,
      maxRows: CLAIM_MAX_PHOTOS,
      label: "Photos",
      filterOptions: photosOfTheJob,
      access: { update: () => false },
    },
    {
      name: "declineReason",
      type: "textarea",
      label: "Why it is not covered",
      admin: {
        condition: (data) => data?.status === "declined",
        description: "The homeowner reads this on their project page and in the e-mail.",
      },
    },
    {
      name: "from",
      type: "select",
      label: "Filed by",
      options: [
        { label: "The homeowner", value: "homeowner" },
        { label: "The office", value: "staff" },
      ],
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true },
    },
  ],
};
