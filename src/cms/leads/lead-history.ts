import type { CollectionBeforeChangeHook, PayloadRequest } from "payload";

type Note = {
  id?: string | null;
  body?: string | null;
  addedAt?: string | null;
  addedBy?: string | null;
};
type StatusChange = { from?: string; status: string; changedAt: string; changedBy: string };

/** Who did it, as the admin shows it: the account's name, or its e-mail without one. */
export function actorName(req: PayloadRequest): string {
  const user = req.user as { name?: string | null; email?: string | null } | null | undefined;
  return user?.name?.trim() || user?.email || "the system";
}

/**
 * A note's author and time are the server's to write: a new note gets the signed-in person and
 * now, a kept note keeps its own, whatever the request sent.
 */
export function stampNotes(
  notes: readonly Note[] | null | undefined,
  before: readonly Note[] | null | undefined,
  actor: string,
  now: string,
): Note[] | undefined {
  if (!notes) return undefined;
  const earlier = new Map((before ?? []).filter((note) => note.id).map((note) => [note.id, note]));
  return notes.map((note) => {
    const kept = note.id ? earlier.get(note.id) : undefined;
    return kept
      ? { ...note, addedAt: kept.addedAt, addedBy: kept.addedBy }
      : { ...note, addedAt: now, addedBy: actor };
  });
}

/**
 * Keeps the lead's record honest on every save: each status change is appended to the history
 * (which no request can write directly), and notes are stamped with who added them and when.
 */
export const recordLeadChanges: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (operation !== "update") return data;
  const actor = actorName(req);
  const now = new Date().toISOString();
  const next = { ...data };
  if ("notes" in data)
    next.notes = stampNotes(data.notes as Note[], originalDoc?.notes, actor, now);
  if (data.status && originalDoc && data.status !== originalDoc.status) {
    const history = (originalDoc.statusHistory ?? []) as StatusChange[];
    next.statusHistory = [
      ...history,
      { from: originalDoc.status, status: data.status, changedAt: now, changedBy: actor },
    ];
    next.statusChangedAt = now;
  }
  return next;
};
