import "server-only";
import type { Payload } from "payload";
import { bookWarrantyVisit, getAppointment, whenInWords } from "@/bookings/server";
import type { WarrantyClaim } from "@/lib/cms/payload-types";
import { idOf } from "../photo-owner";

export type VisitBooking = { status: number; message: string };

const CLOSED = ["resolved", "declined"];

/** A claim with its job, as the server reads them whoever asks (the caller has checked). */
export async function claimWithJob(payload: Payload, claimId: number) {
  const claim = await payload.findByID({
    collection: "warranty-claims",
    id: claimId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  });
  const job =
    claim &&
    (await payload.findByID({
      collection: "jobs",
      id: idOf(claim.job) ?? 0,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }));
  return { claim, job };
}

/** The time a claim's visit stands at: the calendar's, which staff may have moved or cancelled. */
export async function visitOf(
  claim: Pick<WarrantyClaim, "status" | "visitAt" | "visitAppointment">,
): Promise<{ at: string; onCalendar: boolean } | null> {
  if (claim.status !== "visit_booked") return null;
  if (!claim.visitAppointment)
    return claim.visitAt ? { at: claim.visitAt, onCalendar: false } : null;
  const appointment = await getAppointment(claim.visitAppointment);
  if (!appointment || appointment.status === "cancelled") return null;
  return { at: appointment.startsAt, onCalendar: true };
}

/**
 * Books the visit of a claim onto the calendar at `start` (one of the free times the claim's page
 * offered) for the job's homeowner, and marks the claim visit booked. Run again after a crash
 * between the two, it finds the visit it booked and marks the claim then.
 */
export async function bookClaimVisit(
  payload: Payload,
  claimId: number,
  start: Date,
  now = new Date(),
): Promise<VisitBooking> {
  const { claim, job } = await claimWithJob(payload, claimId);
  if (!claim) return { status: 404, message: "There is no such warranty claim." };
  if (CLOSED.includes(claim.status))
    return { status: 409, message: "This claim is closed: set it back to Accepted first." };
  const leadId = job && idOf(job.lead);
  if (!leadId)
    return {
      status: 409,
      message:
        "This job has no request on file, so the visit cannot go on the calendar. Choose Visit booked, type its time under Visit and save: the homeowner is e-mailed it.",
    };
  const booked = await bookWarrantyVisit(payload, leadId, start, now);
  if (booked.outcome === "gone" || booked.outcome === "taken")
    return { status: 409, message: "That time is no longer free. Pick another." };
  const { appointment } = booked;
  await payload.update({
    collection: "warranty-claims",
    id: claimId,
    data: {
      status: "visit_booked",
      visitAt: appointment.startsAt,
      visitAppointment: appointment.id,
    },
    overrideAccess: true,
  });
  const when = whenInWords(new Date(appointment.startsAt));
  return booked.outcome === "booked"
    ? {
        status: 200,
        message: `Booked for ${when}. The homeowner is e-mailed a calendar invitation.`,
      }
    : {
        status: 200,
        message: `This homeowner already has a warranty visit on ${when}: this claim is booked onto it.`,
      };
}
