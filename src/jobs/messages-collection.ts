import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from "payload";
import { sql } from "@payloadcms/db-sqlite";
import { requestSql } from "@/lib/cms/request-sql";
import { isOwner, keptByServer, ownersOnly, signedInOnly } from "@/lib/cms/roles";
import { lengthBetween, refuseField } from "@/lib/cms/validation";
import { JOB_MESSAGE_SUBJECT } from "./channel-ids";
import { jobField } from "./job-field";
import { idOf, photosOfTheJob, photosToTheirJob } from "./photo-owner";

/** Set in a create's context by the portal: the homeowner wrote it, not a signed-in account. */
export const FROM_HOMEOWNER = "messageFromHomeowner";

/** The longest message either side may write. */
export const MESSAGE_MAX_LENGTH = 4000;
/** The most photos one message carries. */
export const MESSAGE_MAX_PHOTOS = 6;

type AboutField = "aboutUpdate" | "aboutPhoto";

/** Whether the update or photo a message is about is its own job's. */
async function ofTheJob(req: PayloadRequest, field: AboutField, id: number, jobId: number) {
  const { totalDocs } = await req.payload.count({
    collection: field === "aboutUpdate" ? "job-updates" : "job-photos",
    where: { and: [{ id: { equals: id } }, { job: { equals: jobId } }] },
    overrideAccess: true,
    req,
  });
  return totalDocs > 0;
}

/**
 * A new message's sender is the server's to say: the portal's context says a homeowner wrote it,
 * anything else is the signed-in account's. What it is about must be its own job's, so a
 * message never points into another family's project.
 */
const senderAndSubject: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation === "create") {
    const homeowner = req.context[FROM_HOMEOWNER] === true;
    data.from = homeowner ? "homeowner" : "staff";
    data.author = homeowner ? null : (req.user?.id ?? null);
    data.answeredAt = null;
  }
  const jobId = idOf(data.job ?? originalDoc?.job);
  for (const field of ["aboutUpdate", "aboutPhoto"] as const) {
    const id = idOf(data[field]);
    if (id && !(await ofTheJob(req, field, id, jobId)))
      refuseField(req, "job-messages", field, "Pick one of this job's own, or none.");
  }
  return data;
};

/**
 * A message from the office answers the homeowner's messages before it on the same job: the
 * clock the owner watches stops for them.
 */
const answersTheHomeowner: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== "create" || doc.from !== "staff") return doc;
  await req.payload.update({
    collection: "job-messages",
    where: {
      and: [
        { job: { equals: idOf(doc.job) } },
        { from: { equals: "homeowner" } },
        { answeredAt: { exists: false } },
        { createdAt: { less_than_equal: doc.createdAt } },
      ],
    },
    data: { answeredAt: doc.createdAt },
    overrideAccess: true,
    req,
  });
  return doc;
};

/** A deleted message's e-mails and alerts go with it: nothing is left to send about it. */
const forgetDeliveries: CollectionAfterDeleteHook = async ({ id, req }) => {
  const db = await requestSql(req);
  await db.run(
    sql`DELETE FROM deliveries WHERE subject = ${JOB_MESSAGE_SUBJECT} AND subject_id = ${Number(id)}`,
  );
};

/**
 * The conversation of a job between its homeowner and the office: the homeowner writes from the
 * portal, staff answer here. A message may be about one of the job's daily updates, photos or
 * documents, and carry photos, which become the job's. Each homeowner message waits, on the
 * owner's dashboard, until the office writes back.
 */
export const JobMessages: CollectionConfig = {
  slug: "job-messages",
  labels: { singular: "Message", plural: "Messages" },
  defaultSort: "-createdAt",
  // Its hooks write beside the save; an edit lock would read outside the save's turn and wait.
  lockDocuments: false,
  admin: {
    useAsTitle: "body",
    defaultColumns: ["job", "from", "body", "createdAt", "answeredAt"],
    group: "Jobs",
    description:
      "Messages with each job's homeowner. To answer, create a message on the same job: the homeowner gets it by e-mail, with a link to the project page.",
    pagination: { defaultLimit: 25 },
  },
  access: {
    read: signedInOnly,
    create: signedInOnly,
    // What a homeowner wrote stays as written; an owner may correct the office's own.
    update: ({ req }) => isOwner(req) && { from: { equals: "staff" } },
    delete: ownersOnly,
  },
  hooks: {
    beforeChange: [senderAndSubject],
    afterChange: [photosToTheirJob, answersTheHomeowner],
    afterDelete: [forgetDeliveries],
  },
  fields: [
    jobField,
    {
      name: "body",
      type: "textarea",
      label: "Message",
      required: true,
      validate: lengthBetween({ min: 2, max: MESSAGE_MAX_LENGTH }, "The message"),
      admin: { description: "The homeowner reads it on the project page and in an e-mail." },
    },
    {
      type: "row",
      fields: [
        {
          name: "aboutUpdate",
          type: "relationship",
          relationTo: "job-updates",
          label: "About the daily update (optional)",
          filterOptions: ({ data }) => ({ job: { equals: idOf(data?.job) ?? 0 } }),
          admin: { width: "50%" },
        },
        {
          name: "aboutPhoto",
          type: "relationship",
          relationTo: "job-photos",
          label: "About the photo (optional)",
          filterOptions: ({ data }) => ({ job: { equals: idOf(data?.job) ?? 0 } }),
          admin: { width: "50%" },
        },
      ],
    },
    {
      name: "aboutDocument",
      type: "select",
      label: "About the document (optional)",
      options: [{ label: "The signed estimate", value: "estimate" }],
    },
    {
      name: "photos",
      type: "upload",
      relationTo: "job-photos",
      hasMany: true,
      maxRows: MESSAGE_MAX_PHOTOS,
      label: "Photos",
      filterOptions: photosOfTheJob,
      admin: { description: "Only this job's homeowner and staff can see them." },
    },
    {
      name: "answer",
      type: "ui",
      label: "Answer the homeowner",
      admin: {
        // On a homeowner's message only: the office answers where it reads the question.
        condition: (data) => data?.from === "homeowner",
        components: { Field: "/jobs/admin/components/answer-field#AnswerField" },
      },
    },
    {
      name: "from",
      type: "select",
      label: "From",
      options: [
        { label: "The homeowner", value: "homeowner" },
        { label: "The office", value: "staff" },
      ],
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true, condition: (data) => Boolean(data?.from) },
    },
    {
      name: "author",
      type: "relationship",
      relationTo: "users",
      label: "Written by",
      ...keptByServer,
      admin: { position: "sidebar", readOnly: true, condition: (data) => Boolean(data?.author) },
    },
    {
      name: "answeredAt",
      type: "date",
      label: "Answered",
      index: true,
      ...keptByServer,
      admin: {
        position: "sidebar",
        readOnly: true,
        condition: (data) => data?.from === "homeowner",
        date: { pickerAppearance: "dayAndTime" },
        description: "When the office first wrote back after it.",
      },
    },
  ],
};
