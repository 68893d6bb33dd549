import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeValidateHook,
} from "payload";
import { openStretches } from "@/business";
import { loadBusinessFacts } from "@/business/server";
import { refuseField } from "@/lib/cms/validation";
import { formatUsd } from "@/lib/money/cents";
import { dallasDay } from "@/lib/time/dallas";
import { datedPhases, datesMoved, type KeptDates, type PlannedPhase } from "../schedule";

type Row = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || value === "";
const idOf = (value: unknown) =>
  typeof value === "object" && value ? (value as { id: unknown }).id : value;

/** What the homeowner wrote in their request, copied where the job leaves it blank. */
const fromTheLead = {
  homeownerName: "fullName",
  email: "email",
  phone: "phone",
  projectAddress: "projectAddress",
  city: "city",
  language: "language",
} as const;

/** A calendar day kept by a date field: noon UTC is the same day in Dallas, summer or winter. */
const storedDay = (day: string) => `${day}T12:00:00.000Z`;

/**
 * A job started by hand takes the homeowner from the lead it names, its title from them, and the
 * person starting it as project manager.
 */
export const fillNewJob: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data) return data;
  const draft = { ...data } as Row;
  const leadId = idOf(draft.lead);
  const missing = Object.keys(fromTheLead).filter((key) => blank(draft[key]));
  if (!blank(leadId) && missing.length > 0) {
    const lead = await req.payload
      .findByID({ collection: "leads", id: Number(leadId), depth: 0, req, disableErrors: true })
      .catch(() => null);
    if (lead)
      for (const key of missing)
        draft[key] = (lead as unknown as Row)[fromTheLead[key as keyof typeof fromTheLead]];
  }
  if (blank(draft.language)) draft.language = "en";
  if (operation === "create" && blank(draft.projectManager) && req.user)
    draft.projectManager = req.user.id;
  if (blank(draft.title) && !blank(draft.homeownerName))
    draft.title = [draft.homeownerName, draft.projectAddress]
      .filter((part) => !blank(part))
      .join(" — ");
  return draft;
};

type ScheduleRow = Row &
  PlannedPhase &
  KeptDates & {
    id?: string;
    plannedStartsOn?: string | null;
    plannedEndsOn?: string | null;
    movedBecause?: string | null;
  };

/**
 * Each phase's dates follow from the start date and the phases' working days, counted in the days
 * the business's opening hours are open: the owner moves the start or a phase's length, never a
 * date by hand. A phase keeps the dates it was first given, and a save that moves any phase's
 * dates must say why ("Why the dates moved"): the homeowner sees the old dates and the reason
 * beside the new ones. The reason is kept on each phase it moved, and the field is emptied for
 * the next change.
 */
export const dateTheSchedule: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const start = data.startDate ?? originalDoc?.startDate;
  const rows = (data.schedule ?? originalDoc?.schedule) as ScheduleRow[] | undefined;
  const note = typeof data.scheduleNote === "string" ? data.scheduleNote.trim() : "";
  data.scheduleNote = null;
  if (!Array.isArray(rows)) return data;
  const { hours } = await loadBusinessFacts(req.payload, req);
  const dated = start
    ? datedPhases(
        rows,
        dallasDay(new Date(String(start))),
        (day) => openStretches(day, hours).length > 0,
      )
    : undefined;
  const kept = new Map(
    ((originalDoc?.schedule ?? []) as ScheduleRow[]).map((row) => [row.id, row] as const),
  );
  const moved: string[] = [];
  data.schedule = rows.map((row, r) => {
    const before = row.id === undefined ? undefined : kept.get(row.id);
    const startsOn = dated ? storedDay(dated[r]!.startsOn) : null;
    const endsOn = dated ? storedDay(dated[r]!.endsOn) : null;
    const move = datesMoved(before, { startsOn, endsOn });
    if (move) moved.push(row.phase);
    return {
      ...row,
      startsOn,
      endsOn,
      plannedStartsOn: before?.plannedStartsOn ?? before?.startsOn ?? startsOn,
      plannedEndsOn: before?.plannedEndsOn ?? before?.endsOn ?? endsOn,
      movedBecause: move ? note : (before?.movedBecause ?? null),
    };
  });
  if (moved.length && note.length < 10)
    refuseField(
      req,
      "jobs",
      "scheduleNote",
      `This change moves the dates of ${moved.join(", ")}. Say why in a sentence: the homeowner sees it beside the new dates.`,
    );
  return data;
};

/**
 * A job under a signed contract keeps its payments adding up to the contract total, to the cent:
 * the owner may move money between payments or split one, never lose or invent any.
 */
export const keepPaymentsWhole: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const contract = data.contractCents ?? originalDoc?.contractCents;
  const payments = (data.payments ?? originalDoc?.payments) as Row[] | undefined;
  if (typeof contract !== "number" || !Array.isArray(payments)) return data;
  const sum = payments.reduce((total, row) => total + Number(row.amountCents ?? 0), 0);
  if (sum !== contract)
    refuseField(
      req,
      "jobs",
      "payments",
      `The payments add up to ${formatUsd(sum, "en")}; the signed contract is ${formatUsd(contract, "en")}. Change the amounts so they add up to it.`,
    );
  return data;
};

/**
 * A job marked complete is dated complete that Dallas day, unless a day was picked: its
 * warranties run from it.
 */
export const dateTheCompletion: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status;
  if (status === "complete" && !(data.completedOn ?? originalDoc?.completedOn))
    data.completedOn = storedDay(dallasDay(new Date()));
  return data;
};

/** What the owner decided about a lead stays: a job done does not undo it. */
const DECIDED = ["won", "lost", "spam"];

/**
 * A job marked complete wins its lead, in the same save and by the same person, so the lead's
 * history says so and its review request can be sent.
 */
export const winTheLead: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const leadId = idOf(doc.lead);
  if (doc.status !== "complete" || previousDoc?.status === "complete" || typeof leadId !== "number")
    return doc;
  const lead = await req.payload.findByID({
    collection: "leads",
    id: leadId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  });
  if (lead && !DECIDED.includes(lead.status))
    await req.payload.update({
      collection: "leads",
      id: leadId,
      data: { status: "won" },
      req,
      overrideAccess: true,
    });
  return doc;
};
