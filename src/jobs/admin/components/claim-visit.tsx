import "server-only";
import { APPOINTMENTS_ADMIN_PATH } from "@/bookings";
import { TimeSelect } from "@/bookings/ui";
import { bookingOffersOf, openTimes, timeChoices, whenInWords } from "@/bookings/server";
import { cms } from "@/lib/cms/ready";
import { idOf } from "../../photo-owner";
import { claimWithJob, visitOf } from "../../claims/visit";
import { ClaimVisitForm } from "./claim-visit-form";

const OPEN = ["received", "accepted", "visit_booked"];

/** Why the claim's page offers no time to book, or the times it offers. */
async function bookingChoice(claimId: number, now: Date) {
  const payload = await cms();
  const { claim, job } = await claimWithJob(payload, claimId);
  if (!claim || !job) return null;
  const visit = await visitOf(claim);
  if (visit) return { visit };
  if (!OPEN.includes(claim.status)) return null;
  if (!idOf(job.lead))
    return {
      problem:
        "This job has no request on file, so its visit cannot go on the calendar. Choose Visit booked and type the time under Visit: the homeowner is e-mailed it.",
    };
  const days = (await openTimes(await bookingOffersOf(payload), "warranty", now)) ?? [];
  return { days: timeChoices(days, now) };
}

/**
 * In a claim's sidebar: its visit on the calendar, or the free times of the coming week (the
 * in-home visit's hours) to book it at. The homeowner gets the calendar invitation, and the visit
 * is on the appointments page with the others, to move or cancel.
 */
export async function ClaimVisit({ id }: { id?: number | string }) {
  const claimId = Number(id);
  if (!Number.isSafeInteger(claimId)) return null;
  const choice = await bookingChoice(claimId, new Date());
  if (!choice) return null;
  return (
    <section className="claim-visit" aria-labelledby="claim-visit-title">
      <h3 id="claim-visit-title">Visit</h3>
      {choice.visit ? (
        <p>
          {whenInWords(new Date(choice.visit.at))}.{" "}
          {choice.visit.onCalendar && (
            <a href={APPOINTMENTS_ADMIN_PATH}>Move or cancel it on the appointments page.</a>
          )}
        </p>
      ) : "problem" in choice ? (
        <p>{choice.problem}</p>
      ) : choice.days.length ? (
        <ClaimVisitForm claimId={claimId}>
          <label htmlFor="claim-visit-start">Free times (Dallas)</label>
          <TimeSelect days={choice.days} id="claim-visit-start" />
        </ClaimVisitForm>
      ) : (
        <p>No time is free in the coming week. Call the homeowner and book it by hand.</p>
      )}
    </section>
  );
}
