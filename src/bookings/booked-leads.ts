import "server-only";
import { and, inArray, ne } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { appointmentKinds } from "./rules";
import { appointments } from "./tables";

/**
 * Which of these leads booked a consultation (a call or an in-home visit) and kept it: any such
 * appointment not cancelled, whether upcoming, held or replaced by a later one of its kind. A
 * warranty visit is the office's, not a consultation.
 */
export async function leadsThatBooked(leadIds: readonly number[]): Promise<Set<number>> {
  if (leadIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .selectDistinct({ leadId: appointments.leadId })
    .from(appointments)
    .where(
      and(
        inArray(appointments.leadId, [...leadIds]),
        inArray(appointments.kind, [...appointmentKinds]),
        ne(appointments.status, "cancelled"),
      ),
    );
  return new Set(rows.map((row) => row.leadId));
}
