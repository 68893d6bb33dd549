import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDb } from "@/lib/db/client";
import { createLead, type SubmitContext } from "@/leads/create-lead";
import { issueFormToken, reusableToken, TOKEN_MAX_AGE_MS } from "@/leads/form-token";
import { kickOutbox, processOutbox, startOutboxLoop, stopOutboxLoop } from "@/lib/outbox/loop";
import { SIGNATURE_HEADER } from "@/leads/delivery/webhook";
import { queueDueReminders } from "@/leads/response-clock/reminders";
import { startNtfyStandIn } from "../support/ntfy-stand-in.mjs";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { partOf } from "../support/mail-parts";
import { defaultSiteFacts, defaultSiteFactsIn } from "@/business/site-facts";
import { leadCopyFor } from "@/leads/notices";

const dir = mkdtempSync(path.join(tmpdir(), "leads-"));
const dbFile = path.join(dir, "leads.db");
const sql = createClient({ url: `file:${dbFile}` });

const validLead = {
  fullName: "Maria Lopez",
  email: "maria@example.com",
  phone: "(214) 555-0199",
  projectAddress: "1234 Elm St",
  city: "Plano",
  serviceType: ["Kitchen Remodel", "Bathroom Remodel"],
  startDate: "",
  budgetRange: "$50K–$100K",
  projectDescription: "Open the galley kitchen <b>please</b>",
  hearAboutUs: "Referral",
  consent: true,
};

async function context(overrides: Partial<SubmitContext> = {}): Promise<SubmitContext> {
  return {
    clientIp: "203.0.113.9",
    userAgent: "vitest",
    formPage: "/contact",
    firstTouch: {
      landingPage: "/services/kitchen-remodeling?utm_source=google",
      utmSource: "google",
      referrer: "https://www.google.com/",
      at: "2026-11-20T10:00:00.000Z",
    },
    consentText: leadCopyFor(defaultSiteFacts).consentText,
    formToken: await issueFormToken(Date.now() - 10_000),
    honeypot: "",
    ...overrides,
  };
}

const rows = async (query: string, args: (string | number)[] = []) =>
  (await sql.execute({ sql: query, args })).rows;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(() => {
  process.env.DATABASE_URL = `file:${dbFile}`;
  process.env.OUTBOX_RETRY_BASE_MS = "1000";
  delete process.env.LEAD_WEBHOOK_URL;
});

afterEach(() => {
  delete process.env.NTFY_URL;
  delete process.env.NTFY_TOKEN;
  delete process.env.SMTP_URL;
  delete process.env.LEAD_WEBHOOK_URL;
  delete process.env.LEAD_WEBHOOK_SECRET;
  stopOutboxLoop();
});

afterAll(() => {
  closeDb();
  sql.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("lead intake against a real libSQL file and a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeEach(async () => {
    smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    process.env.LEAD_NOTIFY_TO = "owner@example.com";
    process.env.MAIL_FROM = "office@example.com";
  });
  afterEach(async () => {
    await smtp.close().catch(() => undefined);
  });

  it("stores the lead with attribution and consent, then delivers both e-mails", async () => {
    const result = await createLead(validLead, await context());
    expect(result).toMatchObject({ status: "success", spam: false });
    if (result.status !== "success") return;
    const [lead] = await rows("select * from leads where id = ?", [result.leadId]);
    expect(lead).toMatchObject({
      full_name: "Maria Lopez",
      city: "Plano",
      service_types: JSON.stringify(["Kitchen Remodel", "Bathroom Remodel"]),
      consent: 1,
      client_ip: "203.0.113.9",
      landing_page: "/services/kitchen-remodeling?utm_source=google",
      utm_source: "google",
      referrer: "https://www.google.com/",
      form_page: "/contact",
      first_touch_at: "2026-11-20T10:00:00.000Z",
      attributed_from: "first_visit",
      spam_verdict: "ok",
      is_spam: 0,
    });
    expect(String(lead?.consent_text)).toMatch(
      /phone, text or e-mail.*not a condition of purchase/,
    );

    await kickOutbox();
    expect(smtp.messages).toHaveLength(2);
    const owner = smtp.messages.find((m) => m.to.includes("owner@example.com"));
    const homeowner = smtp.messages.find((m) => m.to.includes("maria@example.com"));
    expect(owner?.raw).toContain("New estimate request #");
    expect(owner?.raw).toContain("&lt;b&gt;please&lt;/b&gt;");
    expect(homeowner?.from).toBe("office@example.com");
    const deliveries = await rows(
      "select channel, status, attempts from deliveries where subject = 'lead' and subject_id = ? order by id",
      [result.leadId],
    );
    expect(deliveries).toEqual([
      expect.objectContaining({ channel: "owner_email", status: "sent", attempts: 1 }),
      expect.objectContaining({ channel: "homeowner_email", status: "sent", attempts: 1 }),
    ]);
  });

  it("stores a lead from the Spanish form as Spanish and answers the homeowner in Spanish", async () => {
    const result = await createLead(
      { ...validLead, email: "lucia@example.com", fullName: "Lucía Hernández" },
      await context({
        language: "es",
        formPage: "/es/contact",
        consentText: leadCopyFor(defaultSiteFactsIn.es).consentText,
      }),
    );
    expect(result).toMatchObject({ status: "success", spam: false });
    if (result.status !== "success") return;
    const [lead] = await rows("select language, consent_text from leads where id = ?", [
      result.leadId,
    ]);
    expect(lead?.language).toBe("es");
    expect(String(lead?.consent_text)).toMatch(/^Acepto que .* se comunique conmigo/);

    await kickOutbox();
    const owner = smtp.messages.find((m) => m.to.includes("owner@example.com"));
    const homeowner = smtp.messages.find((m) => m.to.includes("lucia@example.com"));
    expect(partOf(owner!.raw, "text/plain")).toMatch(
      /^New estimate request #\d+ – Prefers Spanish\r?\n/,
    );
    const text = partOf(homeowner!.raw, "text/plain");
    expect(text).toContain("Hola, Lucía:");
    expect(text).toContain("¡Gracias por comunicarse con");
    expect(text).toContain("Servicios: Remodelación de cocina, Remodelación de baño");
  });

  it("with SMTP down the submit still succeeds at once, and the e-mail goes out when SMTP is back", async () => {
    const port = smtp.port;
    await smtp.close();
    const started = Date.now();
    const result = await createLead(
      { ...validLead, fullName: "Down Test", email: "down@example.com" },
      await context(),
    );
    expect(result.status).toBe("success");
    expect(Date.now() - started).toBeLessThan(2000);
    if (result.status !== "success") return;

    await kickOutbox();
    const failed = await rows(
      "select status, attempts, last_error, next_attempt_at from deliveries where subject = 'lead' and subject_id = ?",
      [result.leadId],
    );
    expect(failed).toHaveLength(2);
    for (const row of failed) {
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(String(row.last_error)).toMatch(/ECONNREFUSED|connect/i);
      expect(new Date(String(row.next_attempt_at)).getTime()).toBeGreaterThan(Date.now());
    }

    smtp = await startSmtpSink(port);
    expect(await processOutbox(new Date())).toBe(0);
    expect(await processOutbox(later(5))).toBe(2);
    expect(smtp.messages.filter((m) => m.raw.includes("down@example.com"))).toHaveLength(2);
    const sent = await rows(
      "select status, attempts from deliveries where subject = 'lead' and subject_id = ?",
      [result.leadId],
    );
    expect(sent.every((row) => row.status === "sent" && row.attempts === 2)).toBe(true);
  });

  it("rejects a crafted submission field by field and stores nothing", async () => {
    const [before] = await rows("select count(*) as n from leads");
    const result = await createLead(
      {
        fullName: "x".repeat(5000),
        email: 12,
        phone: "call me",
        projectAddress: [],
        city: "Houston",
        serviceType: "Everything",
        budgetRange: "$1",
        consent: "false",
        projectDescription: "y".repeat(2001),
      },
      await context(),
    );
    expect(result.status).toBe("invalid");
    if (result.status === "invalid") {
      expect(Object.keys(result.fieldErrors).sort()).toEqual(
        [
          "budgetRange",
          "city",
          "consent",
          "email",
          "fullName",
          "phone",
          "projectAddress",
          "projectDescription",
          "serviceType",
        ].sort(),
      );
      expect(result.fieldErrors.fullName).toBe("Name is too long");
      expect(result.fieldErrors.city).toBe("City selection is required");
    }
    const [after] = await rows("select count(*) as n from leads");
    expect(after?.n).toBe(before?.n);
  });

  it("answers the Spanish form's bad input in Spanish and stores nothing", async () => {
    const [before] = await rows("select count(*) as n from leads");
    const result = await createLead(
      { ...validLead, fullName: "x".repeat(5000), city: "Houston", consent: "false" },
      await context({ language: "es", formPage: "/es/contact" }),
    );
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: {
        fullName: "El nombre es demasiado largo",
        city: "Elija su ciudad",
        consent: "Necesitamos su consentimiento para enviar la solicitud",
      },
    });
    const [after] = await rows("select count(*) as n from leads");
    expect(after?.n).toBe(before?.n);
  });

  it("stores honeypot, too-fast and unsigned submissions as spam and never delivers them", async () => {
    const verdicts = [
      await createLead(
        { ...validLead, fullName: "Honey Pot" },
        await context({ honeypot: "http://spam.example" }),
      ),
      await createLead(
        { ...validLead, fullName: "Too Fast" },
        await context({ formToken: await issueFormToken(Date.now()) }),
      ),
      await createLead(
        { ...validLead, fullName: "Forged Token" },
        await context({ formToken: "1700000000000.forged" }),
      ),
    ];
    for (const verdict of verdicts)
      expect(verdict).toMatchObject({ status: "success", spam: true });
    const spam = await rows(
      "select full_name, spam_verdict, is_spam, status from leads where is_spam = 1 order by id",
    );
    expect(spam.map((r) => [r.full_name, r.spam_verdict, r.status])).toEqual([
      ["Honey Pot", "honeypot", "spam"],
      ["Too Fast", "too_fast", "spam"],
      ["Forged Token", "bad_token", "spam"],
    ]);
    const [deliveries] = await rows(
      "select count(*) as n from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where l.is_spam = 1",
    );
    expect(deliveries?.n).toBe(0);
    await processOutbox(later(60));
    expect(smtp.messages.filter((m) => /Honey Pot|Too Fast|Forged Token/.test(m.raw))).toEqual([]);
  });
});

describe("form tokens", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeEach(async () => {
    smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
  });
  afterEach(async () => {
    await smtp.close().catch(() => undefined);
  });

  it("are good for one lead: a replayed token is stored as spam and never delivered", async () => {
    const token = await issueFormToken(Date.now() - 10_000);
    const first = await createLead(
      { ...validLead, fullName: "Token Once", email: "token-once@example.com" },
      await context({ formToken: token }),
    );
    const replays = await Promise.all(
      ["Replay One", "Replay Two", "Replay Three"].map(async (fullName) =>
        createLead({ ...validLead, fullName }, await context({ formToken: token })),
      ),
    );
    expect(first).toMatchObject({ status: "success", spam: false });
    for (const replay of replays) expect(replay).toMatchObject({ status: "success", spam: true });
    const stored = await rows(
      "select full_name, spam_verdict, status from leads where full_name in ('Token Once', 'Replay One', 'Replay Two', 'Replay Three') order by id",
    );
    expect(stored.map((row) => row.spam_verdict)).toEqual([
      "ok",
      "replayed",
      "replayed",
      "replayed",
    ]);
    const [deliveries] = await rows(
      "select count(*) as n from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where l.full_name like 'Replay %'",
    );
    expect(deliveries?.n).toBe(0);
    await kickOutbox();
    expect(smtp.messages.filter((m) => m.raw.includes("token-once@example.com"))).toHaveLength(2);
    expect(smtp.messages.filter((m) => m.raw.includes("Replay"))).toEqual([]);
  });

  it("no relay: one address gets at most 3 confirmations a day, the owner hears of every lead", async () => {
    const emails = [
      "Many@Example.com",
      "many@example.com",
      "MANY@example.com",
      "many@example.com",
      "many@EXAMPLE.com",
    ];
    for (const [index, email] of emails.entries())
      expect(
        await createLead({ ...validLead, fullName: `Many ${index}`, email }, await context()),
      ).toMatchObject({ status: "success", spam: false });
    await kickOutbox();
    const toVisitor = smtp.messages.filter((m) =>
      m.to.some((to) => /^many@example\.com$/i.test(to)),
    );
    const toOwner = smtp.messages.filter(
      (m) => /New estimate request #\d+/.test(m.raw) && /many@example\.com/i.test(m.raw),
    );
    expect(toVisitor).toHaveLength(3);
    expect(toOwner).toHaveLength(5);
    const skipped = await rows(
      "select count(*) as n from deliveries d join leads l on l.id = d.subject_id and d.subject = 'lead' where lower(l.email) = 'many@example.com' and d.channel = 'homeowner_email' and d.status = 'skipped'",
    );
    expect(skipped[0]?.n).toBe(2);
  });

  it("expire: a token older than its lifetime is stored as spam", async () => {
    const stale = await issueFormToken(Date.now() - TOKEN_MAX_AGE_MS - 60_000);
    const result = await createLead(
      { ...validLead, fullName: "Stale Token" },
      await context({ formToken: stale }),
    );
    expect(result).toMatchObject({ status: "success", spam: true });
    const [lead] = await rows("select spam_verdict from leads where full_name = 'Stale Token'");
    expect(lead?.spam_verdict).toBe("expired");
  });

  it("are given back for a correction, so the fill time counts from the first view", async () => {
    const fresh = await issueFormToken(Date.now());
    expect(await reusableToken(fresh)).toBe(fresh);
    expect(await reusableToken(await issueFormToken(Date.now() - TOKEN_MAX_AGE_MS - 1))).toBe(
      undefined,
    );
    expect(await reusableToken(`${fresh.slice(0, -2)}xx`)).toBe(undefined);
    expect(await reusableToken(42)).toBe(undefined);
  });
});

describe("delivery channels that are not configured", () => {
  it("stores the lead, marks e-mail 'not configured', and sends once SMTP is configured", async () => {
    delete process.env.SMTP_URL;
    const result = await createLead(
      { ...validLead, fullName: "Later Mail", email: "later@example.com" },
      await context(),
    );
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(
      (
        await rows("select status from deliveries where subject = 'lead' and subject_id = ?", [
          result.leadId,
        ])
      ).map((r) => r.status),
    ).toEqual(["not_configured", "not_configured"]);

    const smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    await startOutboxLoop(60_000);
    await kickOutbox();
    expect(smtp.messages.filter((m) => m.raw.includes("later@example.com"))).toHaveLength(2);
    await smtp.close();
  });

  it("posts a signed webhook when LEAD_WEBHOOK_URL is set", async () => {
    const received: { body: string; signature?: string }[] = [];
    const hook = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push({
          body,
          signature: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        });
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    const address = hook.address();
    process.env.LEAD_WEBHOOK_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
    process.env.LEAD_WEBHOOK_SECRET = "hook-secret";

    const result = await createLead({ ...validLead, fullName: "Hook Lead" }, await context());
    await kickOutbox();
    expect(result.status).toBe("success");
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(JSON.parse(call!.body).lead).toMatchObject({ fullName: "Hook Lead", city: "Plano" });
    expect(call!.signature).toBe(
      `sha256=${createHmac("sha256", "hook-secret").update(call!.body).digest("hex")}`,
    );
    await new Promise<void>((resolve) => hook.close(() => resolve()));
  });
});

describe("phone alerts through ntfy", () => {
  it("one lead is one alert to the topic, with no contact details; spam alerts no one", async () => {
    const ntfy = await startNtfyStandIn();
    process.env.NTFY_URL = ntfy.topicUrl;
    process.env.NTFY_TOKEN = "tk_owner";

    const lead = await createLead({ ...validLead, fullName: "Nadia Alert" }, await context());
    await createLead(
      { ...validLead, fullName: "Bot Alert" },
      await context({ honeypot: "http://spam.example" }),
    );
    await kickOutbox();
    await processOutbox(later(60));

    expect(ntfy.received).toHaveLength(1);
    const [alert] = ntfy.received;
    expect(alert).toMatchObject({ path: "/", auth: "Bearer tk_owner" });
    expect(alert!.body).toMatchObject({
      topic: "owner-leads-7f3k",
      title: "New lead: Nadia in Plano",
      priority: 4,
    });
    for (const secret of [validLead.email, "555-0199", validLead.projectAddress, "galley"])
      expect(JSON.stringify(alert!.body)).not.toContain(secret);
    if (lead.status !== "success") throw new Error("the lead was not stored");
    expect(alert!.body.click).toMatch(new RegExp(`/admin/collections/leads/${lead.leadId}$`));
    const [row] = await rows(
      "select status from deliveries where subject = 'lead' and subject_id = ? and channel = ?",
      [lead.leadId, "ntfy"],
    );
    expect(row?.status).toBe("sent");
    await ntfy.close();
  });

  it("an alert the topic refused while it was down goes out once it is back, exactly once", async () => {
    const ntfy = await startNtfyStandIn();
    process.env.NTFY_URL = ntfy.topicUrl;
    ntfy.state.answer = 503;

    const lead = await createLead({ ...validLead, fullName: "Rosa Retry" }, await context());
    if (lead.status !== "success") throw new Error("the lead was not stored");
    await kickOutbox();
    const [failed] = await rows(
      "select status, attempts from deliveries where subject = 'lead' and subject_id = ? and channel = ?",
      [lead.leadId, "ntfy"],
    );
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });

    ntfy.state.answer = 200;
    await processOutbox(later(5));
    await processOutbox(later(60));
    expect(ntfy.received.filter((r) => r.body.title === "New lead: Rosa in Plano")).toHaveLength(1);
    await ntfy.close();
  });
});

describe("the response clock's reminder", () => {
  // Monday Nov 23, 2026, 10 AM in Dallas: inside a fresh install's opening hours (Mon–Fri 7–6).
  const mondayTenAm = new Date("2026-11-23T16:00:00Z");
  const before = (at: Date, minutes: number) =>
    new Date(at.getTime() - minutes * 60_000).toISOString();
  const sentAt = (id: number, iso: string) =>
    sql.execute({ sql: "update leads set created_at = ? where id = ?", args: [iso, id] });
  const stored = async (fullName: string) => {
    const result = await createLead({ ...validLead, fullName }, await context());
    if (result.status !== "success") throw new Error("the lead was not stored");
    return result.leadId;
  };

  it("reminds the owners once, by e-mail and ntfy, of a lead still New after 15 minutes", async () => {
    const smtp = await startSmtpSink();
    const ntfy = await startNtfyStandIn();
    process.env.SMTP_URL = smtp.url;
    process.env.LEAD_NOTIFY_TO = "owner@example.com";
    process.env.NTFY_URL = ntfy.topicUrl;
    const waiting = await stored("Lena Waiting");
    const answered = await stored("Omar Answered");
    const recent = await stored("Ivy Recent");
    await kickOutbox();
    await sentAt(waiting, before(mondayTenAm, 20));
    await sentAt(answered, before(mondayTenAm, 30));
    await sql.execute({
      sql: "update leads set first_response_at = ? where id = ?",
      args: [before(mondayTenAm, 25), answered],
    });
    await sentAt(recent, before(mondayTenAm, 10));

    expect(await queueDueReminders(mondayTenAm)).toBe(1);
    expect(await queueDueReminders(new Date(mondayTenAm.getTime() + 1_000))).toBe(0);
    await processOutbox(mondayTenAm);
    await processOutbox(later(120));

    const alerts = ntfy.received.filter((r) => String(r.body.title).startsWith("Still waiting"));
    expect(alerts.map((r) => r.body.title)).toEqual([
      expect.stringMatching(/^Still waiting: Lena, Plano, \d+ (h \d\d )?min$/),
    ]);
    const mails = smtp.messages.filter((m) => m.raw.includes("Still waiting: estimate request"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(["owner@example.com"]);
    expect(mails[0]!.raw).toContain(`Still waiting: estimate request #${waiting} (Plano)`);
    expect(
      await rows(
        "select channel, status from deliveries where subject = 'lead' and subject_id = ? and channel like ?",
        [waiting, "%reminder"],
      ),
    ).toEqual([
      expect.objectContaining({ channel: "owner_reminder", status: "sent" }),
      expect.objectContaining({ channel: "ntfy_reminder", status: "sent" }),
    ]);
    const reminded = await rows(
      "select id from leads where reminder_sent_at is not null and id in (?, ?, ?)",
      [waiting, answered, recent],
    );
    expect(reminded.map((row) => row.id)).toEqual([waiting]);

    // Answered before it would be reminded: nothing more is queued for it, ever.
    await sql.execute({
      sql: "update leads set status = 'contacted' where id = ?",
      args: [recent],
    });
    await queueDueReminders(new Date(mondayTenAm.getTime() + 60 * 60_000));
    const [answeredLater] = await rows("select reminder_sent_at from leads where id = ?", [recent]);
    expect(answeredLater?.reminder_sent_at).toBeNull();
    await ntfy.close();
    await smtp.close();
  });

  it("counts opening hours: a lead sent on Saturday night is reminded after 7:15 on Monday", async () => {
    const lead = await stored("Sam Saturday");
    // The outbox run the new lead started looks for due reminders at the real time: let it end
    // before the lead is moved back, or it reminds the lead on today's clock.
    await kickOutbox();
    // Saturday Nov 28, 2026, 8 PM in Dallas.
    await sentAt(lead, "2026-11-29T02:00:00.000Z");
    const remindedAt = async () =>
      (await rows("select reminder_sent_at from leads where id = ?", [lead]))[0]?.reminder_sent_at;
    await queueDueReminders(new Date("2026-11-30T13:14:00Z"));
    expect(await remindedAt()).toBeNull();
    await queueDueReminders(new Date("2026-11-30T13:15:00Z"));
    expect(await remindedAt()).toBe("2026-11-30T13:15:00.000Z");
  });
});

describe("when the lead store cannot be written", () => {
  it("answers with an error (the form then shows Submission Error) instead of pretending success", async () => {
    closeDb();
    // A path below an existing file can never be created or opened.
    process.env.DATABASE_URL = `file:${dbFile}/not-a-folder/leads.db`;
    const result = await createLead(validLead, await context({ formToken: "1.x" }));
    expect(result).toEqual({ status: "error" });
    closeDb();
    process.env.DATABASE_URL = `file:${dbFile}`;
  });
});
