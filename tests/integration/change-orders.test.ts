import { NextRequest } from "next/server";
import type { Payload } from "payload";
import { beforeAll, describe, expect, it } from "vitest";
import type { Job, User } from "@/lib/cms/payload-types";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { seededCmsWithMail, type SeededCms } from "./support/seeded-cms-with-mail";
import { portalDeviceOf } from "./support/portal-device";
import { partOf } from "../support/mail-parts";
import { pdfText } from "../support/pdf-text";

pointAtFreshCmsDatabase("change-orders", { withOwner: true });

const { eq } = await import("drizzle-orm");
const { getDb } = await import("@/lib/db/client");
const { handleChangeOrderPost } = await import("@/portal/change-order-endpoint");
const { handleDocumentGet } = await import("@/portal/file-endpoints");
const { queueChangeOrderNotices } = await import("@/portal/change-order-notices");
const { applySignedChanges, changeOrderRows } = await import("@/jobs/server");
const { changeOrderSignatures } = await import("@/jobs/change-orders/tables");
const { processOutbox } = await import("@/lib/outbox/loop");

let payload: Payload;
let owner: User;
let smtp: SeededCms["smtp"];

const ready = seededCmsWithMail();
beforeAll(() => void ({ payload, owner, smtp } = ready));

/** A job under a signed contract of $14,033.08: deposit received, two payments to come. */
const jobFor = (email: string, homeownerName = "Avery Cole") =>
  payload.create({
    collection: "jobs",
    data: {
      title: `${homeownerName} — 310 Pecan Dr`,
      homeownerName,
      email,
      projectAddress: "310 Pecan Dr",
      city: "Garland",
      language: "en",
      status: "underway",
      projectManager: owner.id,
      contractCents: 1_403_308,
      startDate: "2027-01-04T12:00:00.000Z",
      schedule: [
        { phase: "Demolition", days: 2 },
        { phase: "Tile", days: 5 },
        { phase: "Fixtures and finish", days: 3 },
      ],
      payments: [
        { title: "Deposit at signing", amountCents: 140_331, receivedOn: "2027-01-04T12:00:00Z" },
        { title: "Tile finished", amountCents: 757_786 },
        { title: "Final walk-through", amountCents: 505_191 },
      ],
    } as never,
    user: owner,
  });

type Draft = {
  lines?: {
    description: string;
    quantity: number;
    unit: string;
    unitCents: number;
    kind: string;
  }[];
  scheduleDays?: number;
  phase?: string;
  paymentTiming?: "signing" | "final";
};

/** A change order written and sent in the admin, by the owner. */
async function sentChangeOrder(jobId: number, draft: Draft = {}) {
  const created = await payload.create({
    collection: "change-orders",
    data: {
      job: jobId,
      title: "Niche in the shower wall",
      reason: "You asked for a recessed niche for bottles, found room for it between the studs.",
      lines: draft.lines ?? [
        {
          description: "Tiled niche, 12 × 24 in",
          quantity: 12.5,
          unit: "sq ft",
          unitCents: 12_345,
          kind: "added",
        },
        {
          description: "Corner shelf left out",
          quantity: 1,
          unit: "each",
          unitCents: 40_000,
          kind: "credit",
        },
      ],
      taxPercent: 8.25,
      scheduleDays: draft.scheduleDays ?? 3,
      phase: draft.phase ?? "Tile",
      paymentTiming: draft.paymentTiming ?? "signing",
    } as never,
    user: owner,
  });
  return payload.update({
    collection: "change-orders",
    id: created.id,
    data: { status: "sent" },
    user: owner,
  });
}

/** The portal's change order form as a browser posts it, from a device with `cookie`. */
const post = (cookie: string | undefined, fields: Record<string, string | number>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ lang: "en", ...fields }))
    form.set(name, String(value));
  return handleChangeOrderPost(
    new NextRequest("http://localhost/api/portal-change-orders", {
      method: "POST",
      body: form,
      headers: {
        ...(cookie ? { cookie } : {}),
        "user-agent": "Phone browser",
        "x-forwarded-for": "198.51.100.7",
      },
    }),
  );
};

const signing = (jobId: number, changeOrderId: number, total: number, contract: number) => ({
  job: jobId,
  changeOrder: changeOrderId,
  do: "sign",
  total,
  contract,
  name: "Avery Cole",
  consent: "yes",
});

/** A save refused with a field's message the admin shows beside it. */
const refusal = (message: RegExp) => ({
  data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] },
});

const jobNow = (id: number) =>
  payload.findByID({ collection: "jobs", id, depth: 0, overrideAccess: true }) as Promise<Job>;

const signaturesOf = async (changeOrderId: number) =>
  (await getDb())
    .select()
    .from(changeOrderSignatures)
    .where(eq(changeOrderSignatures.changeOrderId, changeOrderId));

const mailsTo = (address: string, words: string) =>
  smtp.messages.filter((m) => m.to.includes(address) && m.raw.includes(words));

describe("a change order sent from the admin", () => {
  it("is frozen as sent and locked against edits", async () => {
    const job = await jobFor("lock@example.com");
    const order = await sentChangeOrder(job.id);
    expect(order.number).toBe(1);
    expect(order.sent).toMatchObject({
      number: 1,
      figures: { added: 154_313, credited: 40_000, tax: 9_431, total: 123_744 },
      schedule: { phase: "Tile", days: 3 },
    });
    await expect(
      payload.update({
        collection: "change-orders",
        id: order.id,
        data: { title: "Something else" },
        user: owner,
      }),
    ).rejects.toMatchObject(refusal(/locked/));
    await expect(
      payload.update({
        collection: "change-orders",
        id: order.id,
        data: { status: "signed" },
        user: owner,
      }),
    ).rejects.toMatchObject(refusal(/only the homeowner signs/));
  });

  it("is refused for a phase the job's schedule does not have", async () => {
    const job = await jobFor("phase@example.com");
    await expect(sentChangeOrder(job.id, { phase: "Roofing" })).rejects.toMatchObject(
      refusal(/Demolition, Tile, Fixtures and finish/),
    );
  });
});

describe("signing a change order in the portal", () => {
  it("signs once, whatever two posts do, and the job's total, payments and schedule follow", async () => {
    const job = await jobFor("avery@example.com");
    const before = await jobNow(job.id);
    const order = await sentChangeOrder(job.id);
    await queueChangeOrderNotices();
    await processOutbox();
    const [sent] = mailsTo("avery@example.com", "Change order 1 to sign");
    expect(partOf(sent!.raw, "text/plain")).toContain(`/portal#change-order-${order.id}`);

    const avery = await portalDeviceOf(smtp, "avery@example.com");
    const stale = await post(avery, signing(job.id, order.id, 123_744, 1_400_000));
    expect(stale.headers.get("location")).toBe(
      `/portal?co=changed&change=${order.id}#change-order-${order.id}`,
    );
    const unconsented = await post(avery, {
      ...signing(job.id, order.id, 123_744, 1_403_308),
      consent: "",
    });
    expect(unconsented.headers.get("location")).toContain("co=consent");
    expect(await signaturesOf(order.id)).toHaveLength(0);

    const answers = await Promise.all([
      post(avery, signing(job.id, order.id, 123_744, 1_403_308)),
      post(avery, signing(job.id, order.id, 123_744, 1_403_308)),
    ]);
    const results = answers.map((a) =>
      new URL(a.headers.get("location")!, "http://x").searchParams.get("co"),
    );
    expect(results.sort()).toEqual(["settled", "signed"]);
    const [signature] = await signaturesOf(order.id);
    expect(await signaturesOf(order.id)).toHaveLength(1);
    const record = JSON.parse(signature!.record);
    // The forged X-Forwarded-For is not taken for the signer's address: no proxy is configured.
    expect(record.signer).toMatchObject({
      name: "Avery Cole",
      clientIp: "unknown",
      userAgent: "Phone browser",
    });
    expect(record.contract).toEqual({ before: 1_403_308, after: 1_527_052 });

    const after = await jobNow(job.id);
    expect(after.contractCents).toBe(1_527_052);
    expect(after.payments?.map((p) => [p.title, p.amountCents])).toEqual([
      ["Deposit at signing", 140_331],
      ["Change order 1: Niche in the shower wall", 123_744],
      ["Tile finished", 757_786],
      ["Final walk-through", 505_191],
    ]);
    const tile = after.schedule!.find((row) => row.phase === "Tile")!;
    expect(tile.days).toBe(8);
    expect(after.schedule![2]!.movedBecause).toBe(
      "Change order 1, signed: Niche in the shower wall",
    );
    expect(after.schedule![2]!.endsOn).not.toBe(before.schedule![2]!.endsOn);

    // Another round applies nothing twice.
    expect(await applySignedChanges()).toBe(0);
    expect((await jobNow(job.id)).contractCents).toBe(1_527_052);

    // The office is told once.
    await queueChangeOrderNotices();
    expect(await queueChangeOrderNotices()).toBe(0);
    await processOutbox();
    expect(mailsTo(owner.email, "Avery Cole signed change order 1")).toHaveLength(1);
  });

  it("is applied once after a crash between the job's save and the signature's record", async () => {
    const job = await jobFor("crash@example.com");
    const order = await sentChangeOrder(job.id, { scheduleDays: 0, phase: "" });
    await post(
      await portalDeviceOf(smtp, "crash@example.com"),
      signing(job.id, order.id, 123_744, 1_403_308),
    );
    const db = await getDb();
    // The job followed, but its server stopped before the signature said so.
    await db
      .update(changeOrderSignatures)
      .set({ appliedAt: null, claimedAt: null })
      .where(eq(changeOrderSignatures.changeOrderId, order.id));
    expect(await applySignedChanges()).toBe(1);
    expect((await jobNow(job.id)).contractCents).toBe(1_527_052);
    const [signature] = await signaturesOf(order.id);
    expect(signature!.appliedAt).not.toBeNull();
  });

  it("takes a credit off the last payments still to come", async () => {
    const job = await jobFor("credit@example.com");
    const order = await sentChangeOrder(job.id, {
      lines: [
        {
          description: "Keep the old vanity",
          quantity: 1,
          unit: "each",
          unitCents: 600_000,
          kind: "credit",
        },
      ],
      scheduleDays: -1,
      phase: "Fixtures and finish",
    });
    // 8.25 % tax on −$6,000.00 is −$495.00.
    await post(
      await portalDeviceOf(smtp, "credit@example.com"),
      signing(job.id, order.id, -649_500, 1_403_308),
    );
    const after = await jobNow(job.id);
    expect(after.contractCents).toBe(753_808);
    expect(after.payments?.map((p) => p.amountCents)).toEqual([140_331, 613_477]);
    expect(after.schedule![2]!.days).toBe(2);
  });
});

describe("declining and reaching past one's own project", () => {
  it("declines with the reason, tells the office, and changes nothing about the job", async () => {
    const job = await jobFor("decline@example.com", "Morgan Diaz");
    const order = await sentChangeOrder(job.id);
    const morgan = await portalDeviceOf(smtp, "decline@example.com");
    const answer = await post(morgan, {
      job: job.id,
      changeOrder: order.id,
      do: "decline",
      reason: "We'd rather keep the shelf.",
    });
    expect(answer.headers.get("location")).toContain("co=declined");
    const [row] = await (
      await getDb()
    )
      .select()
      .from(changeOrderRows)
      .where(eq(changeOrderRows.id, order.id));
    expect(row).toMatchObject({ status: "declined", declineReason: "We'd rather keep the shelf." });
    expect((await jobNow(job.id)).contractCents).toBe(1_403_308);
    expect(
      (await post(morgan, signing(job.id, order.id, 123_744, 1_403_308))).headers.get("location"),
    ).toContain("co=settled");
    await queueChangeOrderNotices();
    await processOutbox();
    const [mail] = mailsTo(owner.email, "Morgan Diaz declined change order 1");
    expect(partOf(mail!.raw, "text/plain")).toContain("We'd rather keep the shelf.");
  });

  it("answers another family's device and a stranger with nothing", async () => {
    const job = await jobFor("owner-a@example.com");
    const order = await sentChangeOrder(job.id);
    await jobFor("owner-b@example.com", "Sam Ruiz");
    const other = await portalDeviceOf(smtp, "owner-b@example.com");
    expect((await post(other, signing(job.id, order.id, 123_744, 1_403_308))).status).toBe(404);
    // Their own job's id with this change order's id reaches nothing either.
    const [theirs] = (
      await payload.find({
        collection: "jobs",
        where: { email: { equals: "owner-b@example.com" } },
        overrideAccess: true,
      })
    ).docs;
    expect((await post(other, signing(theirs!.id, order.id, 123_744, 1_403_308))).status).toBe(404);
    const stranger = await post(undefined, signing(job.id, order.id, 123_744, 1_403_308));
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get("location")).toBe("/portal");
    expect(await signaturesOf(order.id)).toHaveLength(0);

    const pdf = (cookie?: string) =>
      handleDocumentGet(
        new NextRequest(`http://localhost/api/portal-documents?changeOrder=${order.id}`, {
          headers: cookie ? { cookie } : {},
        }),
      );
    expect((await pdf(other)).status).toBe(404);
    expect((await pdf()).status).toBe(404);
    const own = await pdf(await portalDeviceOf(smtp, "owner-a@example.com"));
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await own.arrayBuffer());
    expect(text).toContain("Niche in the shower wall");
    expect(text).toContain("Waiting for your signature");
  });
});

describe("the signed change order's PDF", () => {
  it("carries the signature and its certificate with the record's fingerprint", async () => {
    const job = await jobFor("pdf@example.com");
    const order = await sentChangeOrder(job.id);
    const device = await portalDeviceOf(smtp, "pdf@example.com");
    await post(device, signing(job.id, order.id, 123_744, 1_403_308));
    const answer = await handleDocumentGet(
      new NextRequest(`http://localhost/api/portal-documents?changeOrder=${order.id}`, {
        headers: { cookie: device },
      }),
    );
    const text = await pdfText(await answer.arrayBuffer());
    const [signature] = await signaturesOf(order.id);
    expect(text).toContain("Signed electronically by Avery Cole");
    expect(text).toContain("Certificate of signature");
    expect(text).toContain("from $14,033.08 to $15,270.52");
    expect(text).toContain(signature!.sha256);
  });
});
