import { addNote } from "@/app/(site)/admin/actions";
import { dallasDateTime } from "@/lib/admin/time";
import type { LeadNoteRow } from "@/lib/db/schema";
import { adminButton, adminControl, adminLabel } from "./styles";

/** Internal notes, oldest first like a conversation, each with its time stamp. */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: readonly LeadNoteRow[] }) {
  return (
    <>
      {notes.length ? (
        <ol aria-label="Notes" className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} data-testid="lead-note" className="rounded-md bg-sand-50 p-3">
              <p className="text-sm text-slate-600">
                <time dateTime={note.createdAt}>{dallasDateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-700">No notes yet.</p>
      )}
      <form action={addNote} className="mt-4 space-y-3">
        <input type="hidden" name="leadId" value={leadId} />
        <div>
          <label htmlFor="note-body" className={adminLabel}>
            Add a note
          </label>
          <textarea
            id="note-body"
            name="body"
            rows={3}
            required
            maxLength={2000}
            className={`${adminControl} mt-1`}
          />
        </div>
        <button type="submit" className={adminButton}>
          Add note
        </button>
      </form>
    </>
  );
}
