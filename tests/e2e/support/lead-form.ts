import type { Page } from "@playwright/test";

/**
 * Fills every field of the estimate form the way a homeowner would, consent included. Each name
 * gets its own address, so no test meets another's daily cap on confirmations.
 */
export async function fillValidForm(page: Page, name: string, options: { consent?: boolean } = {}) {
  await page.getByLabel("Full name", { exact: true }).fill(name);
  await page
    .getByLabel("Email", { exact: true })
    .fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("(214) 555-0199");
  await page.getByLabel("Project address", { exact: true }).fill("1234 Elm St");
  await page.getByLabel("City", { exact: true }).selectOption("Richardson");
  await page.getByLabel("Kitchen Remodel").check();
  await page.getByLabel("Budget range", { exact: true }).selectOption("$50K–$100K");
  await page
    .getByLabel(/^Project description/)
    .fill("Open the kitchen to the den and add an island.");
  if (options.consent !== false) await page.getByLabel(/I agree to be contacted/).check();
}
