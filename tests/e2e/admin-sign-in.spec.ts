import { expect, test, type APIRequestContext } from "@playwright/test";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { apiHeadersOf, createStaff, ownerApiHeaders, signInToCms } from "./support/cms";
import { uniqueClientIp, uniqueTag } from "./support/lead-store";
import { startExtraServer } from "./support/next-server";

/*
 * The admin's sign-in as an anonymous attacker meets it: guessing from one address, trying to
 * lock the owner out, telling real accounts from unknown ones, flooding reset e-mails.
 */

const WRONG = "The email or password provided is incorrect.";
const TOO_MANY = "Too many failed sign-ins from your address";

/** An owner account of this test's own (the shared owner's sessions stay untouched). */
async function createOwner(request: APIRequestContext, tag: string) {
  const account = { email: `owner-${tag}@e2e.example.com`, password: "a second owner's password" };
  const response = await request.post("/api/users", {
    headers: ownerApiHeaders(),
    data: { ...account, role: "owner", name: `Owner ${tag}` },
  });
  expect(response.status()).toBe(201);
  return account;
}

const signIn = (
  request: APIRequestContext,
  address: string,
  account: { email: string; password: string },
) =>
  request.post("/api/users/login", {
    headers: { "x-forwarded-for": address },
    data: account,
  });

test("20 wrong sign-ins from one address get 429 while the owner signs in from another", async ({
  request,
}) => {
  const tag = uniqueTag();
  const theOwner = await createOwner(request, tag);
  const attacker = uniqueClientIp();
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    // Half aimed at the owner, half at addresses that have no account.
    const email = i % 2 ? theOwner.email : `nobody-${i}-${tag}@e2e.example.com`;
    const response = await signIn(request, attacker, { email, password: `guess number ${i}` });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      expect(JSON.stringify(await response.json())).toContain(TOO_MANY);
    }
  }
  expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  // The right password from the attacker's address waits too …
  expect((await signIn(request, attacker, theOwner)).status()).toBe(429);
  // … and from the owner's own address it works at once: nothing locked the account.
  expect((await signIn(request, uniqueClientIp(), theOwner)).status()).toBe(200);
});

test("wrong passwords from many addresses never lock the owner out", async ({ request }) => {
  const theOwner = await createOwner(request, uniqueTag());
  for (let i = 0; i < 12; i++)
    expect(
      (await signIn(request, uniqueClientIp(), { ...theOwner, password: `guess ${i}` })).status(),
    ).toBe(401);
  expect((await signIn(request, uniqueClientIp(), theOwner)).status()).toBe(200);
});

test("a known and an unknown e-mail are refused with the same answer, as slowly", async ({
  request,
}) => {
  const tag = uniqueTag();
  const known = await createStaff(request, tag);
  const timed = async (email: string) => {
    const started = performance.now();
    const response = await signIn(request, uniqueClientIp(), { email, password: "not it at all" });
    const ms = performance.now() - started;
    return { status: response.status(), body: await response.text(), ms };
  };
  const knownAnswers = [];
  const unknownAnswers = [];
  for (let i = 0; i < 5; i++) {
    knownAnswers.push(await timed(known.email));
    unknownAnswers.push(await timed(`unknown-${i}-${tag}@e2e.example.com`));
  }
  for (const answer of [...knownAnswers, ...unknownAnswers]) {
    expect(answer.status).toBe(401);
    expect(answer.body).toContain(WRONG);
  }
  expect(new Set([...knownAnswers, ...unknownAnswers].map((a) => a.body)).size).toBe(1);
  const median = (answers: { ms: number }[]) =>
    answers.map((a) => a.ms).sort((a, b) => a - b)[Math.floor(answers.length / 2)]!;
  // Before, an unknown e-mail was refused in 5% of a known one's time.
  expect(median(unknownAnswers)).toBeGreaterThan(median(knownAnswers) * 0.5);
});

test("a staff member sets a new password only with the current one, and never a short one", async ({
  request,
}) => {
  const staff = await createStaff(request, uniqueTag());
  const { headers, userId } = await apiHeadersOf(request, staff, {
    "x-forwarded-for": uniqueClientIp(),
  });
  const change = (data: Record<string, string>) =>
    request.patch(`/api/users/${userId}`, { headers, data });

  const withoutCurrent = await change({ password: "a stolen session's choice" });
  expect(withoutCurrent.status()).toBe(400);
  expect(JSON.stringify(await withoutCurrent.json())).toContain(
    "Type your current password to set a new one.",
  );
  const short = await change({ password: "short", currentPassword: staff.password });
  expect(short.status()).toBe(400);
  expect(JSON.stringify(await short.json())).toContain("at least 12 characters");
  expect((await signIn(request, uniqueClientIp(), { ...staff, password: "short" })).status()).toBe(
    401,
  );
  expect(
    (await change({ password: "a long new password", currentPassword: staff.password })).status(),
  ).toBe(200);
  expect(
    (
      await signIn(request, uniqueClientIp(), { ...staff, password: "a long new password" })
    ).status(),
  ).toBe(200);
});

test("the account page asks for the current password to set a new one", async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, uniqueTag());
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  await signInToCms(page, staff);
  await page.goto("/admin/account");
  // A click before the page has hydrated does nothing, and a refused save closes the fields
  // again: opened until they show. The engine also marks them invalid as they open, possibly
  // after the first typing: typed again, as a person would, until the save reaches the server.
  const saveUntil = async (message: string | RegExp) =>
    expect(async () => {
      if (!(await page.getByLabel("New Password").isVisible()))
        await page.getByRole("button", { name: "Change Password" }).click();
      for (const label of ["New Password", "Confirm Password"]) {
        await page.getByLabel(label).fill("", { timeout: 1000 });
        await page.getByLabel(label).fill("a brand new password");
      }
      await page.getByRole("button", { name: "Save" }).click();
      // The notice, not its copy for screen readers.
      await expect(page.getByText(message).filter({ visible: true }).first()).toBeVisible({
        timeout: 3000,
      });
    }).toPass({ timeout: 30_000 });
  await saveUntil("Type your current password to set a new one.");
  await page.getByLabel("Current password").fill(staff.password);
  await saveUntil(/Updated successfully/);
  expect(
    (
      await signIn(request, uniqueClientIp(), { ...staff, password: "a brand new password" })
    ).status(),
  ).toBe(200);
});

test("a reset e-mail goes out at most once per account in five minutes, however often asked", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const smtp = await startSmtpSink(0, {});
  const server = await startExtraServer({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: "reset-owner@e2e.example.com",
    ADMIN_PASSWORD: "the reset owner's password",
    PAYLOAD_SECRET: "reset-secret-0123456789abcdef0123456789",
  });
  try {
    const ask = (email: string, address = uniqueClientIp()) =>
      request.post(`${server.url}/api/users/forgot-password`, {
        headers: { "x-forwarded-for": address },
        data: { email },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask("reset-owner@e2e.example.com"));
    answers.push(await ask("no-account@e2e.example.com"));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(bodies).size).toBe(1);
    await expect.poll(() => smtp.messages.length).toBe(1);
    expect(smtp.messages[0]!.raw).toContain("reset-owner@e2e.example.com");

    // One address asking again and again is stopped after five.
    const flooder = uniqueClientIp();
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await ask(`flood-${i}@e2e.example.com`, flooder)).status());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(smtp.messages).toHaveLength(1);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
