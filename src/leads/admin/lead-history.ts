import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from "payload";
import { isOwner } from "@/lib/cms/roles";
import { firstResponseOf } from "@/leads/response-clock/first-response";

type UserRef = number | { id: number } | null | undefined;

type Note = {
  id?: string | null;
  body?: string | null;
  addedAt?: string | null;
  addedBy?: string | null;
  addedByUser?: UserRef;
};
type StatusChange = {
  from?: string;
  status: string;
  changedAt: string;
  changedBy: string;
  changedByUser?: UserRef;
};

/** Who did something, as the server knows them: never a value the request sent. */
export type Actor = { id: number | null; name: string };

/** The account's name, or its e-mail without one. */
export const displayNameOf = (user: { name?: string | null; email?: string | null }) =>
  user.name?.trim() || user.email || "the system";

export function actorOf(req: PayloadRequest): Actor {
  const user = req.user as { id: number; name?: string | null; email?: string | null } | null;
  return { id: user?.id ?? null, name: user ? displayNameOf(user) : "the system" };
}

export const idOf = (ref: UserRef) => (typeof ref === "object" && ref ? ref.id : (ref ?? null));

/**
 * A note's author and time are the server's to write: a new note gets the signed-in person and
 * now, a kept note keeps its own, whatever the request sent.
 */
export function stampNotes(
  notes: readonly Note[] | null | undefined,
  before: readonly Note[] | null | undefined,
  actor: Actor,
  now: string,
): Note[] | undefined {
  if (!notes) return undefined;
  const earlier = new Map((before ?? []).filter((note) => note.id).map((note) => [note.id, note]));
  return notes.map((note) => {
    const kept = note.id ? earlier.get(note.id) : undefined;
    return kept
      ? {
          ...note,
          addedAt: kept.addedAt,
          addedBy: kept.addedBy,
          addedByUser: idOf(kept.addedByUser),
        }
      : { ...note, addedAt: now, addedBy: actor.name, addedByUser: actor.id };
  });
}

/**
 * The first note this save would change or remove that someone else wrote. Only a note's author
 * (or an owner) edits or deletes it; a note from before authors were kept by account is the
 * owner's to change.
 */
export function othersNoteTouched(
  notes: readonly Note[],
  before: readonly Note[],
  actorId: number | null,
): Note | null {
  const sent = new Map(notes.filter((note) => note.id).map((note) => [note.id, note]));
  for (const note of before) {
    const author = idOf(note.addedByUser);
    if (author !== null && author === actorId) continue;
    const now = note.id ? sent.get(note.id) : undefined;
    if (!now || (now.body ?? "") !== (note.body ?? "")) return note;
  }
  return null;
}

/**
 * Keeps the lead's record honest on every save: each status change is appended to the history
 * (which no request can write directly) with the account that made it, notes are stamped with
 * who added them and when, a staff member cannot rewrite or delete another's note, and the first
 * answer (a status change or a note) is kept with who gave it.
 */
export const recordLeadChanges: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (operation !== "update") return data;
  const actor = actorOf(req);
  const now = new Date().toISOString();
  const next = { ...data };
  if ("notes" in data) {
    const before = (originalDoc?.notes ?? []) as Note[];
    // Without a signed-in person the server itself is saving (no request can do that).
    const touched =
      isOwner(req) || !req.user
        ? null
        : othersNoteTouched((data.notes ?? []) as Note[], before, actor.id);
    if (touched)
      throw new APIError(
        `Only its author or an owner can change or delete the note "${excerpt(touched.body)}" by ${touched.addedBy ?? "someone else"}. Add a note of your own instead.`,
        403,
        null,
        true,
      );
    next.notes = stampNotes(data.notes as Note[], before, actor, now);
  }
  if (data.status && originalDoc && data.status !== originalDoc.status) {
    const history = (originalDoc.statusHistory ?? []) as StatusChange[];
    next.statusHistory = [
      ...history.map((change) => ({ ...change, changedByUser: idOf(change.changedByUser) })),
      {
        from: originalDoc.status,
        status: data.status,
        changedAt: now,
        changedBy: actor.name,
        changedByUser: actor.id,
      },
    ];
    next.statusChangedAt = now;
  }
  if (originalDoc) Object.assign(next, firstResponseOf(originalDoc, data, actor, now));
  return next;
};

const excerpt = (text: string | null | undefined) => {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  return clean.length > 40 ? `${clean.slice(0, 40)}…` : clean;
};
