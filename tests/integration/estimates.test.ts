import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Payload } from "payload";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Estimate, User } from "@/lib/cms/payload-types";
import { cmsWithOwner, pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { estimateLine, kitchenEstimate } from "../support/sample-estimate";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { attachmentsOf, headerOf, partOf } from "../support/mail-parts";
import { startNtfyStandIn } from "../support/ntfy-stand-in.mjs";

pointAtFreshCmsDatabase("estimates", { withOwner: true });

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const { stopOutboxLoop } = await import("@/lib/outbox/loop");
const { priceEstimate, firstChoice } = await import("@/estimates/pricing");
const { pricedFrom } = await import("@/estimates/stored");
const { validThroughDay } = await import("@/estimates/valid-until");
const { dallasDay } = await import("@/lib/time/dallas");
const { sendEstimate } = await import("@/estimates/send");
const { openEstimate } = await import("@/estimates/opened");
const { revisionOfLink } = await import("@/estimates/link");
const { recordView, viewsOf } = await import("@/estimates/store");
const { processOutbox } = await import("@/lib/outbox/loop");
const { signEstimate } = await import("@/estimates/sign");
const { signatureOf } = await import("@/estimates/store");
const { sha256Of } = await import("@/estimates/signature");
const { createClient } = await import("@libsql/client");
const { declineEstimate, cancelEstimate, askAboutEstimate } = await import("@/estimates/replies");
const { eventsOf } = await import("@/estimates/events");
const { handlePdfGet } = await import("@/estimates/pdf-endpoint");
const { estimateValues, valuesByStanding } = await import("@/estimates/values");
const { defaultServicePackages } = await import("@/business");

let payload: Payload;
let owner: User;
let staff: User;
let leadId: number;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  ({ payload, owner } = await cmsWithOwner());
  staff = await payload.create({
    collection: "users",
    data: {
      email: "staff@example.com",
      password: "staff password 1",
      role: "staff",
      name: "Sam Staff",
    },
    user: owner,
  });
  const lead = leadAsStored({
    fullName: "Rosa Elena Garza",
    email: "rosa@example.com",
    projectAddress: "4512 Live Oak St",
    city: "Dallas",
    language: "es",
  });
  leadId = (await insertLeadWithDeliveries(lead, [])).id;
  const { seedBusinessFacts } = await import("@/business/stored-facts");
  await seedBusinessFacts(payload);
  await setMailingAddress(MAILING_ADDRESS);
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  stopOutboxLoop();
  await smtp.close();
  closeDb();
});

const line = estimateLine;

const MAILING_ADDRESS = "1234 Commerce St, Dallas, TX 75201";
async function setMailingAddress(mailingAddress: string | null) {
  const business = await payload.findGlobal({ slug: "business" });
  await payload.updateGlobal({
    slug: "business",
    data: { estimates: { ...business.estimates, mailingAddress } },
  });
}

/** The sample kitchen, for the lead made above. */
const kitchen = (changes: Partial<Record<keyof Estimate, unknown>> = {}) =>
  ({ ...kitchenEstimate(), lead: leadId, ...changes }) as never;

const asStaff = { overrideAccess: false, user: () => staff };
const create = (data: unknown) =>
  payload.create({
    collection: "estimates",
    data: data as never,
    overrideAccess: false,
    user: asStaff.user(),
  });

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => ({ status: 200, message: "" }),
    (error: { status?: number; message?: string; data?: { errors?: { message: string }[] } }) => ({
      status: error.status,
      message: [error.message, ...(error.data?.errors ?? []).map((e) => e.message)].join(" "),
    }),
  );

describe("an estimate written in the admin", () => {
  it("takes the homeowner from the lead and the deposit and validity from the business facts", async () => {
    const estimate = await create(kitchen());
    expect(estimate).toMatchObject({
      homeownerName: "Rosa Elena Garza",
      email: "rosa@example.com",
      projectAddress: "4512 Live Oak St",
      city: "Dallas",
      language: "es",
      status: "draft",
      depositPercent: 10,
      rightToCancel: true,
    });
    const in30Days = dallasDay(new Date(Date.now() + 30 * 86_400_000));
    expect(validThroughDay(estimate.validUntil)).toBe(in30Days);
  });

  it("keeps prices in whole cents and prices them exactly", async () => {
    const estimate = await create(kitchen({ taxPercent: 8.25 }));
    const stored = estimate.sections![1]!.lines![0]!;
    expect(stored.unitCents).toBe(1_299);
    const priced = priceEstimate(pricedFrom(estimate), firstChoice(pricedFrom(estimate)));
    // 185,000 + 65,100 + 42.5 × 1,299 (55,207.5 → 55,208) + 18 × 42,000 = 1,061,308
    expect(priced.ok && priced.figures.subtotal).toBe(1_061_308);
    // 8.25 % of it is 87,557.91 → 87,558
    expect(priced.ok && priced.figures.total).toBe(1_148_866);
    expect(priced.ok && priced.figures.payments.map((p) => p.cents)).toEqual([
      114_887, 620_387, 413_592,
    ]);
  });

  it("refuses numbers that cannot be priced, saying which and why", async () => {
    const cases: [unknown, string][] = [
      [kitchen({ depositPercent: 25 }), "between 10% and 20%"],
      [
        kitchen({ milestones: [{ title: "At the end", sharePercent: 90 }] }),
        "add up to 100% (now 90%)",
      ],
      [
        kitchen({ sections: [{ title: "Tile", lines: [line("Tile", 1.2345, 100)] }] }),
        "three decimals",
      ],
      [kitchen({ sections: [{ title: "Tile", lines: [line("Tile", 1, "12,34")] }] }), "in dollars"],
      [kitchen({ homeownerName: "", lead: null }), "homeowner's name"],
      [kitchen({ sections: [{ title: "Tile", lines: [line("Tile", 1, 0.5)] }] }), "in dollars"],
      [
        kitchen({ sections: [{ title: "Tile", lines: [line("Tile", 1_000_000, 100_000_000)] }] }),
        "more than $10,000,000",
      ],
      [kitchen({ sections: [], alternates: [] }), "at least one section"],
    ];
    for (const [data, reason] of cases) {
      const { status, message } = await refusal(create(data));
      expect(status, reason).toBe(400);
      expect(message).toContain(reason);
    }
    const { totalDocs } = await payload.count({
      collection: "estimates",
      where: { title: { equals: "Kitchen remodel" } },
    });
    expect(totalDocs).toBe(2);
  });

  it("is not deleted by staff, and anonymous visitors cannot read it", async () => {
    const estimate = await create(kitchen({ title: "Bath remodel" }));
    expect(
      (
        await refusal(
          payload.delete({
            collection: "estimates",
            id: estimate.id,
            overrideAccess: false,
            user: staff,
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await refusal(
          payload.findByID({ collection: "estimates", id: estimate.id, overrideAccess: false }),
        )
      ).status,
    ).toBe(403);
    await payload.delete({
      collection: "estimates",
      id: estimate.id,
      overrideAccess: false,
      user: owner,
    });
  });

  it("cannot be changed once signed, by staff or the owner", async () => {
    const estimate = await create(kitchen({ title: "Patio cover" }));
    expect(
      (
        await refusal(
          payload.update({
            collection: "estimates",
            id: estimate.id,
            data: { status: "accepted" } as never,
            overrideAccess: false,
            user: staff,
          }),
        )
      ).status,
    ).toBe(200);
    // The status is the server's: a request that names one changes nothing.
    expect((await payload.findByID({ collection: "estimates", id: estimate.id })).status).toBe(
      "draft",
    );
    await payload.update({
      collection: "estimates",
      id: estimate.id,
      data: { status: "accepted" },
      context: { estimateRecord: true },
    });
    for (const user of [staff, owner]) {
      const { status, message } = await refusal(
        payload.update({
          collection: "estimates",
          id: estimate.id,
          data: { depositPercent: 20 },
          overrideAccess: false,
          user,
        }),
      );
      expect(status).toBe(409);
      expect(message).toContain("is accepted and can no longer change");
    }
    expect(
      (await payload.findByID({ collection: "estimates", id: estimate.id })).depositPercent,
    ).toBe(10);
  });
});

describe("an estimate sent to the homeowner", () => {
  const tokenOf = (link: string) => new URL(link).searchParams.get("t");

  it("is frozen as sent: the link shows that revision, whatever is edited after", async () => {
    const estimate = await create(kitchen({ title: "Sent kitchen" }));
    const sent = await sendEstimate(payload, estimate.id, staff.id);
    if (!sent.ok) throw new Error(sent.problem);
    expect(sent.revision.revision).toBe(1);
    expect(new URL(sent.link).pathname).toBe("/es/estimate");
    await payload.update({
      collection: "estimates",
      id: estimate.id,
      data: { title: "Edited after" },
      user: staff,
      overrideAccess: false,
    });
    const opened = await openEstimate(tokenOf(sent.link));
    if (!("document" in opened)) throw new Error(JSON.stringify(opened));
    expect(opened.document).toMatchObject({
      title: "Sent kitchen",
      revision: 1,
      homeownerName: "Rosa Elena Garza",
    });
    expect(opened.status).toBe("sent");
    expect(opened.document.warranty).toEqual({ workmanshipYears: 1, structuralYears: null });
  });

  it("counts each opening, and the first makes it viewed", async () => {
    const estimate = await create(kitchen({ title: "Viewed kitchen" }));
    const sent = await sendEstimate(payload, estimate.id, staff.id);
    if (!sent.ok) throw new Error(sent.problem);
    await recordView(estimate.id, 1, { clientIp: "203.0.113.7", userAgent: "Phone" });
    await recordView(estimate.id, 1, { clientIp: "203.0.113.8", userAgent: "Laptop" });
    const after = await payload.findByID({ collection: "estimates", id: estimate.id });
    expect(after.status).toBe("viewed");
    expect(after.firstViewedAt).toBeTruthy();
    expect((await viewsOf(estimate.id)).map((view) => view.clientIp)).toEqual([
      "203.0.113.8",
      "203.0.113.7",
    ]);
  });

  it("sent again, an older link says it was replaced and names the current one", async () => {
    const estimate = await create(kitchen({ title: "Revised kitchen" }));
    const first = await sendEstimate(payload, estimate.id, staff.id);
    await payload.update({
      collection: "estimates",
      id: estimate.id,
      data: { depositPercent: 15 },
      user: staff,
      overrideAccess: false,
    });
    const second = await sendEstimate(payload, estimate.id, staff.id);
    if (!first.ok || !second.ok) throw new Error("not sent");
    expect(second.revision.revision).toBe(2);
    expect(await openEstimate(tokenOf(first.link))).toEqual({ replacedBy: second.link });
    const current = await openEstimate(tokenOf(second.link));
    expect("document" in current && current.document.depositPercent).toBe(15);
  });

  it("refuses a changed link and never opens another estimate with it", async () => {
    const estimate = await create(kitchen({ title: "Guarded kitchen" }));
    const sent = await sendEstimate(payload, estimate.id, staff.id);
    if (!sent.ok) throw new Error(sent.problem);
    const token = tokenOf(sent.link)!;
    const [subject, expiry, mac] = token.split(".");
    const otherSubject = `${estimate.id - 1}-1`;
    for (const forged of [
      `${otherSubject}.${expiry}.${mac}`,
      `${subject}.${expiry}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`,
      `${subject}.zzzzzz.${mac}`,
      "",
      "1-1",
    ])
      expect(await openEstimate(forged), forged).toEqual({ problem: "invalid" });
    expect(await revisionOfLink(token, new Date(Date.now() + 5 * 366 * 86_400_000))).toEqual({
      problem: "expired",
    });
  });

  it("two sendings at once make one revision each, never two of the same number", async () => {
    const estimate = await create(kitchen({ title: "Busy kitchen" }));
    const results = await Promise.all(
      [1, 2, 3].map(() => sendEstimate(payload, estimate.id, staff.id)),
    );
    const made = results.flatMap((result) => (result.ok ? [result.revision.revision] : []));
    expect(new Set(made).size).toBe(made.length);
    for (const result of results) if (!result.ok) expect(result.status).toBe(409);
  });

  it("cannot be sent once signed, or past its valid-until day", async () => {
    const signed = await create(kitchen({ title: "Signed kitchen" }));
    await payload.update({
      collection: "estimates",
      id: signed.id,
      data: { status: "accepted" },
      context: { estimateRecord: true },
    });
    expect(await sendEstimate(payload, signed.id, staff.id)).toMatchObject({
      ok: false,
      status: 409,
    });
    const old = await create(
      kitchen({ title: "Old kitchen", validUntil: "2026-01-02T12:00:00.000Z" }),
    );
    expect(await sendEstimate(payload, old.id, staff.id)).toMatchObject({
      ok: false,
      status: 409,
      problem: expect.stringContaining("valid-until"),
    });
    expect(await sendEstimate(payload, 999_999, staff.id)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("with the right to cancel, waits for the business's mailing address the notice names", async () => {
    const estimate = await create(kitchen({ title: "Kitchen without an address" }));
    await setMailingAddress(null);
    try {
      expect(await sendEstimate(payload, estimate.id, staff.id)).toMatchObject({
        ok: false,
        status: 409,
        problem: expect.stringContaining("mailing address"),
      });
      await payload.update({
        collection: "estimates",
        id: estimate.id,
        data: { rightToCancel: false },
      });
      expect(await sendEstimate(payload, estimate.id, staff.id)).toMatchObject({ ok: true });
    } finally {
      await setMailingAddress(MAILING_ADDRESS);
    }
    const other = await create(kitchen({ title: "Kitchen with an address" }));
    const sent = await sendEstimate(payload, other.id, staff.id);
    if (!sent.ok) throw new Error(sent.problem);
    expect(JSON.parse(sent.revision.document).business.address).toBe(MAILING_ADDRESS);
  });
});

describe("the homeowner's e-mail", () => {
  const sendDue = () => processOutbox(new Date(Date.now() + 60_000));
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));

  it("goes out once per sending, in their language, with the link to that revision", async () => {
    const estimate = await create(kitchen({ title: "Cocina", email: "mail-once@example.com" }));
    const sent = await sendEstimate(payload, estimate.id, staff.id);
    if (!sent.ok) throw new Error(sent.problem);
    await sendDue();
    await sendDue();
    const [mail, ...more] = mailsTo("mail-once@example.com");
    expect(more).toEqual([]);
    expect(headerOf(mail!.raw, "Subject")).toContain("Su presupuesto de");
    expect(mail!.messageId).toMatch(
      new RegExp(`^<estimate-${sent.revision.id}\\.estimate-homeowner\\.\\d+@`),
    );
    const text = partOf(mail!.raw, "text/plain")!;
    expect(text).toMatch(/^Hola, Rosa:/);
    expect(text).toContain(`Abrir su presupuesto: ${sent.link}`);
    expect(text).toContain("Los precios se mantienen hasta el");
  });

  it("of a revision replaced before it went out is not sent; the newer one is", async () => {
    const estimate = await create(
      kitchen({ title: "Twice", email: "mail-twice@example.com", language: "en" }),
    );
    const first = await sendEstimate(payload, estimate.id, staff.id);
    const second = await sendEstimate(payload, estimate.id, staff.id);
    if (!first.ok || !second.ok) throw new Error("not sent");
    await sendDue();
    const mails = mailsTo("mail-twice@example.com");
    expect(mails).toHaveLength(1);
    const text = partOf(mails[0]!.raw, "text/plain")!;
    expect(text).toContain(second.link);
    expect(text).toContain("This revision replaces the one we sent before");
  });
});

const signed = async (title: string, changes: Record<string, unknown> = {}) => {
  const estimate = await create(kitchen({ title, ...changes }));
  const sent = await sendEstimate(payload, estimate.id, staff.id);
  if (!sent.ok) throw new Error(sent.problem);
  return { id: estimate.id, token: tokenOf(sent.link), sent };
};
const tokenOf = (link: string) => new URL(link).searchParams.get("t");
const semiCustom = async (id: number) => {
  const doc = await payload.findByID({ collection: "estimates", id });
  const group = doc.alternates![0]!;
  const lights = doc.sections![1]!.lines![1]!.id!;
  return { alternates: { [group.id!]: group.options![1]!.id! }, options: [lights] };
};
const signing = (
  token: string | null,
  choice: { alternates: Record<string, string>; options: string[] },
  more = {},
) => ({
  token,
  choice,
  seenTotal: 1_467_308,
  name: "Rosa Elena Garza",
  consented: true,
  locale: "es" as const,
  clientIp: "203.0.113.20",
  userAgent: "Phone",
  ...more,
});

describe("signing", () => {
  it("keeps what was chosen, who signed and how, and a hash of exactly that record", async () => {
    const { id, token } = await signed("Signed once");
    const result = await signEstimate(signing(token, await semiCustom(id)), new Date());
    if (!("signed" in result)) throw new Error(result.refused);
    expect(result.signed.figures.total).toBe(1_467_308);
    expect(result.signed.signer).toMatchObject({
      name: "Rosa Elena Garza",
      clientIp: "203.0.113.20",
    });
    expect(result.signed.signer.consent).toContain("copia en papel");
    expect(result.signed.cancelUntil).toEqual(expect.any(String));
    const stored = await signatureOf(id);
    const sql = createClient({ url: process.env.DATABASE_URL! });
    const [row] = (
      await sql.execute({
        sql: "select record from estimate_signatures where estimate_id = ?",
        args: [id],
      })
    ).rows;
    sql.close();
    expect(stored!.sha256).toBe(sha256Of(String(row!.record)));
    expect((await payload.findByID({ collection: "estimates", id })).status).toBe("accepted");
    const { status } = await refusal(
      payload.update({
        collection: "estimates",
        id,
        data: { title: "Changed after" },
        overrideAccess: false,
        user: staff,
      }),
    );
    expect(status).toBe(409);
  });

  it("signs once when three tries arrive together", async () => {
    const { id, token } = await signed("Signed together");
    const choice = await semiCustom(id);
    const results = await Promise.all([1, 2, 3].map(() => signEstimate(signing(token, choice))));
    expect(results.filter((r) => "signed" in r)).toHaveLength(1);
    expect(results.filter((r) => "refused" in r && r.refused === "settled")).toHaveLength(2);
  });

  it("refuses, with the reason, what cannot be signed", async () => {
    const { id, token } = await signed("Refused kitchen");
    const choice = await semiCustom(id);
    const cases: [unknown, string][] = [
      [signing(token, choice, { consented: false }), "consent"],
      [signing(token, choice, { name: " x " }), "name"],
      [signing(token, choice, { seenTotal: 1 }), "changed"],
      [signing(token, { alternates: {}, options: [] }), "choice"],
      [signing(token, { ...choice, options: ["not-a-line"] }), "choice"],
      [signing(`${token}x`, choice), "invalid"],
    ];
    for (const [attempt, reason] of cases)
      expect(await signEstimate(attempt as never), reason).toEqual({ refused: reason });
    const later = new Date(Date.now() + 40 * 86_400_000);
    expect(await signEstimate(signing(token, choice), later)).toEqual({ refused: "lapsed" });
    expect(await signatureOf(id)).toBeUndefined();
  });

  it("refuses an older revision and a declined estimate", async () => {
    const { id, token } = await signed("Revised then signed");
    const choice = await semiCustom(id);
    await sendEstimate(payload, id, staff.id);
    expect(await signEstimate(signing(token, choice))).toEqual({ refused: "replaced" });
    const declined = await signed("Declined kitchen");
    await payload.update({
      collection: "estimates",
      id: declined.id,
      data: { status: "declined" },
      context: { estimateRecord: true },
    });
    expect(await signEstimate(signing(declined.token, await semiCustom(declined.id)))).toEqual({
      refused: "settled",
    });
  });
});

describe("the homeowner's answers", () => {
  const seen = { clientIp: "203.0.113.30", userAgent: "Phone" };
  const sendDue = () => processOutbox(new Date(Date.now() + 60_000));
  const ownerMails = (subject: string) =>
    smtp.messages.filter((m) => headerOf(m.raw, "Subject")?.includes(subject));
  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: "estimates", id, depth: 0 })).status;
  const freshLead = async (fullName: string) =>
    (
      await insertLeadWithDeliveries(
        leadAsStored({ fullName, email: "answers@example.com", city: "Plano" }),
        [],
      )
    ).id;
  const leadStatus = async (id: number) =>
    (await payload.findByID({ collection: "leads", id, depth: 0 })).status;

  it("a decline with its reason ends signing, tells the owner the reason, and moves the lead", async () => {
    const lead = await freshLead("Declining Dana");
    const { id, token } = await signed("Declined with a reason", { lead });
    expect(await leadStatus(lead)).toBe("estimate_sent");
    const declined = await declineEstimate(token!, "  The cabinets are over our budget.  ", seen);
    expect(declined).toEqual({ done: "declined" });
    expect(await statusOf(id)).toBe("declined");
    expect(await leadStatus(lead)).toBe("estimate_declined");
    expect(await declineEstimate(token!, "", seen)).toEqual({ refused: "settled" });
    expect(await signEstimate(signing(token, await semiCustom(id)))).toEqual({
      refused: "settled",
    });
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ kind: "declined", note: "The cabinets are over our budget." });
    await sendDue();
    const mail = ownerMails("Estimate declined: Declined with a reason");
    expect(mail).toHaveLength(1);
    expect(partOf(mail[0]!.raw, "text/plain")).toContain("The cabinets are over our budget.");
  });

  it("a question is kept with the estimate, e-mailed to the owner to answer, never put in a phone alert", async () => {
    const ntfy = await startNtfyStandIn();
    process.env.NTFY_URL = ntfy.topicUrl;
    try {
      const { id, token } = await signed("Kitchen with a question", {
        homeownerName: "Rosa Elena Garza",
      });
      const question = "Can the tile go up to the ceiling? Call me at 214-555-0188.";
      expect(await askAboutEstimate(token!, question, seen)).toEqual({ done: "asked" });
      expect(await askAboutEstimate(token!, " ", seen)).toEqual({ refused: "text" });
      expect(await askAboutEstimate(token!, "x".repeat(2_001), seen)).toEqual({ refused: "text" });
      await sendDue();
      const mail = ownerMails("Question about an estimate: Kitchen with a question");
      expect(mail).toHaveLength(1);
      expect(partOf(mail[0]!.raw, "text/plain")).toContain(question);
      expect(headerOf(mail[0]!.raw, "Reply-To")).toContain("rosa@example.com");
      expect(ntfy.received).toHaveLength(1);
      const alert = JSON.stringify(ntfy.received[0]!.body);
      expect(alert).toContain("Question about an estimate: Rosa in Dallas");
      for (const secret of ["tile", "214-555", "rosa@", "Live Oak"])
        expect(alert).not.toContain(secret);
      expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["question"]);
    } finally {
      delete process.env.NTFY_URL;
      await ntfy.close();
    }
  });

  it("questions stop at 10 a day for one estimate, whatever is sent", async () => {
    const { id, token } = await signed("Kitchen with many questions");
    const results = [];
    for (let n = 0; n < 12; n += 1)
      results.push(await askAboutEstimate(token!, `Question ${n}`, seen));
    expect(results.filter((r) => "done" in r)).toHaveLength(10);
    expect(results.at(-1)).toEqual({ refused: "too_many" });
    expect(await eventsOf(id)).toHaveLength(10);
  });

  it("cancelling within 3 business days keeps the signature, marks it cancelled, tells the owner", async () => {
    const lead = await freshLead("Cancelling Carmen");
    // Valid long enough to be signed on a chosen Friday next spring.
    const { id, token } = await signed("Cancelled kitchen", {
      lead,
      validUntil: "2027-04-30T12:00:00.000Z",
    });
    const choice = await semiCustom(id);
    // Signed on a Friday: Saturday, Monday and Tuesday count; Sunday does not.
    const friday = new Date("2027-03-05T18:00:00Z");
    const result = await signEstimate(signing(token, choice), friday);
    if (!("signed" in result)) throw new Error(result.refused);
    expect(await leadStatus(lead)).toBe("estimate_accepted");
    expect(result.signed.cancelUntil).toBe("2027-03-10T06:00:00.000Z");
    const tuesdayNight = new Date("2027-03-10T05:59:00Z");
    expect(await cancelEstimate(token!, false, seen, tuesdayNight)).toEqual({ refused: "confirm" });
    const both = await Promise.all([
      cancelEstimate(token!, true, seen, tuesdayNight),
      cancelEstimate(token!, true, seen, tuesdayNight),
    ]);
    expect(both).toContainEqual({ done: "cancelled" });
    expect(both).toContainEqual({ refused: "settled" });
    expect(await statusOf(id)).toBe("cancelled");
    expect(await leadStatus(lead)).toBe("estimate_declined");
    const kept = await signatureOf(id);
    expect(kept?.cancelledAt).toBe(tuesdayNight.toISOString());
    expect(kept?.record.signer.name).toBe("Rosa Elena Garza");
    expect((await eventsOf(id)).map((e) => e.kind)).toEqual(["cancelled", "signed"]);
    // Queued at the test's own clock, next spring.
    await processOutbox(new Date("2027-03-11T00:00:00Z"));
    expect(ownerMails("Estimate cancelled: Cancelled kitchen")).toHaveLength(1);
    expect(ownerMails("Estimate signed: Cancelled kitchen")).toHaveLength(1);
  });

  it("refuses a cancellation after the third business day, without the right, or before signing", async () => {
    const late = await signed("Late cancel");
    const result = await signEstimate(signing(late.token, await semiCustom(late.id)));
    if (!("signed" in result)) throw new Error(result.refused);
    const afterwards = new Date(new Date(result.signed.cancelUntil!).getTime() + 1);
    expect(await cancelEstimate(late.token!, true, seen, afterwards)).toEqual({ refused: "late" });
    const without = await signed("No right to cancel", { rightToCancel: false });
    expect(await cancelEstimate(without.token!, true, seen)).toEqual({ refused: "unsigned" });
    await signEstimate(signing(without.token, await semiCustom(without.id)));
    expect(await cancelEstimate(without.token!, true, seen)).toEqual({ refused: "no_right" });
    expect(await cancelEstimate(`${late.token}x`, true, seen)).toEqual({ refused: "invalid" });
    expect(await statusOf(late.id)).toBe("accepted");
  });
});

describe("the signed copy", () => {
  const sendDue = () => processOutbox(new Date(Date.now() + 60_000));
  const documentsFolder = () =>
    path.join(path.dirname(process.env.DATABASE_URL!.slice("file:".length)), "documents");
  const textOf = async (pdf: Buffer) => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    return text.replace(/\s+/g, " ");
  };
  const download = (query: string) =>
    handlePdfGet(new Request(`http://localhost/api/estimate-pdf?${query}`));

  it("goes to the homeowner once, in their language, and to the owner, the same PDF kept privately", async () => {
    const { id, token } = await signed("Signed copy kitchen", { email: "copy@example.com" });
    const result = await signEstimate(signing(token, await semiCustom(id)));
    if (!("signed" in result)) throw new Error(result.refused);
    await sendDue();
    await sendDue();
    const mine = smtp.messages.filter((m) => m.to.includes("copy@example.com"));
    const copies = mine.filter((m) => headerOf(m.raw, "Subject")?.includes("firmado"));
    expect(copies).toHaveLength(1);
    const [copy] = copies;
    expect(headerOf(copy!.raw, "Subject")).toBe(
      `Su presupuesto firmado de ${(await payload.findGlobal({ slug: "business" })).name}: Signed copy kitchen`,
    );
    expect(partOf(copy!.raw, "text/plain")).toContain("Puede cancelar hasta la medianoche");
    const [attached, ...others] = attachmentsOf(copy!.raw);
    expect(others).toEqual([]);
    expect(attached).toMatchObject({
      filename: `presupuesto-${id}-firmado.pdf`,
      type: "application/pdf",
    });
    const text = await textOf(attached!.content);
    const stored = await signatureOf(id);
    expect(text).toContain("Preparado para Rosa Elena Garza");
    expect(text).toContain("Semi-custom cabinets");
    expect(text).not.toContain("Stock shaker cabinets");
    expect(text).toContain("Total $14,673.08");
    expect(text).toContain(stored!.sha256);
    expect(text).toContain("203.0.113.20");

    const owner = smtp.messages.filter((m) =>
      headerOf(m.raw, "Subject")?.startsWith("Estimate signed: Signed copy kitchen"),
    );
    expect(owner).toHaveLength(1);
    expect(attachmentsOf(owner[0]!.raw)[0]!.content.equals(attached!.content)).toBe(true);

    const kept = (await readdir(documentsFolder())).filter((name) =>
      name.startsWith(`estimate-${id}-`),
    );
    expect(kept).toHaveLength(1);
    expect((await readFile(path.join(documentsFolder(), kept[0]!))).equals(attached!.content)).toBe(
      true,
    );

    const byLink = await download(`t=${token}&lang=es`);
    expect(byLink.status).toBe(200);
    expect(byLink.headers.get("content-type")).toBe("application/pdf");
    expect(byLink.headers.get("cache-control")).toBe("private, no-store");
    expect(byLink.headers.get("content-disposition")).toBe(
      `attachment; filename="presupuesto-${id}-firmado.pdf"`,
    );
    expect(Buffer.from(await byLink.arrayBuffer()).equals(attached!.content)).toBe(true);
  });

  it("before signing, downloads the revision with the choice named, marked unsigned", async () => {
    const { id, token } = await signed("Unsigned copy kitchen");
    const choice = await semiCustom(id);
    const [group, option] = Object.entries(choice.alternates)[0]!;
    const answer = await download(`t=${token}&a.${group}=${option}&o=${choice.options[0]}`);
    expect(answer.status).toBe(200);
    const text = await textOf(Buffer.from(await answer.arrayBuffer()));
    expect(text).toContain("Sin firmar.");
    expect(text).toContain("Total $14,673.08");
    expect(text).not.toContain("Certificado de firma");
    expect((await readdir(documentsFolder())).some((n) => n.startsWith(`estimate-${id}-`))).toBe(
      false,
    );
  });

  it("refuses a changed, foreign or replaced link with the reason, never another estimate", async () => {
    const { id, token } = await signed("Refused copy kitchen");
    const changed = await download(`t=${token}x&lang=en`);
    expect(changed.status).toBe(404);
    expect(await changed.text()).toContain("This link does not work");
    expect((await download("lang=en")).status).toBe(404);
    await sendEstimate(payload, id, staff.id);
    const replaced = await download(`t=${token}&lang=en`);
    expect(replaced.status).toBe(410);
    expect(await replaced.text()).toContain("This estimate was replaced");
  });
});

describe("an estimate started from a service's packages", () => {
  it("gets one choice with an option per package, its features as lines to price", async () => {
    const estimate = await create({
      ...kitchenEstimate(),
      alternates: [],
      title: "",
      lead: leadId,
      startFrom: "bathroom-remodeling",
    });
    // No service saved in this database: the packages are a fresh install's.
    const packages = defaultServicePackages["bathroom-remodeling"];
    expect(estimate.title).toBe("Bathroom Remodeling");
    const [choice, ...more] = estimate.alternates!;
    expect(more).toEqual([]);
    expect(choice!.title).toBe("Bathroom Remodeling package");
    expect(choice!.options!.map((option) => option.title)).toEqual(packages.map((p) => p.name));
    const first = choice!.options![0]!;
    expect(first.summary).toBe(packages[0]!.description);
    expect(first.lines!.map((line) => line.description)).toEqual(packages[0]!.features);
    expect(first.lines!.every((line) => line.unitCents === 0 && line.quantity === 1)).toBe(true);
  });

  it("keeps the choices written by hand over the packages", async () => {
    const estimate = await create({
      ...kitchenEstimate(),
      lead: leadId,
      startFrom: "bathroom-remodeling",
    });
    expect(estimate.alternates!.map((group) => group.title)).toEqual(["Cabinets"]);
  });
});

describe("what estimates are worth", () => {
  it("a draft nothing yet, a sent one its first-shown total, a signed one its accepted total, a lapsed one expired", async () => {
    const draft = await create(kitchen({ title: "Worth: draft" }));
    const sent = await signed("Worth: sent");
    const accepted = await signed("Worth: accepted");
    const result = await signEstimate(signing(accepted.token, await semiCustom(accepted.id)));
    if (!("signed" in result)) throw new Error(result.refused);
    const lapsed = await signed("Worth: lapsed");
    const ids = [draft.id, sent.id, accepted.id, lapsed.id];
    const later = new Date(Date.now() + 40 * 86_400_000);
    const values = await estimateValues(later, ids);
    const byId = new Map(values.map((value) => [value.id, value]));
    expect(byId.get(draft.id)).toEqual({ id: draft.id, standing: "expired", cents: null });
    expect(byId.get(sent.id)).toEqual({ id: sent.id, standing: "expired", cents: 1_061_308 });
    expect(byId.get(accepted.id)).toEqual({
      id: accepted.id,
      standing: "accepted",
      cents: 1_467_308,
    });
    const today = new Map((await estimateValues(new Date(), ids)).map((v) => [v.id, v]));
    expect(today.get(draft.id)?.standing).toBe("draft");
    expect(today.get(sent.id)).toMatchObject({ standing: "sent", cents: 1_061_308 });
    const sums = valuesByStanding([...today.values()]);
    expect(sums.get("sent")).toEqual({ count: 2, cents: 2 * 1_061_308 });
    expect(sums.get("accepted")).toEqual({ count: 1, cents: 1_467_308 });
  });
});

describe("a deleted estimate", () => {
  const deliveriesOfEstimate = async (id: number) => {
    const sql = createClient({ url: process.env.DATABASE_URL! });
    const { rows } = await sql.execute({
      sql: `select count(*) as n from deliveries where (subject = 'estimate' and subject_id in (select id from estimate_revisions where estimate_id = ?)) or (subject = 'estimate-event' and subject_id in (select id from estimate_events where estimate_id = ?))`,
      args: [id, id],
    });
    const { rows: all } = await sql.execute("select count(*) as n from deliveries");
    sql.close();
    return { mine: Number(rows[0]!.n), all: Number(all[0]!.n) };
  };

  it("takes its e-mails and alerts with it, and no other estimate's", async () => {
    const { id, token } = await signed("Deleted with its mail");
    const result = await signEstimate(signing(token, await semiCustom(id)));
    if (!("signed" in result)) throw new Error(result.refused);
    const before = await deliveriesOfEstimate(id);
    // The sending's e-mail, the owner's e-mail and the homeowner's signed copy at least.
    expect(before.mine).toBeGreaterThanOrEqual(3);
    const refused = await refusal(
      payload.delete({ collection: "estimates", id, overrideAccess: false, user: staff }),
    );
    expect(refused.status).toBe(403);
    expect(await deliveriesOfEstimate(id)).toEqual(before);
    // As the admin deletes: the engine checks the edit lock first (the local API skips it).
    await payload.delete({
      collection: "estimates",
      id,
      overrideAccess: false,
      overrideLock: false,
      user: owner,
    });
    const after = await deliveriesOfEstimate(id);
    expect(after.all).toBe(before.all - before.mine);
  });
});
