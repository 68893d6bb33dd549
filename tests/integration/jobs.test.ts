import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import {
  cmsWithOwner,
  pointAtFreshCmsDatabase,
  refusalOf,
  SEED_TIMEOUT_MS,
} from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { portalDeviceOf } from "./support/portal-device";
import { kitchenEstimate } from "../support/sample-estimate";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { headerOf, partOf } from "../support/mail-parts";
import { startNtfyStandIn } from "../support/ntfy-stand-in.mjs";

pointAtFreshCmsDatabase("jobs", { withOwner: true });

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const { sendEstimate } = await import("@/estimates/send");
const { signEstimate } = await import("@/estimates/sign");
const { cancelEstimate } = await import("@/estimates/replies");
const { startJobsOfSignedEstimates } = await import("@/jobs/start-jobs");
const { openEstimate } = await import("@/estimates/opened");
const { priceEstimate, firstChoice } = await import("@/estimates/pricing");
const { pricedFrom } = await import("@/estimates/stored");
const { handOverUnmanagedJobs } = await import("@/jobs/handover");
const { updateGaps } = await import("@/jobs/update-clock");
const { processOutbox, stopOutboxLoop } = await import("@/lib/outbox/loop");

let payload: Payload;
let owner: User;
let staff: User;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  ({ payload, owner } = await cmsWithOwner());
  staff = await payload.create({
    collection: "users",
    data: { email: "pm@example.com", password: "staff password 1", role: "staff", name: "Pat PM" },
    user: owner,
  });
  const { seedBusinessFacts } = await import("@/business/stored-facts");
  await seedBusinessFacts(payload);
  const business = await payload.findGlobal({ slug: "business" });
  await payload.updateGlobal({
    slug: "business",
    data: { estimates: { ...business.estimates, mailingAddress: "1234 Commerce St, Dallas, TX" } },
  });
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  stopOutboxLoop();
  await smtp.close();
  closeDb();
});

const seen = { clientIp: "203.0.113.40", userAgent: "Phone" };

/** A lead, its kitchen estimate sent by `sender`, and the homeowner's signature of its first choice. */
async function signedKitchen(name: string, sender: User, signedAt = new Date()) {
  const lead = leadAsStored({
    fullName: name,
    email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
    projectAddress: "4512 Live Oak St",
    city: "Dallas",
    language: "es",
  });
  const leadId = (await insertLeadWithDeliveries(lead, [])).id;
  const estimate = await payload.create({
    collection: "estimates",
    data: { ...kitchenEstimate(), title: `Kitchen for ${name}`, lead: leadId } as never,
    user: sender,
    overrideAccess: false,
  });
  const sent = await sendEstimate(payload, estimate.id, sender.id);
  if (!sent.ok) throw new Error(sent.problem);
  const token = new URL(sent.link).searchParams.get("t");
  const opened = await openEstimate(token);
  if (!("document" in opened)) throw new Error("The link opens nothing");
  const priced = pricedFrom(opened.document);
  const choice = firstChoice(priced);
  const figures = priceEstimate(priced, choice);
  if (!figures.ok) throw new Error(figures.problem);
  const signing = { token, choice, seenTotal: figures.figures.total, name, consented: true };
  const signed = await signEstimate({ ...signing, locale: "es", ...seen }, signedAt);
  if (!("signed" in signed)) throw new Error(signed.refused);
  return { estimateId: estimate.id, leadId, token, record: signed.signed };
}

const jobsOf = async (estimateId: number) =>
  (
    await payload.find({
      collection: "jobs",
      where: { estimate: { equals: estimateId } },
      depth: 0,
    })
  ).docs;

describe("a signed estimate starts its job", () => {
  it("once, with the homeowner, the address, the contract, the plan and the payments as signed", async () => {
    const { estimateId, leadId, record } = await signedKitchen("Dana Whitfield", staff);
    expect(await jobsOf(estimateId)).toHaveLength(0);
    // Two servers' rounds at once, then a later one: still one job.
    await Promise.all([startJobsOfSignedEstimates(), startJobsOfSignedEstimates()]);
    expect((await startJobsOfSignedEstimates()).started).toBe(0);
    const jobs = await jobsOf(estimateId);
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    expect(job).toMatchObject({
      title: "Dana Whitfield — 4512 Live Oak St",
      status: "planning",
      lead: leadId,
      projectManager: staff.id,
      contractCents: record.figures.total,
      homeownerName: "Dana Whitfield",
      email: "dana@example.com",
      projectAddress: "4512 Live Oak St",
      city: "Dallas",
      language: "es",
    });
    expect(job!.schedule!.map(({ phase, days }) => [phase, days])).toEqual([
      ["Demolition", 3],
      ["Cabinets and counters", 10],
    ]);
    // The payments are the signed ones, in the homeowner's words, and add up to the contract.
    const payments = job!.payments!.map(({ title, amountCents }) => [title, amountCents]);
    expect(payments.map(([title]) => title)).toEqual([
      expect.stringMatching(/^Anticipo al firmar \(10\s?%\)$/),
      "Cabinets installed",
      "Final walk-through",
    ]);
    expect(payments.reduce((sum, [, cents]) => sum + Number(cents), 0)).toBe(record.figures.total);
  });

  it("goes to the first owner when the sender's account is gone", async () => {
    const leaving = await payload.create({
      collection: "users",
      data: { email: "leaving@example.com", password: "staff password 2", role: "staff" },
      user: owner,
    });
    const { estimateId } = await signedKitchen("Lee Morgan", leaving);
    await payload.delete({ collection: "users", id: leaving.id, user: owner });
    await startJobsOfSignedEstimates();
    expect((await jobsOf(estimateId))[0]?.projectManager).toBe(owner.id);
  });

  it("is cancelled when the homeowner cancels within the right to cancel", async () => {
    const { estimateId, token } = await signedKitchen("Carmen Ruiz", staff);
    await startJobsOfSignedEstimates();
    expect(await cancelEstimate(token!, true, seen)).toEqual({ done: "cancelled" });
    expect((await startJobsOfSignedEstimates()).cancelled).toBe(1);
    expect((await jobsOf(estimateId))[0]?.status).toBe("cancelled");
    expect((await startJobsOfSignedEstimates()).cancelled).toBe(0);
  });
});

describe("the homeowner's signed estimate on their project page", () => {
  it("downloads as the signed PDF for their signed-in device, and for no one else's", async () => {
    const { NextRequest } = await import("next/server");
    const { handleDocumentGet } = await import("@/portal/file-endpoints");
    const { estimateId } = await signedKitchen("Nora Patel", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    const deviceOf = (address: string) => portalDeviceOf(smtp, address);
    const download = (cookie?: string) =>
      handleDocumentGet(
        new NextRequest(`http://localhost/api/portal-documents?job=${job!.id}`, {
          headers: cookie ? { cookie } : {},
        }),
      );
    const mine = await download(await deviceOf("nora@example.com"));
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await signedKitchen("Omar Haddad", staff);
    await startJobsOfSignedEstimates();
    expect((await download(await deviceOf("omar@example.com"))).status).toBe(404);
    expect((await download()).status).toBe(404);
    expect((await download("portal_session=made-up")).status).toBe(404);
  });
});

describe("a job whose project manager's account is deleted", () => {
  it("goes to the owner, who is told once by e-mail and by a phone alert without the address", async () => {
    const ntfy = await startNtfyStandIn();
    process.env.NTFY_URL = ntfy.topicUrl;
    try {
      const leaving = await payload.create({
        collection: "users",
        data: { email: "gone@example.com", password: "staff password 3", role: "staff" },
        user: owner,
      });
      const { estimateId } = await signedKitchen("Avery Quinn", leaving);
      await startJobsOfSignedEstimates();
      const [job] = await jobsOf(estimateId);
      expect(job?.projectManager).toBe(leaving.id);
      await payload.delete({ collection: "users", id: leaving.id, user: owner });
      // Two servers' rounds at once, then a later one: handed over, and told, once.
      const rounds = await Promise.all([handOverUnmanagedJobs(), handOverUnmanagedJobs()]);
      expect(rounds.toSorted()).toEqual([0, 1]);
      expect(await handOverUnmanagedJobs()).toBe(0);
      expect((await jobsOf(estimateId))[0]?.projectManager).toBe(owner.id);

      await processOutbox(new Date(Date.now() + 60_000));
      const subject = "A job is yours to run now: Avery Quinn — 4512 Live Oak St";
      const mails = smtp.messages.filter((m) => headerOf(m.raw, "Subject")?.includes(subject));
      expect(mails).toHaveLength(1);
      expect(partOf(mails[0]!.raw, "text/plain")).toContain(`/admin/collections/jobs/${job!.id}`);
      const alerts = ntfy.received.map((alert) => JSON.stringify(alert.body));
      const handed = alerts.filter((alert) => alert.includes("Job handed to you: Avery in Dallas"));
      expect(handed).toHaveLength(1);
      for (const secret of ["Live Oak", "avery@", "Quinn"]) expect(handed[0]).not.toContain(secret);
    } finally {
      delete process.env.NTFY_URL;
      await ntfy.close();
    }
  });

  it("a finished job keeps no manager to hand over", async () => {
    const leaving = await payload.create({
      collection: "users",
      data: { email: "done@example.com", password: "staff password 4", role: "staff" },
      user: owner,
    });
    const { estimateId } = await signedKitchen("Finished Fox", leaving);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    await payload.update({ collection: "jobs", id: job!.id, data: { status: "complete" } });
    await payload.delete({ collection: "users", id: leaving.id, user: owner });
    expect(await handOverUnmanagedJobs()).toBe(0);
    expect((await jobsOf(estimateId))[0]?.projectManager ?? null).toBeNull();
  });
});

describe("a job's daily updates", () => {
  const post = (data: Record<string, unknown>) =>
    payload.create({
      collection: "job-updates",
      data: data as never,
      user: staff,
      overrideAccess: false,
    });
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => "saved",
      (error: { status?: number; data?: { errors?: { message: string }[] } }) =>
        `${error.status} ${error.data?.errors?.map((e) => e.message).join(" ")}`,
    );

  it("are posted under their author's name, never for a day still to come", async () => {
    const { estimateId } = await signedKitchen("Updated Uma", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    const update = await post({
      job: job!.id,
      day: "2026-11-16T12:00:00.000Z",
      note: "Cabinets out, walls opened for the new plumbing.",
      author: owner.id,
    });
    expect(update.author).toMatchObject({ id: staff.id });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(await refusal(post({ job: job!.id, day: tomorrow, note: "Planned: tile." }))).toBe(
      "400 An update is about today or a day before it.",
    );
    expect(await refusal(post({ job: job!.id, note: "Short" }))).toMatch(/^400 The note/);
    // A job's updates go with it.
    await payload.delete({ collection: "jobs", id: job!.id, user: owner });
    expect(
      (await payload.count({ collection: "job-updates", where: { job: { equals: job!.id } } }))
        .totalDocs,
    ).toBe(0);
  });

  it("the dashboard counts the working days a started job went without one", async () => {
    const { estimateId } = await signedKitchen("Quiet Quinn", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    // Started Monday 2026-11-09; the default hours are open Monday to Saturday.
    const started = await payload.update({
      collection: "jobs",
      id: job!.id,
      data: { startDate: "2026-11-09T12:00:00.000Z" },
    });
    const friday = new Date("2026-11-20T18:00:00Z");
    expect((await updateGaps([started], friday)).get(job!.id)).toBe(10);
    await post({
      job: job!.id,
      day: "2026-11-16T12:00:00.000Z",
      kind: "no_work",
      note: "Waiting on the city's plumbing inspection.",
    });
    expect((await updateGaps([started], friday)).get(job!.id)).toBe(3);
    await post({
      job: job!.id,
      day: "2026-11-19T12:00:00.000Z",
      note: "Inspection passed; drywall hung in the kitchen.",
    });
    expect((await updateGaps([started], friday)).get(job!.id)).toBe(0);
    // A job whose start is still to come is not counted.
    expect((await updateGaps([started], new Date("2026-11-06T18:00:00Z"))).has(job!.id)).toBe(
      false,
    );
  });
});

describe("a job's payments", () => {
  it("may be moved around or marked received, but always add up to the contract", async () => {
    const { estimateId } = await signedKitchen("Paying Pat", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    const [deposit, second, third] = job!.payments!;
    const update = (payments: unknown[]) =>
      payload.update({
        collection: "jobs",
        id: job!.id,
        data: { payments } as never,
        user: staff,
        overrideAccess: false,
      });
    const moved = await update([
      { ...deposit, receivedOn: "2027-01-04T12:00:00.000Z" },
      { ...second, amountCents: second!.amountCents + 10_000 },
      { ...third, amountCents: third!.amountCents - 10_000 },
    ]);
    expect(moved.payments![0]!.receivedOn?.slice(0, 10)).toBe("2027-01-04");
    const refused = await update([deposit, second, { ...third, amountCents: 1 }]).then(
      () => "saved",
      (error: { status?: number; data?: { errors?: { message: string }[] } }) =>
        `${error.status} ${error.data?.errors?.[0]?.message}`,
    );
    expect(refused).toMatch(
      /^400 The payments add up to \$[\d,.]+; the signed contract is \$[\d,.]+\./,
    );
  });
});

describe("a job's schedule", () => {
  it("dates each phase from the start, over the days the business is open", async () => {
    const { estimateId } = await signedKitchen("Morgan Lee", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    // Thursday 2027-01-07; the default hours are open Monday to Saturday, so Sundays are skipped.
    const dated = await payload.update({
      collection: "jobs",
      id: job!.id,
      data: { startDate: "2027-01-07T12:00:00.000Z" },
      user: staff,
      overrideAccess: false,
    });
    expect(
      dated.schedule!.map(({ phase, startsOn, endsOn }) => [
        phase,
        startsOn?.slice(0, 10),
        endsOn?.slice(0, 10),
      ]),
    ).toEqual([
      ["Demolition", "2027-01-07", "2027-01-09"],
      ["Cabinets and counters", "2027-01-11", "2027-01-21"],
    ]);
  });

  it("a change that moves dates the homeowner has seen must say why, and the page shows both", async () => {
    const { homeownerJobs } = await import("@/jobs/server");
    const { estimateId } = await signedKitchen("Moved Morgan", staff);
    await startJobsOfSignedEstimates();
    const [job] = await jobsOf(estimateId);
    const save = (data: Record<string, unknown>) =>
      payload.update({ collection: "jobs", id: job!.id, data, user: staff, overrideAccess: false });
    await save({ startDate: "2027-01-07T12:00:00.000Z" });
    const refused = await refusalOf(save({ startDate: "2027-01-11T12:00:00.000Z" }));
    expect(refused).toBe(
      "This change moves the dates of Demolition, Cabinets and counters. Say why in a sentence: the homeowner sees it beside the new dates.",
    );
    const moved = await save({
      startDate: "2027-01-11T12:00:00.000Z",
      scheduleNote: "The cabinets arrive four days late.",
    });
    expect(moved.scheduleNote ?? null).toBeNull();
    const [seen] = await homeownerJobs(job!.email!);
    expect(seen!.schedule[0]).toMatchObject({
      phase: "Demolition",
      startsOn: "2027-01-11T12:00:00.000Z",
      moved: {
        startsOn: "2027-01-07",
        endsOn: "2027-01-09",
        because: "The cabinets arrive four days late.",
      },
    });
    // A later save that moves nothing needs no reason and keeps the one given.
    const renamed = await save({ title: "Moved Morgan — kitchen" });
    expect(renamed.schedule![1]!.movedBecause).toBe("The cabinets arrive four days late.");
    // Moved back to the first dates: nothing to explain on the page.
    await save({
      startDate: "2027-01-07T12:00:00.000Z",
      scheduleNote: "The cabinets came early after all.",
    });
    expect((await homeownerJobs(job!.email!))[0]!.schedule[0]!.moved).toBeNull();
  });

  it("is started by hand from a lead, with the homeowner taken from it", async () => {
    const lead = leadAsStored({
      fullName: "Hand Started",
      email: "hand@example.com",
      projectAddress: "88 Elm St",
      city: "Plano",
      language: "en",
    });
    const leadId = (await insertLeadWithDeliveries(lead, [])).id;
    const job = await payload.create({
      collection: "jobs",
      data: { lead: leadId } as never,
      user: staff,
      overrideAccess: false,
    });
    expect(job).toMatchObject({
      title: "Hand Started — 88 Elm St",
      homeownerName: "Hand Started",
      city: "Plano",
      status: "planning",
      projectManager: expect.objectContaining({ id: staff.id }),
    });
  });

  it("refuses a signed estimate or a contract total set by a request", async () => {
    const { estimateId } = await signedKitchen("Forged Link", staff);
    const job = await payload.create({
      collection: "jobs",
      data: { title: "Forged", estimate: estimateId, contractCents: 1 } as never,
      user: staff,
      overrideAccess: false,
    });
    expect(job.estimate ?? null).toBeNull();
    expect(job.contractCents ?? null).toBeNull();
  });
});
