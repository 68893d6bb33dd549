import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from "payload";
import { loadBusinessFacts } from "@/business/server";
import { signatureOf } from "@/estimates/server";
import type { Job } from "@/lib/cms/payload-types";
import { refuseField } from "@/lib/cms/validation";
import { formatUsd } from "@/lib/money/cents";
import { idOf } from "../photo-owner";
import type { ChangeOrderDocument } from "./document";
import {
  changeFigures,
  paymentsAfter,
  scheduleAfter,
  type ChangeLine,
  type PaymentTiming,
} from "./effects";
import { officeMoves, type ChangeOrderStatus } from "./status";

type Row = Record<string, unknown>;

/** Set in an update's context by the signature: the homeowner moves it, not the office. */
export const BY_HOMEOWNER = "changeOrderByHomeowner";

const refuse = (req: PayloadRequest, path: string, message: string) =>
  refuseField(req, "change-orders", path, message);

/** The fields a sent change order is locked on: what the homeowner reads and signs. */
const content = (row: Row) =>
  JSON.stringify([
    idOf(row.job),
    row.title,
    row.reason,
    ((row.lines ?? []) as Row[]).map((line) => [
      line.description,
      line.quantity,
      line.unit,
      line.unitCents,
      line.kind,
    ]),
    row.taxPercent ?? null,
    row.scheduleDays ?? 0,
    row.phase || null,
    row.paymentTiming,
  ]);

/**
 * A new change order takes the next number of its job and, unless one is typed, the tax rate of
 * the job's signed estimate.
 */
export const numberAndTax: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== "create" || !data) return data;
  const jobId = Number(idOf(data.job));
  if (!Number.isSafeInteger(jobId)) return data;
  const { docs } = await req.payload.find({
    collection: "change-orders",
    where: { job: { equals: jobId } },
    sort: "-number",
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  data.number = (docs[0]?.number ?? 0) + 1;
  if (data.taxPercent === undefined) {
    const job = await req.payload
      .findByID({ collection: "jobs", id: jobId, depth: 0, req, disableErrors: true })
      .catch(() => null);
    const estimateId = idOf(job?.estimate);
    const signature = estimateId ? await signatureOf(Number(estimateId)) : undefined;
    data.taxPercent = signature?.record.document.taxPercent ?? null;
  }
  return data;
};

const linesOf = (row: Row): ChangeLine[] =>
  ((row.lines ?? []) as Row[]).map((line) => ({
    description: String(line.description ?? ""),
    quantity: Number(line.quantity),
    unit: String(line.unit ?? ""),
    unitCents: Number(line.unitCents),
    kind: line.kind === "credit" ? "credit" : "added",
  }));

/** The change order frozen as the homeowner is sent it, or a refusal the office can act on. */
async function freeze(req: PayloadRequest, row: Row, id: number): Promise<ChangeOrderDocument> {
  const job = (await req.payload
    .findByID({ collection: "jobs", id: Number(idOf(row.job)), depth: 0, req, disableErrors: true })
    .catch(() => null)) as Job | null;
  if (!job) return refuse(req, "job", "Choose the job this change order is for.");
  if (!job.email)
    return refuse(
      req,
      "job",
      "The job has no e-mail address for the homeowner: add it to the job first.",
    );
  if (job.status === "cancelled" || job.status === "complete")
    return refuse(req, "job", `The job is ${job.status}: a change order is for work still to do.`);
  const taxPercent = typeof row.taxPercent === "number" ? row.taxPercent : null;
  const priced = changeFigures(linesOf(row), taxPercent ? Math.round(taxPercent * 100) : null);
  if (!priced.ok) return refuse(req, "lines", priced.problem);
  const days = Number(row.scheduleDays ?? 0);
  const phase = typeof row.phase === "string" && row.phase.trim() ? row.phase.trim() : null;
  const phases = job.schedule ?? [];
  if (!scheduleAfter(phases, phase, days))
    return refuse(
      req,
      "phase",
      phases.length
        ? `Name the phase it changes as the job's schedule does: ${phases.map((p) => p.phase).join(", ")}.`
        : "The job has no schedule yet: set its phases first, or leave the working days at 0.",
    );
  const timing: PaymentTiming = row.paymentTiming === "final" ? "final" : "signing";
  const payments = paymentsAfter(
    (job.payments ?? []).map((p) => ({ ...p, receivedOn: p.receivedOn ?? null })),
    priced.figures.total,
    timing,
    "",
  );
  if (!payments.ok)
    return refuse(
      req,
      "lines",
      `This change order credits ${formatUsd(-priced.figures.total, "en")}: ${payments.problem}`,
    );
  const business = await loadBusinessFacts(req.payload, req);
  return {
    changeOrderId: id,
    number: Number(row.number),
    jobId: job.id,
    language: job.language ?? "en",
    jobTitle: job.title,
    homeownerName: job.homeownerName ?? "",
    email: job.email,
    projectAddress: [job.projectAddress, job.city].filter(Boolean).join(", "),
    title: String(row.title),
    reason: String(row.reason),
    lines: linesOf(row),
    taxPercent,
    figures: priced.figures,
    schedule: days ? { phase: phase!, days } : null,
    paymentTiming: timing,
    sentAt: new Date().toISOString(),
    business: { name: business.name, phone: business.phone, email: business.email },
  };
}

/**
 * The office moves a change order only forward (draft → sent → withdrawn); the homeowner's
 * signature or decline is the server's. Once sent it is locked: what the homeowner reads is what
 * they sign. Sending freezes it as they will read it, after checking it fits the job (a phase the
 * schedule has, a credit the unpaid payments can take).
 */
export const moveAndLock: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (req.context[BY_HOMEOWNER]) return data;
  const from: ChangeOrderStatus = originalDoc?.status ?? "draft";
  const to: ChangeOrderStatus = data.status ?? from;
  if (!officeMoves[from].includes(to))
    refuse(
      req,
      "status",
      `A change order that is ${from} cannot be made ${to} here: only the homeowner signs or declines it.`,
    );
  const row = { ...originalDoc, ...data } as Row;
  if (from !== "draft" && content(row) !== content(originalDoc as Row))
    refuse(
      req,
      "title",
      "This change order was sent to the homeowner and is locked. Withdraw it and write a new one.",
    );
  if (to === "sent" && from === "draft") {
    if (operation === "create")
      refuse(req, "status", "Save the change order as a draft first, then send it.");
    data.sent = await freeze(req, row, Number(originalDoc.id));
    data.sentAt = data.sent.sentAt;
  }
  return data;
};

/** A signed change order is part of the contract: it stays. */
export const keepSigned: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const row = await req.payload.findByID({
    collection: "change-orders",
    id,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  });
  if (row?.status === "signed")
    throw new APIError(
      "This change order is signed and part of the contract, so it cannot be deleted.",
      409,
      null,
      true,
    );
};
