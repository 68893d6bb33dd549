import { createClient } from "@libsql/client";
import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { partOf } from "../support/mail-parts";

pointAtFreshCmsDatabase("review-requests");

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const { optOutOfReviews, queueReviewRequest } = await import("@/leads/review-request/store");
const { processOutbox, stopOutboxLoop } = await import("@/lib/outbox/loop");
const { addressOfOptOut } = await import("@/leads/review-request/opt-out-link");

const REVIEW_URL = "https://g.page/r/trinity-oak-remodeling/review";
const sql = createClient({ url: process.env.DATABASE_URL! });
let payload: Payload;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

const wonLead = async (fullName: string, email: string, status = "won") =>
  (await insertLeadWithDeliveries(leadAsStored({ fullName, email, status }), [])).id;
const sendDue = () => processOutbox(new Date(Date.now() + 60_000));
/** Review requests are the only mail here a person can stop in one click. */
const reviewMails = () => smtp.messages.filter((m) => /^List-Unsubscribe:/im.test(m.raw));
/** The mail's text part, unfolded from quoted-printable, with the opt-out link taken out. */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/https?:\/\/\S+\/api\/review-opt-out\?\S+/g, "<opt-out>");
const optOutLinkOf = (raw: string) => {
  const header = raw.match(/^List-Unsubscribe:\s*<([^>]+)>/im)?.[1];
  if (!header) throw new Error("no List-Unsubscribe header");
  return new URL(header);
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  process.env.LEAD_NOTIFY_TO = "owner@example.com";
  const { cms } = await import("@/lib/cms/ready");
  payload = await cms();
  const { seedBusinessFacts } = await import("@/business/stored-facts");
  await seedBusinessFacts(payload);
  await payload.updateGlobal({
    slug: "business",
    data: { followUp: { reminderMinutes: 15, reviewUrl: REVIEW_URL } },
  });
  const { forgetFacts } = await import("@/business/facts-cache");
  forgetFacts();
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  stopOutboxLoop();
  await smtp.close();
  sql.close();
  closeDb();
});

describe("asking a finished customer for a review", () => {
  it("sends one e-mail per Won lead, with the review link and a one-click opt-out", async () => {
    const ana = await wonLead("Ana Won", "ana@example.com");
    expect(await queueReviewRequest(ana, new Date())).toBe("queued");
    expect(await queueReviewRequest(ana, new Date())).toBe("already_asked");
    await sendDue();
    await sendDue();
    const mails = reviewMails().filter((m) => m.to.includes("ana@example.com"));
    expect(mails).toHaveLength(1);
    expect(textOf(mails[0]!.raw)).toContain(REVIEW_URL);
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    const [row] = (
      await sql.execute({ sql: "select review_requested_at from leads where id = ?", args: [ana] })
    ).rows;
    expect(row?.review_requested_at).toEqual(expect.any(String));
  });

  it("gives every customer the same review link, and each address its own opt-out", async () => {
    const bo = await wonLead("Bo Happy", "bo@example.com");
    const cy = await wonLead("Cy Unhappy", "cy@example.com");
    await queueReviewRequest(bo, new Date());
    await queueReviewRequest(cy, new Date());
    await sendDue();
    const [toBo, toCy] = ["bo@example.com", "cy@example.com"].map(
      (to) => reviewMails().find((m) => m.to.includes(to))!.raw,
    );
    for (const raw of [toBo!, toCy!]) expect(textOf(raw)).toContain(REVIEW_URL);
    expect(optOutLinkOf(toBo!).toString()).not.toBe(optOutLinkOf(toCy!).toString());
  });

  it("asks a lead from the Spanish pages in Spanish, linking the Spanish opt-out page", async () => {
    const lead = leadAsStored({
      fullName: "Gil Ramos",
      email: "gil@example.com",
      status: "won",
      language: "es",
    });
    const gil = (await insertLeadWithDeliveries(lead, [])).id;
    await queueReviewRequest(gil, new Date());
    await sendDue();
    const raw = reviewMails().find((m) => m.to.includes("gil@example.com"))!.raw;
    const text = partOf(raw, "text/plain");
    expect(text).toMatch(/^Hola:\r?\n\r?\nGracias por confiarle su casa a /);
    expect(text).toContain(`Escriba una reseña: ${REVIEW_URL}`);
    expect(optOutLinkOf(raw).searchParams.get("lang")).toBe("es");
  });

  it("asks only Won leads", async () => {
    const dee = await wonLead("Dee Contacted", "dee@example.com", "contacted");
    expect(await queueReviewRequest(dee, new Date())).toBe("not_won");
  });

  it("an opt-out link names its address, refuses a forged one, and stops every later request", async () => {
    const eve = await wonLead("Eve First", "eve@example.com");
    await queueReviewRequest(eve, new Date());
    await sendDue();
    const link = optOutLinkOf(reviewMails().find((m) => m.to.includes("eve@example.com"))!.raw);
    const e = link.searchParams.get("e");
    const t = link.searchParams.get("t");
    expect(await addressOfOptOut(e, t)).toBe("eve@example.com");
    expect(await addressOfOptOut(e, `${t}x`)).toBeNull();
    expect(
      await addressOfOptOut(Buffer.from("ana@example.com").toString("base64url"), t),
    ).toBeNull();

    await optOutOfReviews("eve@example.com");
    const again = await wonLead("Eve Second Job", "EVE@example.com");
    expect(await queueReviewRequest(again, new Date())).toBe("opted_out");
  });

  it("drops a request queued before its address opted out", async () => {
    const fay = await wonLead("Fay Late", "fay@example.com");
    await queueReviewRequest(fay, new Date());
    await optOutOfReviews("fay@example.com");
    await sendDue();
    expect(reviewMails().filter((m) => m.to.includes("fay@example.com"))).toEqual([]);
    const [row] = (
      await sql.execute({
        sql: "select status from deliveries where subject = 'lead' and subject_id = ? and channel = 'review_request'",
        args: [fay],
      })
    ).rows;
    expect(row?.status).toBe("skipped");
  });
});
