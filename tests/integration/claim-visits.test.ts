import type { Payload } from "payload";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { leadAsStored } from "./support/leads";
import { eventsOf, headerOf, partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("claim-visits", { withOwner: true });

const { insertLeadWithDeliveries } = await import("@/leads/store");
const { fileWarrantyClaim } = await import("@/jobs/server");
const { claimsOf } = await import("@/jobs/claims/homeowner-claims");
const { bookClaimVisit } = await import("@/jobs/claims/visit");
const { queueClaimNotices } = await import("@/portal/claim-notices");
const { processOutbox } = await import("@/lib/outbox/loop");
const { bookingOffersOf, openTimes, getAppointment } = await import("@/bookings/server");
const { chooseTime } = await import("@/bookings/schedule");
const { cancelByStaff } = await import("@/bookings/staff");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];
let families = 0;

const ready = seededCmsWithMail();
beforeAll(async () => {
  ({ payload, owner, smtp } = ready);
  // Homeowners book consultations online too, so one could reach for the visit's time.
  await payload.updateGlobal({ slug: "booking-settings", data: { visit: { offered: true } } });
});

/** A completed job for a family of its own, from their request unless told otherwise. */
async function completedJob({ fromRequest = true, language = "en" as "en" | "es" } = {}) {
  const email = `claim-visit-${++families}@example.com`;
  const lead = fromRequest
    ? await insertLeadWithDeliveries(
        leadAsStored({ fullName: "Sam Ortiz", email, language, status: "won" }),
        [],
      )
    : null;
  const job = await payload.create({
    collection: "jobs",
    data: {
      title: `Bath for ${email}`,
      homeownerName: "Sam Ortiz",
      email,
      projectAddress: "8 Elm Ct",
      city: "Plano",
      language,
      status: "complete",
      completedOn: "2026-11-20T12:00:00.000Z",
      projectManager: owner.id,
      lead: lead?.id ?? null,
    } as never,
    user: owner,
  });
  const claim = await fileWarrantyClaim(job.id, {
    warranty: "workmanship",
    description: "The new vanity drawer will not close.",
    photos: [],
  });
  if (!("id" in claim)) throw new Error(claim.problem);
  return { email, job, claimId: claim.id, leadId: lead?.id };
}

/** The warranty visit's free times now, soonest first. */
const freeTimes = async () =>
  (await openTimes(await bookingOffersOf(payload), "warranty", new Date()))!.flatMap((day) =>
    day.slots.map((slot) => slot.start),
  );

const claimOf = (id: number) =>
  payload.findByID({ collection: "warranty-claims", id, depth: 0, overrideAccess: true });

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
const toOffice = () =>
  smtp.messages.filter((m) =>
    (headerOf(m.raw, "subject") ?? "").startsWith("Booked in the admin: warranty visit"),
  );

/** The server's own outbox loop may have claimed an e-mail first and still be sending it. */
const arrived = (count: () => number) => expect.poll(count, { timeout: 10_000 }).toBeGreaterThan(0);

describe("a warranty claim's visit", () => {
  it("goes on the calendar at a free time, with the homeowner's invitation, and no consultation can take it", async () => {
    const { email, job, claimId, leadId } = await completedJob();
    const [start] = await freeTimes();
    const booked = await bookClaimVisit(payload, claimId, start!);
    expect(booked).toMatchObject({ status: 200, message: expect.stringMatching(/^Booked for /) });

    const claim = await claimOf(claimId);
    expect(claim).toMatchObject({ status: "visit_booked", visitAt: start!.toISOString() });
    const appointment = await getAppointment(claim.visitAppointment!);
    expect(appointment).toMatchObject({ kind: "warranty", status: "confirmed", leadId });
    expect((await claimsOf(job.id))[0]).toMatchObject({
      status: "visit_booked",
      visitAt: start!.toISOString(),
    });

    // The same time is no longer free for anyone's consultation.
    const other = await insertLeadWithDeliveries(
      leadAsStored({ fullName: "Pat Lee", email: "pat.lee@example.com" }),
      [],
    );
    expect((await chooseTime(other.id, "visit", start!)).outcome).toBe("taken");

    await queueClaimNotices();
    await processOutbox(new Date(Date.now() + 60_000));
    await arrived(() => mailsTo(email).length);
    await arrived(() => toOffice().length);
    // The appointment's e-mail tells the visit: the claim sends none of its own for it.
    const toHomeowner = mailsTo(email);
    expect(toHomeowner).toHaveLength(1);
    const [mail] = toHomeowner;
    expect(headerOf(mail!.raw, "subject")).toMatch(/^Your warranty visit is confirmed: /);
    expect(partOf(mail!.raw, "text/plain")).toContain("Reply to this e-mail or call us");
    const [event] = eventsOf(mail!.raw);
    expect(event!.uid).toBe(appointment!.uid);
    expect(new Date(event!.start).toISOString()).toBe(start!.toISOString());
    expect(toOffice()).toHaveLength(1);
  });

  it("is booked once when asked twice, and a visit cancelled on the calendar leaves the claim accepted", async () => {
    const { job, claimId } = await completedJob();
    const times = await freeTimes();
    const first = await bookClaimVisit(payload, claimId, times.at(-1)!);
    expect(first.status).toBe(200);
    // A second request (another tab, or a retry after a crash) finds the visit booked.
    const again = await bookClaimVisit(payload, claimId, times[0]!);
    expect(again.message).toMatch(/already has a warranty visit .* booked onto it/);
    const claim = await claimOf(claimId);
    expect(claim.visitAt).toBe(times.at(-1)!.toISOString());

    await cancelByStaff(claim.visitAppointment!, owner.id);
    expect((await claimsOf(job.id))[0]).toMatchObject({ status: "accepted", visitAt: null });
  });

  it("is refused at a time that is not free, for a closed claim, and onto the calendar for a job with no request", async () => {
    const { claimId } = await completedJob();
    const sunday = new Date("2027-01-03T16:00:00.000Z");
    expect(await bookClaimVisit(payload, claimId, sunday)).toMatchObject({ status: 409 });
    await payload.update({
      collection: "warranty-claims",
      id: claimId,
      data: { status: "resolved" },
      overrideAccess: true,
    });
    const [start] = await freeTimes();
    expect(await bookClaimVisit(payload, claimId, start!)).toMatchObject({
      status: 409,
      message: expect.stringContaining("closed"),
    });
    const noRequest = await completedJob({ fromRequest: false });
    const answer = await bookClaimVisit(payload, noRequest.claimId, start!);
    expect(answer).toMatchObject({ status: 409, message: expect.stringContaining("no request") });
    expect((await claimOf(noRequest.claimId)).status).toBe("received");
    expect(await bookClaimVisit(payload, 987_654, start!)).toMatchObject({ status: 404 });
  });

  it("tells a Spanish-speaking homeowner in Spanish", async () => {
    const { email, claimId } = await completedJob({ language: "es" });
    const [start] = await freeTimes();
    await bookClaimVisit(payload, claimId, start!);
    await processOutbox(new Date(Date.now() + 60_000));
    await arrived(() => mailsTo(email).length);
    const [mail] = mailsTo(email);
    expect(headerOf(mail!.raw, "subject")).toMatch(/visita de garantía/);
    expect(partOf(mail!.raw, "text/plain")).toContain("Responda a este correo o llámenos");
  });
});

describe("closing a job", () => {
  it("wins its lead, so the review request can go, but leaves a lead the owner closed as lost", async () => {
    const started = async (status: string) => {
      const lead = await insertLeadWithDeliveries(
        leadAsStored({ fullName: "Jo Banks", email: `jo.${status}@example.com`, status }),
        [],
      );
      const job = await payload.create({
        collection: "jobs",
        data: { title: `Patio for Jo Banks ${status}`, status: "underway", lead: lead.id } as never,
        user: owner,
      });
      return { leadId: lead.id, jobId: job.id };
    };
    const statusOf = async (leadId: number) =>
      (await payload.findByID({ collection: "leads", id: leadId, depth: 0 })).status;
    const accepted = await started("estimate_accepted");
    const lost = await started("lost");
    for (const { jobId } of [accepted, lost])
      await payload.update({
        collection: "jobs",
        id: jobId,
        data: { status: "complete" },
        user: owner,
        overrideAccess: false,
      });
    expect(await statusOf(accepted.leadId)).toBe("won");
    expect(await statusOf(lost.leadId)).toBe("lost");
  });
});
