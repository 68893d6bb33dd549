import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import type { NewLeadRow } from "@/leads/tables";
import { cmsWithOwner, pointAtFreshCmsDatabase, SEED_TIMEOUT_MS } from "./support/cms-database";
import { leadAsStored } from "./support/leads";
import { kitchenEstimate } from "../support/sample-estimate";
import { startSmtpSink } from "../support/smtp-sink.mjs";

pointAtFreshCmsDatabase("funnel-month", { withOwner: true });

const { closeDb } = await import("@/lib/db/client");
const { insertLeadWithDeliveries } = await import("@/leads/store");
const { stopOutboxLoop } = await import("@/lib/outbox/loop");
const { bookAppointment, cancelAppointment } = await import("@/bookings/store");
const { sendEstimate } = await import("@/estimates/send");
const { signEstimate } = await import("@/estimates/sign");
const { countStep, setSpend } = await import("@/funnel/store");
const { funnelReport } = await import("@/funnel/report");

const SITE = "dallasremodel.example";
const NOVEMBER = { from: "2026-11-01", to: "2026-11-30" };
const MINUTE = 60_000;
/** The sample kitchen signed as semi-custom with the lights, tax included. */
const SIGNED_TOTAL = 1_467_308;

let payload: Payload;
let staff: User;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let leadNumber = 0;
let callHour = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  let owner: User;
  ({ payload, owner } = await cmsWithOwner());
  staff = await payload.create({
    collection: "users",
    data: { email: "sam@example.com", password: "staff password 1", role: "staff", name: "Sam" },
    user: owner,
  });
  const { seedBusinessFacts } = await import("@/business/stored-facts");
  await seedBusinessFacts(payload);
  const business = await payload.findGlobal({ slug: "business" });
  // The 3-day notice of cancellation needs somewhere to send it.
  await payload.updateGlobal({
    slug: "business",
    data: {
      estimates: { ...business.estimates, mailingAddress: "1234 Commerce St, Dallas, TX 75201" },
    },
  });
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  stopOutboxLoop();
  await smtp.close();
  closeDb();
});

/** A lead as the form stores it, with the first visit it came from. */
async function lead(first: Partial<NewLeadRow>) {
  const n = ++leadNumber;
  const row = leadAsStored({ fullName: "Pat Doe", email: `pat.${n}@example.com`, ...first });
  return (await insertLeadWithDeliveries(row, [])).id;
}

const fromGoogle = (day: string): Partial<NewLeadRow> => ({
  landingPage: "/services/kitchen-remodeling",
  referrer: "https://www.google.com/",
  firstTouchAt: `${day}T15:00:00.000Z`,
  attributedFrom: "first_visit",
});
const fromAd = (day: string): Partial<NewLeadRow> => ({
  landingPage: "/service-area/plano-remodeling-contractor?gclid=abc",
  referrer: "https://www.google.com/",
  firstTouchAt: `${day}T15:00:00.000Z`,
  attributedFrom: "first_visit",
});

/** A discovery call booked for the lead (each at its own hour, so none overlap). */
async function bookCall(leadId: number) {
  const start = new Date(Date.UTC(2027, 0, 4, 15) + ++callHour * 60 * MINUTE);
  const booked = await bookAppointment({
    uid: `${crypto.randomUUID()}@test`,
    leadId,
    kind: "call",
    start,
    end: new Date(start.getTime() + 15 * MINUTE),
    busyUntil: new Date(start.getTime() + 30 * MINUTE),
  });
  if (booked.outcome !== "booked") throw new Error(booked.outcome);
  return booked.appointment.id;
}

/** The sample kitchen estimate sent to the lead, and signed when asked. */
async function estimate(leadId: number, { signed }: { signed: boolean }) {
  const made = await payload.create({
    collection: "estimates",
    data: { ...kitchenEstimate(), lead: leadId } as never,
    overrideAccess: false,
    user: staff,
  });
  const sent = await sendEstimate(payload, made.id, staff.id);
  if (!sent.ok) throw new Error(sent.problem);
  if (!signed) return;
  const doc = await payload.findByID({ collection: "estimates", id: made.id });
  const group = doc.alternates![0]!;
  const lights = doc.sections![1]!.lines![1]!.id!;
  const result = await signEstimate({
    token: new URL(sent.link).searchParams.get("t"),
    choice: { alternates: { [group.id!]: group.options![1]!.id! }, options: [lights] },
    seenTotal: SIGNED_TOTAL,
    name: "Pat Doe",
    consented: true,
    locale: "en",
    clientIp: "203.0.113.9",
    userAgent: "Phone",
  });
  if (!("signed" in result)) throw new Error(result.refused);
}

/** `count` of one step on one November day, as the beacons add them. */
async function counted(
  step: "visit" | "form_start",
  origin: { channel: "search" | "paid"; source: string },
  landing: string,
  count: number,
) {
  for (let index = 0; index < count; index += 1)
    await countStep({
      day: `2026-11-${String(1 + (index % 28)).padStart(2, "0")}`,
      step,
      origin,
      landing,
    });
}

describe("a simulated November, through the stores", () => {
  beforeAll(async () => {
    await counted(
      "visit",
      { channel: "search", source: "google" },
      "/services/kitchen-remodeling",
      40,
    );
    await counted(
      "form_start",
      { channel: "search", source: "google" },
      "/services/kitchen-remodeling",
      6,
    );
    await counted(
      "visit",
      { channel: "paid", source: "google" },
      "/service-area/plano-remodeling-contractor",
      20,
    );
    await counted(
      "form_start",
      { channel: "paid", source: "google" },
      "/service-area/plano-remodeling-contractor",
      4,
    );

    const signedSearch = await lead(fromGoogle("2026-11-03"));
    await bookCall(signedSearch);
    await estimate(signedSearch, { signed: true });
    const sentSearch = await lead(fromGoogle("2026-11-10"));
    await bookCall(sentSearch);
    await estimate(sentSearch, { signed: false });
    await lead(fromGoogle("2026-11-20"));

    const cancelled = await lead(fromAd("2026-11-05"));
    await cancelAppointment(await bookCall(cancelled), "homeowner");
    const signedAd = await lead(fromAd("2026-11-12"));
    await bookCall(signedAd);
    await estimate(signedAd, { signed: true });

    // Sent without JavaScript: the form's own page, no first visit recorded.
    await bookCall(
      await lead({
        landingPage: "/contact",
        attributedFrom: "form_post",
        createdAt: "2026-11-18T16:00:00.000Z",
      }),
    );
    // First came in October, and spam: neither is November's.
    await bookCall(await lead(fromGoogle("2026-10-30")));
    await lead({ ...fromGoogle("2026-11-15"), isSpam: true, spamVerdict: "honeypot" });

    await setSpend({ month: "2026-11", channel: "paid", source: "google", cents: 50_000 });
    await setSpend({ month: "2026-10", channel: "paid", source: "google", cents: 70_000 });
  }, 120_000);

  it("counts each channel's visitors and how far they went, with what each result cost", async () => {
    const report = await funnelReport("channel", NOVEMBER, SITE);
    expect(
      report.rows.map(({ key, counts, signedCents }) => ({ key, counts, signedCents })),
    ).toEqual([
      {
        key: "search",
        counts: { visits: 40, formStarts: 6, leads: 3, booked: 2, estimatesSent: 2, signed: 1 },
        signedCents: SIGNED_TOTAL,
      },
      {
        key: "paid",
        counts: { visits: 20, formStarts: 4, leads: 2, booked: 1, estimatesSent: 1, signed: 1 },
        signedCents: SIGNED_TOTAL,
      },
    ]);
    expect(report.rows[1]!.rates).toEqual({
      formStarts: 4 / 20,
      leads: 2 / 4,
      booked: 1 / 2,
      estimatesSent: 1,
      signed: 1,
    });
    expect(report.costs.get("paid")).toEqual({
      spent: 50_000,
      perLead: 25_000,
      perBooked: 50_000,
      perSigned: 50_000,
    });
    expect(report.costs.get("search")).toEqual({
      spent: 0,
      perLead: null,
      perBooked: null,
      perSigned: null,
    });
    expect(report.total.counts).toEqual({
      visits: 60,
      formStarts: 10,
      leads: 5,
      booked: 3,
      estimatesSent: 3,
      signed: 2,
    });
    expect(report.totalCosts.perLead).toBe(10_000);
    expect(report.withoutScript.counts).toMatchObject({ leads: 1, booked: 1, signed: 0 });
  });

  it("groups the same people by landing page, campaign tags left out", async () => {
    const report = await funnelReport("landing", NOVEMBER, SITE);
    expect(
      report.rows.map(({ key, counts }) => [key, counts.visits, counts.leads, counts.signed]),
    ).toEqual([
      ["/services/kitchen-remodeling", 40, 3, 1],
      ["/service-area/plano-remodeling-contractor", 20, 2, 1],
    ]);
    expect(report.costs.size).toBe(0);
  });

  it("takes only the days asked for: the first half of November", async () => {
    const report = await funnelReport("source", { from: "2026-11-01", to: "2026-11-15" }, SITE);
    const paid = report.rows.find((row) => row.key === "paid/google")!;
    expect(paid.counts).toMatchObject({ leads: 2, booked: 1, signed: 1 });
    // 15 of 30 days of $500.00: $16.67 a day for the first 20 days (the odd cents), $16.66 after.
    expect(report.costs.get("paid/google")?.spent).toBe(25_005);
  });
});
