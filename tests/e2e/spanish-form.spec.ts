import { expect, test, type Page } from "@playwright/test";
import { headerOf, partOf } from "../support/mail-parts";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { ownerSession } from "./support/cms";
import { findLeadsByName, queryStore, uniqueClientIp, uniqueTag } from "./support/lead-store";
import { startExtraServer } from "./support/next-server";
import { englishWordsIn } from "@/lib/i18n/english-leftovers";
import { defaultSiteFacts } from "@/business/site-facts";

// The Spanish form as a homeowner without JavaScript meets it: the server answers every step.
test.use({ javaScriptEnabled: false });

/** A little over the test server's LEAD_MIN_FILL_MS (playwright.config.ts). */
const MIN_FILL_MS = 1600;
const SEND = "Pedir mi presupuesto gratuito";

/** Every field in Spanish, the way a homeowner fills them. */
async function fillInSpanish(page: Page, name: string) {
  await page.getByLabel("Nombre completo", { exact: true }).fill(name);
  await page
    .getByLabel("Correo electrónico", { exact: true })
    .fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`);
  await page.getByLabel("Teléfono", { exact: true }).fill("(214) 555-0177");
  await page.getByLabel("Dirección del proyecto", { exact: true }).fill("4821 Bryan St");
  await page.getByLabel("Ciudad", { exact: true }).selectOption("Garland");
  await page.getByLabel("Remodelación de cocina").check();
  await page.getByLabel("Rango de presupuesto", { exact: true }).selectOption("Over $100K");
  await page.getByLabel(/^Acepto que/).check();
}

async function send(page: Page, shown: number) {
  await expect.poll(() => Date.now() - shown).toBeGreaterThan(MIN_FILL_MS);
  await page.getByRole("button", { name: SEND }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("the Spanish form answers mistakes in Spanish, keeps what was typed, and stores a Spanish lead", async ({
  page,
}) => {
  const name = `Rosa Martínez ${uniqueTag()}`;
  await page.goto("/es/contact");
  await page.getByLabel("Nombre completo", { exact: true }).fill(name);
  await page.getByLabel("Correo electrónico", { exact: true }).fill("no-es-un-correo");
  await page.getByRole("button", { name: SEND }).click();

  await expect(page).toHaveURL(/\/es\/contact/);
  const main = page.getByRole("main");
  await expect(main.getByText("Escriba un correo electrónico válido").first()).toBeVisible();
  await expect(main.getByText("Elija su ciudad").first()).toBeVisible();
  await expect(
    main.getByText("Necesitamos su consentimiento para enviar la solicitud").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Nombre completo", { exact: true })).toHaveValue(name);
  const summary = (await main.getByRole("alert").first().innerText()).trim();
  expect(englishWordsIn(summary), summary).toEqual([]);
  expect(await findLeadsByName(name)).toHaveLength(0);

  const shown = Date.now();
  await fillInSpanish(page, name);
  await send(page, shown);
  await expect(
    page.getByRole("heading", {
      name: `¡Gracias por comunicarse con ${defaultSiteFacts.business.name}!`,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/es\/contact/);
  const [lead] = await findLeadsByName(name);
  expect(lead).toMatchObject({
    language: "es",
    city: "Garland",
    budget_range: "Over $100K",
    is_spam: 0,
  });
  await page.getByRole("link", { name: "Enviar otra solicitud" }).click();
  await expect(page).toHaveURL(/\/es\/contact/);
  await expect(page.getByLabel("Nombre completo", { exact: true })).toHaveValue("");
});

test.describe("the owner", () => {
  test.use({ storageState: ownerSession, javaScriptEnabled: true });

  test("sees a lead from the Spanish form marked Prefers Spanish, and finds it by language", async ({
    page,
    browser,
  }) => {
    const tag = uniqueTag();
    const spanish = `Luis Ortega ${tag}`;
    const visitor = await browser.newContext({
      javaScriptEnabled: false,
      storageState: { cookies: [], origins: [] },
      extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
    });
    try {
      const form = await visitor.newPage();
      await form.goto("/es/contact");
      const shown = Date.now();
      await fillInSpanish(form, spanish);
      await send(form, shown);
      await expect(form.getByRole("heading", { name: /^¡Gracias/ })).toBeVisible();
    } finally {
      await visitor.close();
    }
    const [{ id }] = (await queryStore("select id from leads where full_name = ?", [
      spanish,
    ])) as unknown as [{ id: number }];

    await page.goto(`/admin/collections/leads?search=${tag}`);
    await expect(page.locator("tbody .cell-fullName")).toHaveText([spanish]);
    const filters = page.getByRole("form", { name: "Filter leads" });
    await filters.getByLabel("Language").selectOption("en");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator("tbody .cell-fullName")).toHaveCount(0);
    await filters.getByLabel("Language").selectOption("es");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator("tbody .cell-fullName")).toHaveText([spanish]);

    await page.goto(`/admin/collections/leads/${id}`);
    await expect(page.getByText("Prefers Spanish", { exact: true })).toBeVisible();
  });
});

test("the homeowner's confirmation e-mail is in Spanish", async ({ browser }) => {
  // Its own server, with a real SMTP server to read what the homeowner receives.
  test.setTimeout(150_000);
  const smtp = await startSmtpSink(0, {});
  const server = await startExtraServer({
    SMTP_URL: smtp.url,
    LEAD_NOTIFY_TO: "owner-spanish@e2e.example.com",
    LEAD_MIN_FILL_MS: "1500",
    OUTBOX_INTERVAL_MS: "1000",
  });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() },
  });
  try {
    const page = await context.newPage();
    const name = `Carmen Ruiz ${uniqueTag()}`;
    const address = `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`;
    await page.goto("/es/contact");
    const shown = Date.now();
    await fillInSpanish(page, name);
    await send(page, shown);
    await expect(page.getByRole("heading", { name: /^¡Gracias/ })).toBeVisible();

    const mine = () => smtp.messages.filter((message) => message.to.includes(address));
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const [mail] = mine();
    expect(headerOf(mail!.raw, "Subject")).toBe(
      `Recibimos su solicitud – ${defaultSiteFacts.business.name}`,
    );
    const text = partOf(mail!.raw, "text/plain") ?? "";
    expect(text).toContain("Remodelación de cocina");
    expect(text).toContain("Más de $100,000");
    expect(englishWordsIn(text.replace(/https?:\/\/\S+/g, ""))).toEqual([]);
    const owner = smtp.messages.find(
      (message) =>
        message.to.includes("owner-spanish@e2e.example.com") &&
        message.raw.includes(name.split(" ")[2]!),
    );
    expect(owner?.raw).toContain("Prefers Spanish");
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});
