import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import { readFileSync } from "node:fs";
import {
  baseURL,
  e2eAdminPassword,
  e2eOwnerEmail,
  e2eOwnerSession,
} from "../../../playwright.config";
import { uniqueTag } from "./lead-store";

export const owner = { email: e2eOwnerEmail, password: e2eAdminPassword };

/**
 * Signs in on the admin's own sign-in page, as a person does. The form is the engine's, and
 * typing before it has hydrated can be wiped by it, so typing is repeated until it sticks.
 */
export async function signInToCms(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await expect(async () => {
    await email.fill(account.email);
    await password.fill(account.password);
    await expect(email).toHaveValue(account.email, { timeout: 500 });
    await expect(password).toHaveValue(account.password, { timeout: 500 });
  }).toPass();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** The owner's shared session (tests/e2e/owner-session.setup.ts), for `test.use({ storageState })`. */
export const ownerSession = e2eOwnerSession;

/** The owner's bearer token for the REST API, as an owner's script would use it. */
export function ownerApiHeaders() {
  const { token } = JSON.parse(readFileSync(e2eOwnerSession, "utf8")) as { token: string };
  return { Authorization: `JWT ${token}` };
}

/** An account's bearer token for the REST API, from a sign-in at the API. */
export async function apiHeadersOf(
  request: APIRequestContext,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  const response = await request.post(`${baseURL}/api/users/login`, { headers, data: account });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  return { headers: { Authorization: `JWT ${token}` }, userId: user.id };
}

/** A staff account made by the owner through the API; unique per call so retries start clean. */
export async function createStaff(request: APIRequestContext, tag: string) {
  const account = { email: `staff-${tag}@e2e.example.com`, password: "staff password 123" };
  const response = await request.post(`${baseURL}/api/users`, {
    headers: ownerApiHeaders(),
    data: { ...account, role: "staff", name: "Sam Staff" },
  });
  expect(response.status()).toBe(201);
  return account;
}

/**
 * Clicks Save (or `button`, e.g. "Publish changes") until the admin answers with `outcome`: a click that lands while the engine's form
 * is still recomputing its state is dropped by it, as a person would see and click again. The
 * answer is the toast, or the save's own reply that the toast shows: on a machine short of CPU
 * the engine has left its "Submitting…" toast in place of a save that succeeded, and a second
 * click on an unchanged form sends nothing.
 */
/**
 * Adds a row to the array field at `path` and types its values. The admin draws a new row's
 * fields with a round trip to the server, and a row can show closed (or be drawn again, losing
 * what was typed) when that lands while the form is busy: the rows are shown and typed into again
 * until every value holds, as a person would.
 */
export async function addArrayRow(page: Page, path: string, values: [Locator, string][]) {
  const array = page.locator(`#field-${path}`);
  await array.getByRole("button", { name: /^Add / }).click();
  await expect(async () => {
    const [first] = values[0]!;
    if (!(await first.isVisible())) await array.getByRole("button", { name: "Show All" }).click();
    for (const [field, value] of values) await field.fill(value, { timeout: 3000 });
    for (const [field, value] of values) await expect(field).toHaveValue(value, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

export async function saveInCms(page: Page, outcome: string, button = "Save") {
  let answer = "";
  const listen = (response: Response) => {
    const method = response.request().method();
    if (method === "GET" || !new URL(response.url()).pathname.startsWith("/api/")) return;
    void response.text().then(
      (text) => (answer += text),
      () => undefined,
    );
  };
  page.on("response", listen);
  try {
    await expect(async () => {
      await page.getByRole("button", { name: button }).click();
      // A toast of an earlier step (a photo just created) may still show beside this one.
      await expect
        .poll(async () => answer.includes(outcome) || (await page.getByText(outcome).count()) > 0, {
          timeout: 3000,
        })
        .toBe(true);
    }).toPass({ timeout: 30_000 });
  } finally {
    page.off("response", listen);
  }
}

/** An account's token from a sign-in at the API of the server `request` is bound to. */
export async function tokenAt(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const response = await request.post("/api/users/login", { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A server of a test's own (startExtraServer) is built for the main test server's address, so
 * its admin refuses the writes its pages send with their own origin. The page's requests to
 * `pattern` are handed over without origin or cookie, with the account's token instead.
 */
export async function handOverWrites(page: Page, pattern: string, token: string) {
  await page.route(pattern, async (route) => {
    const headers = route.request().headers();
    delete headers.origin;
    delete headers.cookie;
    await route.fulfill({
      response: await route.fetch({ headers: { ...headers, authorization: `JWT ${token}` } }),
    });
  });
}

/**
 * Follows a link in the admin: its router may still be settling after a page load and swallow a
 * click, so a click that led nowhere is made again, as a person would.
 */
export const followAdminLink = (page: Page, target: Locator, url: RegExp) =>
  expect(async () => {
    await target.click();
    await expect(page).toHaveURL(url, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });

/** A changed FAQ answer, as long as the admin asks (40 to 120 words), with a tag of its own. */
const kitchenWeeks = (tag: string) =>
  `Checked ${tag}: most kitchen remodels in Dallas take six to ten weeks once the work starts. Permits, custom cabinets and countertop templating set the pace, and you get a written schedule before demolition, so you know which weeks the kitchen is out of use.`;

/**
 * Saves a new answer to a shown FAQ through the admin's API at `api` (an instance, or a cache
 * in front of it), then views `page` until it shows the answer, for at most a second: the
 * answer, and how long it took to show.
 */
export async function faqAnswerShownWithinASecond(
  request: APIRequestContext,
  {
    api,
    headers,
    page,
    view = request,
  }: {
    api: string;
    headers: Record<string, string>;
    page: string;
    /** Who views the page: another context than the one signed in, to be a visitor. */
    view?: APIRequestContext;
  },
) {
  const found = await request.get(`${api}/api/faqs?where[shown][equals]=true&limit=1&depth=0`, {
    headers,
  });
  const faq = ((await found.json()) as { docs: { id: number }[] }).docs[0]!;
  const answer = kitchenWeeks(uniqueTag());
  const saved = await request.patch(`${api}/api/faqs/${faq.id}`, { headers, data: { answer } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const savedAt = Date.now();
  await expect
    .poll(async () => (await (await view.get(page)).text()).includes(answer), {
      timeout: 1000,
      intervals: [50],
    })
    .toBe(true);
  return { answer, ms: Date.now() - savedAt };
}
