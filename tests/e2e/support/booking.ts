import { createHmac, randomBytes } from "node:crypto";
import { createClient } from "@libsql/client";
import { test, type Page } from "@playwright/test";
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

let picks = 0;

/**
 * A time the open day offers (an ISO instant), a different one for each pick of each worker:
 * tests running at once against one server would otherwise all take the first, and each but one
 * be told it was just taken. A retry runs in a new worker, so it picks another.
 */
export async function anOfferedTime(page: Page) {
  const values = await page
    .locator('details[open] input[name="start"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  if (values.length === 0) throw new Error("The booking page offers no time on its open day");
  return values[(test.info().workerIndex * 5 + picks++) % values.length]!;
}

/** The times the booking page offers, by value. */
export const offeredTimes = (page: Page) =>
  page
    .locator('input[name="start"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
