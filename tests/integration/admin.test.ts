import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { NextRequest } from "next/server";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addNote, changeLeadStatus, logOut, retryDelivery } from "@/app/(site)/admin/actions";
import { GET as exportCsv } from "@/app/(site)/admin/export/route";
import AdminLeadPage from "@/app/(site)/admin/leads/[id]/page";
import { logIn } from "@/app/(site)/admin/login/actions";
import AdminLoginPage from "@/app/(site)/admin/login/page";
import AdminInboxPage from "@/app/(site)/admin/page";
import { InboxView } from "@/components/admin/inbox-view";
import type { LoginState } from "@/components/admin/login-form";
import { requireAdmin } from "@/lib/auth/guard";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { closeDb } from "@/lib/db/client";
import { insertLeadWithDeliveries } from "@/lib/db/queries";
import type { NewLeadRow } from "@/lib/db/schema";
import { stopOutboxLoop } from "@/lib/leads/outbox";
import { CLIENT_ADDRESS_HEADER } from "@/lib/net/client-address";
import { startSmtpSink } from "../support/smtp-sink.mjs";

type SetCookie = { name: string; value: string; options: Record<string, unknown> };

// The request the guard sees: its cookies and headers, as next/headers would give them.
const request = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  headers: new Headers(),
  setCookies: [] as SetCookie[],
}));

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined,
    set: (name: string, value: string, options: Record<string, unknown>) => {
      request.setCookies.push({ name, value, options });
      if (options.maxAge === 0) request.cookies.delete(name);
      else request.cookies.set(name, value);
    },
  }),
  headers: async () => request.headers,
}));
vi.mock("next/cache", () => ({ refresh: vi.fn() }));

const dir = mkdtempSync(path.join(tmpdir(), "admin-"));
const dbFile = path.join(dir, "leads.db");
const sql = createClient({ url: `file:${dbFile}` });
const PASSWORD = "owner password for tests";
const SECRET = "0123456789abcdef0123456789abcdef";

/** A lead as the intake stores it, with the fields a test cares about. */
const storedLead = (
  lead: { fullName: string; email: string } & Partial<NewLeadRow>,
): NewLeadRow => ({
  phone: "(214) 555-0100",
  projectAddress: "1 Main St",
  city: "Dallas",
  serviceTypes: ["Kitchen Remodel"],
  budgetRange: "$25K–$50K",
  consent: true,
  consentText: "I agree",
  consentAt: new Date().toISOString(),
  spamVerdict: "ok",
  isSpam: false,
  ...lead,
});

const rows = async (query: string, args: (string | number)[] = []) =>
  (await sql.execute({ sql: query, args })).rows;

const form = (fields: Record<string, string | number>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, String(value));
  return data;
};

const notFoundError = { digest: "NEXT_HTTP_ERROR_FALLBACK;404" };
const toSignIn = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin\/login;307;/) };
const toInbox = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin;307;/) };

let leadId = 0;
let failedDeliveryId = 0;
let ipCounter = 0;

function newClient() {
  ipCounter += 1;
  request.cookies.clear();
  request.setCookies.length = 0;
  request.headers = new Headers({ [CLIENT_ADDRESS_HEADER]: `203.0.113.${ipCounter}` });
}

async function signIn() {
  await expect(logIn({ status: "idle" }, form({ password: PASSWORD }))).rejects.toMatchObject(
    toInbox,
  );
  expect(request.cookies.get(SESSION_COOKIE)).toBeTruthy();
}

/** The props the inbox page hands its view: which page it shows, and the leads on it. */
async function inboxView(searchParams: Record<string, string>) {
  const page: ReactNode = await AdminInboxPage({ searchParams: Promise.resolve(searchParams) });
  const children = isValidElement<{ children?: ReactNode }>(page) ? page.props.children : [];
  const view = [children]
    .flat()
    .find(
      (child): child is ReactElement<Parameters<typeof InboxView>[0]> =>
        isValidElement(child) && child.type === InboxView,
    );
  if (!view) throw new Error("The inbox page rendered no InboxView");
  return view.props;
}

/** Every admin entry point, called the way Next calls it. */
const entryPoints = {
  "inbox page": () => AdminInboxPage({ searchParams: Promise.resolve({}) }),
  "lead page": () => AdminLeadPage({ params: Promise.resolve({ id: String(leadId) }) }),
  "CSV export": () => exportCsv(new NextRequest("http://localhost/admin/export")),
  "status action": () => changeLeadStatus(form({ leadId, status: "won" })),
  "note action": () => addNote(form({ leadId, body: "should never be stored" })),
  "retry action": () => retryDelivery(form({ deliveryId: failedDeliveryId })),
  "log-out action": () => logOut(),
};

async function expectLeadUntouched() {
  expect(await rows("select status, status_changed_at from leads where id = ?", [leadId])).toEqual([
    expect.objectContaining({ status: "new", status_changed_at: null }),
  ]);
  expect(await rows("select * from lead_notes where lead_id = ?", [leadId])).toHaveLength(0);
  expect(
    await rows("select status, attempts from deliveries where id = ?", [failedDeliveryId]),
  ).toEqual([expect.objectContaining({ status: "failed", attempts: 2 })]);
}

beforeAll(async () => {
  process.env.DATABASE_URL = `file:${dbFile}`;
  delete process.env.SMTP_URL;
  delete process.env.LEAD_WEBHOOK_URL;
  ({ id: leadId } = await insertLeadWithDeliveries(
    storedLead({
      fullName: "Secret Customer",
      email: "secret@example.com",
      phone: "(214) 555-0188",
      projectAddress: "9 Oak Lane",
      city: "Plano",
    }),
    [{ channel: "owner_email", status: "failed" }],
  ));
  await sql.execute({
    sql: "update deliveries set attempts = 2, last_error = 'connect ECONNREFUSED', next_attempt_at = ? where lead_id = ?",
    args: [new Date(Date.now() + 3600_000).toISOString(), leadId],
  });
  const [delivery] = await rows("select id from deliveries where lead_id = ?", [leadId]);
  failedDeliveryId = Number(delivery?.id);
});

beforeEach(() => {
  process.env.ADMIN_PASSWORD = PASSWORD;
  process.env.SESSION_SECRET = SECRET;
  newClient();
});

afterEach(() => {
  delete process.env.SMTP_URL;
  stopOutboxLoop();
});

afterAll(() => {
  closeDb();
  sql.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("with ADMIN_PASSWORD unset", () => {
  beforeEach(() => {
    delete process.env.ADMIN_PASSWORD;
  });

  it.each(Object.entries(entryPoints))("the %s answers 404", async (_name, call) => {
    await expect(call()).rejects.toMatchObject(notFoundError);
  });

  it("the sign-in page and the sign-in action answer 404, even with the right password", async () => {
    await expect(AdminLoginPage()).rejects.toMatchObject(notFoundError);
    await expect(logIn({ status: "idle" }, form({ password: PASSWORD }))).rejects.toMatchObject(
      notFoundError,
    );
    expect(request.setCookies).toEqual([]);
  });
});

describe("without a valid session", () => {
  it.each(Object.entries(entryPoints))(
    "the %s is refused with a redirect to sign-in and changes nothing",
    async (_name, call) => {
      await expect(call()).rejects.toMatchObject(toSignIn);
      await expectLeadUntouched();
    },
  );

  it("a forged, tampered or expired cookie is no session", async () => {
    await signIn();
    const real = request.cookies.get(SESSION_COOKIE) ?? "";
    const [body = "", signature = ""] = real.split(".");
    const forever = Buffer.from(JSON.stringify({ v: 1, iat: 0, exp: 9e15 })).toString("base64url");
    for (const cookie of [`${forever}.${signature}`, `${body}.x${signature.slice(1)}`, "admin"]) {
      request.cookies.set(SESSION_COOKIE, cookie);
      await expect(requireAdmin()).rejects.toMatchObject(toSignIn);
      await expect(changeLeadStatus(form({ leadId, status: "won" }))).rejects.toMatchObject(
        toSignIn,
      );
    }
    request.cookies.set(SESSION_COOKIE, real);
    vi.useFakeTimers({ now: Date.now() + 8 * 3600_000 + 1000, toFake: ["Date"] });
    try {
      await expect(requireAdmin()).rejects.toMatchObject(toSignIn);
    } finally {
      vi.useRealTimers();
    }
    await expectLeadUntouched();
  });

  it("a session signed before the password changed is no session", async () => {
    await signIn();
    process.env.ADMIN_PASSWORD = "a new password";
    await expect(requireAdmin()).rejects.toMatchObject(toSignIn);
  });
});

describe("with a short SESSION_SECRET", () => {
  beforeEach(() => {
    process.env.SESSION_SECRET = "too short";
  });

  it("every page and action goes to the sign-in page, which explains the problem and has no form", async () => {
    for (const call of Object.values(entryPoints))
      await expect(call()).rejects.toMatchObject(toSignIn);
    const page = await AdminLoginPage();
    expect(isValidElement(page)).toBe(true);
    expect(isValidElement(page) && (page.props as { problem?: string }).problem).toMatch(
      /SESSION_SECRET is missing or shorter than 32 characters/,
    );
    expect(await logIn({ status: "idle" }, form({ password: PASSWORD }))).toEqual({
      status: "misconfigured",
    });
    expect(request.setCookies).toEqual([]);
  });
});

describe("signing in", () => {
  it("sets an httpOnly, SameSite=Strict, /admin-scoped cookie for 8 hours; Secure over HTTPS", async () => {
    await signIn();
    expect(request.setCookies[0]?.options).toEqual({
      httpOnly: true,
      sameSite: "strict",
      secure: false,
      path: "/admin",
      maxAge: 8 * 3600,
    });
    newClient();
    request.headers.set("x-forwarded-proto", "https");
    await signIn();
    expect(request.setCookies[0]?.options).toMatchObject({ secure: true });
  });

  it("refuses a wrong password without a cookie, and the sixth attempt even with the right one", async () => {
    for (let i = 0; i < 5; i++)
      expect(await logIn({ status: "idle" }, form({ password: `guess ${i}` }))).toEqual({
        status: "wrong",
      });
    expect(await logIn({ status: "idle" }, form({ password: PASSWORD }))).toEqual({
      status: "rate_limited",
      minutes: 15,
    });
    expect(request.setCookies).toEqual([]);
    newClient();
    await signIn();
  });

  it("counts only failed attempts: the owner can sign in again and again", async () => {
    for (let i = 0; i < 8; i++) await signIn();
  });

  it("clears an address's failed attempts when the right password is given", async () => {
    for (let i = 0; i < 4; i++)
      expect(await logIn({ status: "idle" }, form({ password: `typo ${i}` }))).toEqual({
        status: "wrong",
      });
    await signIn();
    for (let i = 0; i < 5; i++)
      expect(await logIn({ status: "idle" }, form({ password: `typo ${i}` }))).toEqual({
        status: "wrong",
      });
    expect(await logIn({ status: "idle" }, form({ password: PASSWORD }))).toMatchObject({
      status: "rate_limited",
    });
  });

  it("answers a crafted payload with a refusal, never an exception, and sets no cookie", async () => {
    const file = new FormData();
    file.set("password", new Blob([PASSWORD]));
    const crafted: unknown[] = [undefined, null, "x", 42, { password: PASSWORD }, [PASSWORD], file];
    for (const payload of crafted) {
      newClient();
      expect(await logIn(undefined as unknown as LoginState, payload as FormData)).toEqual({
        status: "wrong",
      });
      expect(request.setCookies).toEqual([]);
    }
  });
});

describe("signed in", () => {
  beforeEach(signIn);

  it("changes the status and stamps the time, adds a note, and ignores invalid input", async () => {
    await changeLeadStatus(form({ leadId, status: "deleted" }));
    await addNote(form({ leadId, body: "   " }));
    expect(await rows("select status from leads where id = ?", [leadId])).toEqual([
      expect.objectContaining({ status: "new" }),
    ]);
    await changeLeadStatus(form({ leadId, status: "estimate_scheduled" }));
    await addNote(form({ leadId, body: "Called, visit on Friday" }));
    const [lead] = await rows("select status, status_changed_at from leads where id = ?", [leadId]);
    expect(lead?.status).toBe("estimate_scheduled");
    expect(String(lead?.status_changed_at)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(
      await rows("select body, created_at from lead_notes where lead_id = ?", [leadId]),
    ).toEqual([
      expect.objectContaining({ body: "Called, visit on Friday", created_at: expect.any(String) }),
    ]);
    await sql.execute({
      sql: "update leads set status = 'new', status_changed_at = null where id = ?",
      args: [leadId],
    });
    await sql.execute({ sql: "delete from lead_notes where lead_id = ?", args: [leadId] });
  });

  it("retries a failed notification now, and it goes out once SMTP answers", async () => {
    const smtp = await startSmtpSink();
    process.env.SMTP_URL = smtp.url;
    try {
      await retryDelivery(form({ deliveryId: failedDeliveryId }));
      expect(
        await rows("select status, attempts from deliveries where id = ?", [failedDeliveryId]),
      ).toEqual([expect.objectContaining({ status: "sent", attempts: 3 })]);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.close();
      await sql.execute({
        sql: "update deliveries set status = 'failed', attempts = 2, sent_at = null where id = ?",
        args: [failedDeliveryId],
      });
    }
  });

  it("exports the filtered leads as CSV", async () => {
    const response = await exportCsv(
      new NextRequest("http://localhost/admin/export?q=secret&city=Plano"),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-/);
    const text = await response.text();
    expect(text).toContain("Secret Customer");
    const none = await exportCsv(new NextRequest("http://localhost/admin/export?city=Allen"));
    expect((await none.text()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("ignores a crafted, non-form payload to an action", async () => {
    const crafted: unknown[] = ["leadId=1", 42, null, { leadId, status: "won" }];
    for (const payload of crafted) {
      await changeLeadStatus(payload as FormData);
      await addNote(payload as FormData);
      await retryDelivery(payload as FormData);
    }
    await expectLeadUntouched();
  });

  it("clamps the page number to the pages there are, whatever the query says", async () => {
    const fillers: number[] = [];
    for (let i = 0; i < 26; i++)
      fillers.push(
        await insertLeadWithDeliveries(
          storedLead({ fullName: `Filler ${i}`, email: `filler${i}@example.com` }),
          [],
        ).then(({ id }) => id),
      );
    try {
      const dallas = { city: "Dallas" };
      expect(await inboxView({ ...dallas, page: "2" })).toMatchObject({ page: 2, total: 26 });
      for (const page of ["3", "999999", "99999999999999999999999", "9".repeat(400)]) {
        const view = await inboxView({ ...dallas, page });
        expect(view, page).toMatchObject({ page: 2, total: 26 });
        expect(view.leads, page).toHaveLength(1);
      }
      for (const page of ["1e300", "1e3", "abc", "-1", "0", "2.5", "0x2", "+2", "", "Infinity"]) {
        const view = await inboxView({ ...dallas, page });
        expect(view, page).toMatchObject({ page: 1, total: 26 });
        expect(view.leads, page).toHaveLength(25);
      }
      expect(await inboxView({ ...dallas, status: "won", page: "7" })).toMatchObject({
        page: 1,
        total: 0,
        leads: [],
      });
      expect(await inboxView({ page: "1e300" })).toMatchObject({ page: 1 });
      const csv = await exportCsv(new NextRequest("http://localhost/admin/export?page=1e300"));
      expect(csv.status).toBe(200);
    } finally {
      await sql.execute(`delete from leads where id in (${fillers.join(",")})`);
    }
  });

  it("logs out by expiring the cookie", async () => {
    await expect(logOut()).rejects.toMatchObject(toSignIn);
    expect(request.setCookies.at(-1)).toMatchObject({
      name: SESSION_COOKIE,
      value: "",
      options: { maxAge: 0, path: "/admin" },
    });
    await expect(requireAdmin()).rejects.toMatchObject(toSignIn);
  });

  it("revokes the session on the server: a copy of the cookie is refused everywhere after log out", async () => {
    const copied = request.cookies.get(SESSION_COOKIE) ?? "";
    newClient();
    await signIn();
    const otherDevice = request.cookies.get(SESSION_COOKIE) ?? "";
    request.cookies.set(SESSION_COOKIE, copied);
    await expect(logOut()).rejects.toMatchObject(toSignIn);

    for (const [name, call] of Object.entries(entryPoints)) {
      request.cookies.set(SESSION_COOKIE, copied);
      await expect(call(), name).rejects.toMatchObject(toSignIn);
    }
    request.cookies.set(SESSION_COOKIE, copied);
    await expect(requireAdmin()).rejects.toMatchObject(toSignIn);
    const loginPage = await AdminLoginPage();
    expect(isValidElement(loginPage) && loginPage.props).not.toHaveProperty("problem");
    await expectLeadUntouched();

    request.cookies.set(SESSION_COOKIE, otherDevice);
    await expect(requireAdmin()).resolves.toMatchObject({ expiresAt: expect.any(Number) });
  });

  it("keeps a revocation only while its session could still be valid", async () => {
    const revoked = "select key, value from settings where key like 'revoked-admin-session:%'";
    await sql.execute({
      sql: "insert into settings (key, value) values (?, ?)",
      args: ["revoked-admin-session:stale", new Date(Date.now() - 1000).toISOString()],
    });
    const { sessionId, expiresAt } = await requireAdmin();
    await expect(logOut()).rejects.toMatchObject(toSignIn);
    const left = await rows(revoked);
    expect(left.map((row) => row.key)).not.toContain("revoked-admin-session:stale");
    expect(left).toContainEqual(
      expect.objectContaining({
        key: `revoked-admin-session:${sessionId}`,
        value: new Date(expiresAt).toISOString(),
      }),
    );
  });
});
