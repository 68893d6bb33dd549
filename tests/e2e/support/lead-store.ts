import { createClient } from "@libsql/client";
import type { APIRequestContext } from "@playwright/test";
import { e2eDatabaseUrl } from "../../../playwright.config";

/** The server under test writes to the same file: wait for its lock instead of failing. */
const BUSY_WAIT_MS = 5000;

/** Reads the lead store of the server under test, the way the owner's admin would. */
export async function findLeadsByName(fullName: string) {
  const client = createClient({ url: e2eDatabaseUrl, timeout: BUSY_WAIT_MS });
  try {
    const result = await client.execute({
      sql: "select * from leads where full_name = ? order by id",
      args: [fullName],
    });
    return result.rows;
  } finally {
    client.close();
  }
}

let counter = 0;
/** A distinct client address per test, so the per-client rate limit only bites where a test wants it. */
export function uniqueClientIp(): string {
  counter += 1;
  return `198.51.${(process.pid + counter) % 250}.${(Date.now() + counter) % 250}`;
}

export type TestLead = {
  fullName: string;
  email?: string;
  phone?: string;
  city?: string;
  serviceTypes?: string[];
  budgetRange?: string;
  status?: string;
  createdAt?: string;
  projectDescription?: string;
  landingPage?: string;
  utmSource?: string;
  formPage?: string;
};

/** Writes a lead straight into the store of the server under test, as the intake would. */
export async function insertLead(lead: TestLead, store = e2eDatabaseUrl): Promise<number> {
  const client = createClient({ url: store, timeout: BUSY_WAIT_MS });
  const now = new Date().toISOString();
  try {
    const result = await client.execute({
      sql: `insert into leads (created_at, updated_at, full_name, email, phone, phone_digits, project_address, city, service_types,
              budget_range, project_description, consent, consent_text, consent_at, client_ip,
              landing_page, utm_source, form_page, spam_verdict, is_spam, status)
            values (?, ?, ?, ?, ?, ?, '1234 Elm St', ?, ?, ?, ?, 1,
              'I agree to be contacted by phone, text or e-mail about this inquiry.', ?, '198.51.100.7',
              ?, ?, ?, ?, ?, ?) returning id`,
      args: [
        lead.createdAt ?? now,
        lead.createdAt ?? now,
        lead.fullName,
        lead.email ?? "owner-test@example.com",
        lead.phone ?? "(214) 555-0199",
        (lead.phone ?? "(214) 555-0199").replace(/\D/g, ""),
        lead.city ?? "Dallas",
        JSON.stringify(lead.serviceTypes ?? ["Kitchen Remodel"]),
        lead.budgetRange ?? "$25K–$50K",
        lead.projectDescription ?? null,
        lead.createdAt ?? now,
        lead.landingPage ?? null,
        lead.utmSource ?? null,
        lead.formPage ?? "/contact",
        lead.status === "spam" ? "honeypot" : "ok",
        lead.status === "spam" ? 1 : 0,
        lead.status ?? "new",
      ],
    });
    return Number(result.rows[0]?.id);
  } finally {
    client.close();
  }
}

/** A notification row, e.g. a failed owner e-mail that the inbox should offer to retry. */
export async function insertDelivery(
  leadId: number,
  delivery: {
    channel: string;
    status: string;
    attempts?: number;
    lastError?: string;
    nextAttemptAt?: string;
  },
  store = e2eDatabaseUrl,
): Promise<number> {
  const client = createClient({ url: store, timeout: BUSY_WAIT_MS });
  try {
    const result = await client.execute({
      sql: `insert into deliveries (subject, subject_id, channel, status, attempts, last_error, next_attempt_at)
            values ('lead', ?, ?, ?, ?, ?, ?) returning id`,
      args: [
        leadId,
        delivery.channel,
        delivery.status,
        delivery.attempts ?? 0,
        delivery.lastError ?? null,
        delivery.nextAttemptAt ?? new Date(Date.now() + 3600_000).toISOString(),
      ],
    });
    return Number(result.rows[0]?.id);
  } finally {
    client.close();
  }
}

/**
 * Queues `count` owner notifications straight into a lead store, due now: leads named
 * `Queued <n> <tag>`, numbered from `from`. Says the leads' ids.
 */
export async function queueNotifications(store: string, count: number, tag: string, from = 0) {
  const leadIds: number[] = [];
  for (let i = from; i < from + count; i++) {
    const leadId = await insertLead(
      { fullName: `Queued ${i} ${tag}`, email: `queued.${i}.${tag}@example.com` },
      store,
    );
    await insertDelivery(
      leadId,
      { channel: "owner_email", status: "pending", nextAttemptAt: new Date().toISOString() },
      store,
    );
    leadIds.push(leadId);
  }
  return leadIds;
}

/** Any read of the store under test, e.g. a lead's status, notes or deliveries. */
export async function queryStore(
  sql: string,
  args: (string | number)[] = [],
  store = e2eDatabaseUrl,
) {
  const client = createClient({ url: store, timeout: BUSY_WAIT_MS });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

/** A token no other test's data contains, for searching the shared store. */
export const uniqueTag = () =>
  `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The form's hidden fields (its token, the honeypot) as the server rendered them. */
function hiddenInputs(html: string): [string, string][] {
  const form = /<form[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  return [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((tag) => [
    /name="([^"]*)"/.exec(tag[0])?.[1] ?? "",
    (/value="([^"]*)"/.exec(tag[0])?.[1] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
  ]);
}

/**
 * Loads /contact and posts the form as a browser without JavaScript does, from an address of its
 * own; answers the post's HTTP status. Sent at once, the lead is stored as spam (too fast), which
 * is still a write of the public intake.
 */
export async function submitLeadWithoutBrowser(request: APIRequestContext, fullName: string) {
  const headers = { "x-forwarded-for": uniqueClientIp() };
  const page = await request.get("/contact", { headers });
  const multipart: Record<string, string> = Object.fromEntries(hiddenInputs(await page.text()));
  Object.assign(multipart, {
    fullName,
    email: `${fullName.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
    phone: "(214) 555-0100",
    projectAddress: "100 Elm St",
    city: "Dallas",
    serviceType: "Kitchen Remodel",
    budgetRange: "$50K–$100K",
    projectDescription: "Stored beside admin saves.",
    consent: "on",
  });
  const response = await request.post("/contact", { headers, multipart });
  return response.status();
}

/**
 * A homeowner's message on a job, as the portal stores it (tests/e2e/portal.spec.ts posts one
 * through the portal's form): for tests of the admin, whose server sends no sign-in e-mail.
 */
export async function insertHomeownerMessage(jobId: number, body: string): Promise<number> {
  const client = createClient({ url: e2eDatabaseUrl, timeout: BUSY_WAIT_MS });
  const now = new Date().toISOString();
  try {
    const result = await client.execute({
      sql: `insert into job_messages (job_id, body, "from", created_at, updated_at)
            values (?, ?, 'homeowner', ?, ?) returning id`,
      args: [jobId, body, now, now],
    });
    return Number(result.rows[0]!.id);
  } finally {
    client.close();
  }
}
