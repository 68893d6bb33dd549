type LeadBefore = { status?: string | null; notes?: unknown[] | null; firstResponseAt?: unknown };
type LeadChange = { status?: string | null; notes?: unknown[] | null };

/**
 * When a lead was first answered and by whom: the first save that moves it away from New (to
 * anything but Spam, which answers no one) or adds a note. Set once; later saves keep it.
 */
export function firstResponseOf(
  before: LeadBefore,
  change: LeadChange,
  actor: { id: number | null },
  now: string,
): { firstResponseAt: string; firstResponseBy: number | null } | null {
  if (before.firstResponseAt) return null;
  const statusAnswered =
    before.status === "new" &&
    typeof change.status === "string" &&
    change.status !== "new" &&
    change.status !== "spam";
  const noteAdded = (change.notes?.length ?? 0) > (before.notes?.length ?? 0);
  if (!statusAnswered && !noteAdded) return null;
  return { firstResponseAt: now, firstResponseBy: actor.id };
}
