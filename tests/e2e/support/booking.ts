import { createHmac, randomBytes } from "node:crypto";
import { createClient } from "@libsql/client";
import type { Page } from "@playwright/test";
import { e2eDatabaseUrl } from "../../../playwright.config";

/**
 * A booking link for a lead, signed the way the site signs them (lib/security/signed-token.ts)
 * with the key in its database (made here if the site has made none yet): for links the thank-you
 * view does not hand out, e.g. one that expired, or for leads a test writes straight to the store.
 */
export async function bookingPathFor(
  leadId: number,
  expiresAt: Date,
  store = e2eDatabaseUrl,
): Promise<string> {
  const client = createClient({ url: store, timeout: 5000 });
  try {
    await client.execute({
      sql: "insert into settings (key, value) values ('link_signing_key', ?) on conflict do nothing",
      args: [randomBytes(32).toString("hex")],
    });
    const { rows } = await client.execute(
      "select value from settings where key = 'link_signing_key'",
    );
    const key = String(rows[0]?.value);
    const body = `${leadId}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    const mac = createHmac("sha256", key).update(`book:${body}`).digest("base64url").slice(0, 32);
    return `/book?t=${body}.${mac}`;
  } finally {
    client.close();
  }
}

/**
 * A time the booking page offers (an ISO instant), at random: tests running at once against one
 * server (and the admin's, which book too) would otherwise take the same and all but one be told
 * it was just taken. `inOpenDay` keeps to the day the page shows unfolded; otherwise any day's.
 */
export async function anOfferedTime(page: Page, { inOpenDay = false, except = "" } = {}) {
  const inputs = page.locator(
    inOpenDay ? 'details[open] input[name="start"]' : 'input[name="start"]',
  );
  const values = (
    await inputs.evaluateAll((all) => all.map((input) => (input as HTMLInputElement).value))
  ).filter((value) => value !== except);
  if (values.length === 0) throw new Error("The booking page offers no time");
  return values[Math.floor(Math.random() * values.length)]!;
}

/** Unfolds the day a time is in (no script needed: a <details>) and says that day. */
export async function showDayOf(page: Page, value: string) {
  const day = page.locator("details", {
    has: page.locator(`input[name="start"][value="${value}"]`),
  });
  if (!(await day.evaluate((details) => (details as HTMLDetailsElement).open)))
    await day.locator("summary").click();
  return (await day.locator("summary").innerText()).split("\n")[0]!.trim();
}

/** The times the booking page offers, by value. */
export const offeredTimes = (page: Page) =>
  page
    .locator('input[name="start"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
