import { expect, test, type Page } from "@playwright/test";
import { amortizationSchedule, extraPaymentEffect } from "../../src/tools/calc/amortization";
import { computeEnergySavings, energyUpgrades, savingsShares } from "../../src/tools/calc/energy";
import { computeFinancing, financingDefaults } from "../../src/tools/calc/financing";
import { formatDollars, formatUsd } from "../../src/tools/calc/format";

const financingPath = "/tools/financing-calculator";
const energyPath = "/tools/energy-savings-estimator";
const usd = (n: number) => formatUsd(n, { cents: true });
const cents = (n: number) => usd(n / 100);

/** Opens a tool and waits for hydration: the copy button is disabled until the page is live. */
async function openTool(page: Page, path: string, button = "Copy results") {
  await page.goto(path);
  await expect(page.getByRole("button", { name: button })).toBeEnabled();
}

const schedule = (page: Page) => page.getByRole("region", { name: "Year by year" });
const comparison = (page: Page) => page.getByRole("region", { name: "Compare terms" });
const columnHeads = (page: Page) => comparison(page).locator("thead th");

test.describe("the loan in detail", () => {
  test("without JavaScript, the default loan's schedule, chart and terms are in the page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(financingPath);
    const years = amortizationSchedule(financingDefaults);

    const rows = schedule(page).locator("details");
    await expect(rows).toHaveCount(10);
    const first = rows.first();
    await expect(first.locator("summary")).toContainText("Year 1");
    await expect(first.locator("summary")).toContainText(
      `Interest ${cents(years[0]!.interestCents)}`,
    );
    await expect(first.locator("summary")).toContainText(
      `Balance ${cents(years[0]!.balanceCents)}`,
    );
    await expect(rows.last().locator("summary")).toContainText("Balance $0.00");
    // A year opens to its months with no script.
    const months = first.getByRole("table", { name: "Year 1, month by month" });
    await expect(months).toBeHidden();
    await first.locator("summary").click();
    await expect(months).toBeVisible();
    await expect(months.locator("tbody tr")).toHaveCount(12);
    await expect(months.locator("tbody tr").first()).toContainText(
      cents(years[0]!.months[0]!.interestCents),
    );

    const chart = page.getByRole("img", { name: /How the balance falls/ });
    await expect(chart).toBeVisible();
    const total = computeFinancing(financingDefaults);
    await expect(chart).toHaveAccessibleName(
      `How the balance falls The balance falls from $50,000.00 to $0 over 10 years, while the interest paid adds up to ${usd(total.totalInterest)}.`,
    );

    await expect(columnHeads(page)).toHaveText(["60 months", "84 months", "120 months(your term)"]);
    for (const months of [60, 84, 120]) {
      const other = computeFinancing({ ...financingDefaults, termMonths: months });
      await expect(comparison(page)).toContainText(
        `${usd(other.monthlyPayment)}at 15% APR for ${months} months`,
      );
      await expect(comparison(page)).toContainText(usd(other.totalInterest));
    }
    await context.close();
  });

  test("an extra payment says how much sooner and how much cheaper, and stays in the link", async ({
    page,
  }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Extra monthly payment").fill("100");
    const effect = extraPaymentEffect(financingDefaults, 100)!;
    const sentence = `Paying $100.00 more each month pays the loan off in ${effect.months} months, ${effect.monthsSaved} months sooner, and saves ${cents(effect.interestSavedCents)} in interest.`;
    const results = page.getByRole("region", { name: "Your estimate" });
    await expect(results).toContainText(sentence);
    await expect(page).toHaveURL(/[?&]extra=100(&|$)/);

    await page.reload();
    await expect(page.getByRole("button", { name: "Copy results" })).toBeEnabled();
    await expect(page.getByLabel("Extra monthly payment")).toHaveValue("100");
    await expect(results).toContainText(sentence);

    await page.getByLabel("Extra monthly payment").fill("0");
    await expect(results).not.toContainText("more each month");
  });

  test("the visitor picks the terms compared, and the table and the link follow", async ({
    page,
  }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Other term", { exact: true }).selectOption("36");
    await expect(columnHeads(page)).toHaveText(["36 months", "84 months", "120 months(your term)"]);
    await expect(page).toHaveURL(/[?&]vs=36,84(&|$)/);
    const thirtySix = computeFinancing({ ...financingDefaults, termMonths: 36 });
    await expect(comparison(page)).toContainText(
      `${usd(thirtySix.monthlyPayment)}at 15% APR for 36 months`,
    );

    await page.getByLabel("Another term").selectOption("");
    await expect(columnHeads(page)).toHaveText(["36 months", "120 months(your term)"]);
    await expect(page).toHaveURL(/[?&]vs=36(&|$)/);
    await page.reload();
    await expect(page.getByRole("button", { name: "Copy results" })).toBeEnabled();
    await expect(columnHeads(page)).toHaveText(["36 months", "120 months(your term)"]);

    // The APR and the chosen term move every column.
    await page.getByLabel("APR (%)").fill("9");
    await expect(comparison(page)).toContainText("at 9% APR for 36 months");
    await page.getByLabel("Loan term").selectOption("48");
    await expect(columnHeads(page)).toHaveText(["36 months", "48 months(your term)"]);
  });

  test("a new loan redraws the schedule, which still ends at $0.00", async ({ page }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Project cost").fill("20000");
    await page.getByLabel("Loan term").selectOption("36");
    const loan = { ...financingDefaults, cost: 20000, termMonths: 36 };
    const years = amortizationSchedule(loan);
    const rows = schedule(page).locator("details");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).locator("summary")).toContainText(
      `Principal ${cents(years[1]!.principalCents)}`,
    );
    await expect(rows.last().locator("summary")).toContainText("Balance $0.00");
    await expect(page.getByRole("img", { name: /How the balance falls/ })).toHaveAccessibleName(
      /from \$20,000\.00 to \$0 over 3 years/,
    );

    // Nothing financed: no schedule, no chart, no empty table.
    await page.getByLabel("Down payment").fill("20000");
    await expect(schedule(page)).toHaveCount(0);
    await expect(page.getByRole("img", { name: /How the balance falls/ })).toHaveCount(0);
  });

  test("the Spanish edition shows the schedule, the chart and the terms in Spanish", async ({
    page,
  }) => {
    await openTool(page, `/es${financingPath}`, "Copiar resultados");
    await expect(page.getByRole("region", { name: "Año por año" }).locator("details")).toHaveCount(
      10,
    );
    await expect(page.getByRole("img", { name: /Cómo baja el saldo/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Compare plazos" })).toContainText(
      "a 60 meses, con una APR de 15%",
    );
    await page.getByLabel("Pago adicional al mes").fill("100");
    await expect(page.getByRole("region", { name: "Su estimación" })).toContainText(
      "Si paga $100.00 más cada mes",
    );
  });
});

test.describe("the energy saving in detail", () => {
  test("each selected upgrade has a bar with its part, and the parts add up", async ({ page }) => {
    await openTool(page, energyPath);
    const defaults = energyUpgrades.filter((u) => u.defaultOn).map((u) => u.key);
    const result = computeEnergySavings({ monthlyBill: 175, selected: defaults });
    const shares = savingsShares(defaults, result);
    const bars = page.getByRole("region", { name: "Where the saving comes from" }).locator("li");
    await expect(bars).toHaveCount(5);
    for (const [i, share] of shares.entries()) {
      await expect(bars.nth(i)).toContainText(`${formatDollars(share.monthlySavings)} a month`);
    }
    const results = page.getByRole("region", { name: "Your estimate" });
    await expect(results).toContainText(
      `Estimated savings over 10 years${formatDollars(120 * 71)}`,
    );

    const checked = page
      .getByRole("group", { name: "Upgrades" })
      .getByRole("checkbox", { checked: true });
    await checked.first().uncheck();
    await expect(bars).toHaveCount(4);
    for (let left = 4; left > 0; left--) {
      await checked.first().uncheck();
      await expect(checked).toHaveCount(left - 1);
    }
    await expect(page.getByRole("region", { name: "Where the saving comes from" })).toHaveCount(0);
  });
});
