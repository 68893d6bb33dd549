import { expect, test, type Locator, type Page } from "@playwright/test";
import { computeEnergySavings, energyDisclaimer, energySummary } from "../../src/tools/calc/energy";
import {
  computeFinancing,
  financingDisclaimer,
  type FinancingInputs,
} from "../../src/tools/calc/financing";
import { financingSummary } from "../../src/tools/calc/financing-summary";
import { formatDollars, formatUsd } from "../../src/tools/calc/format";
import { expectNoAxeViolations } from "./support/axe";

const financingPath = "/tools/financing-calculator";
const energyPath = "/tools/energy-savings-estimator";
const defaultUpgrades = ["windows-doors", "insulation", "appliances", "led", "thermostat"] as const;

const usd = (n: number) => formatUsd(n, { cents: true });
const payment = (inputs: FinancingInputs) => usd(computeFinancing(inputs).monthlyPayment);

/** Opens a tool and waits for hydration: the copy button is disabled until the page is live. */
async function openTool(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Copy results" })).toBeEnabled();
}

const results = (page: Page) => page.getByRole("region", { name: "Your estimate" });

function figure(page: Page, term: string): Locator {
  return results(page).locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
}

async function expectNoNaN(page: Page) {
  await expect(page.getByRole("main")).not.toContainText("NaN");
}

/** Tabs from the top of the page until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the field");
}

test.describe("financing calculator", () => {
  test("shows the defaults: $806.67 a month at 15% APR for 120 months, with the disclaimer", async ({
    page,
  }) => {
    await openTool(page, financingPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Remodeling Financing Calculator",
    );
    await expect(page.getByLabel("Project cost")).toHaveValue("50000");
    await expect(page.getByRole("radio", { name: /^Good/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /^Good/ })).toHaveAccessibleName(
      "Good (12–18% APR)",
    );
    await expect(page.getByLabel("APR (%)")).toHaveValue("15");
    await expect(page.getByLabel("Loan term")).toHaveValue("120");
    await expect(page.getByLabel("Loan term").locator("option")).toHaveCount(8);
    await expect(page.getByLabel("Down payment")).toHaveValue("0");

    await expect(results(page).locator("[aria-live=polite]")).toContainText("$806.67");
    await expect(results(page)).toContainText("at 15% APR for 120 months");
    const totals = computeFinancing({ cost: 50000, downPayment: 0, apr: 15, termMonths: 120 });
    await expect(figure(page, "Amount financed")).toHaveText("$50,000.00");
    await expect(figure(page, "Total interest")).toHaveText(usd(totals.totalInterest));
    await expect(figure(page, "Total paid")).toHaveText(usd(totals.totalPaid));
    await expect(results(page)).toContainText(financingDisclaimer);
    await expect(page.getByRole("link", { name: "Discuss Financing Options" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page).toHaveURL(financingPath);
  });

  test("changing the credit tier resets the APR, which stays editable", async ({ page }) => {
    await openTool(page, financingPath);
    await page.getByLabel("APR (%)").fill("9.9");
    await expect(results(page)).toContainText("at 9.9% APR");
    await page.getByRole("radio", { name: /^Excellent/ }).check();
    await expect(page.getByLabel("APR (%)")).toHaveValue("10");
    await expect(results(page)).toContainText("at 10% APR for 120 months");
    await page.getByRole("radio", { name: /^Poor \(Subprime\)/ }).check();
    await expect(page.getByLabel("APR (%)")).toHaveValue("27");
    await expect(results(page)).toContainText(
      payment({ cost: 50000, downPayment: 0, apr: 27, termMonths: 120 }),
    );
  });

  test("typed values recompute at once, and empty fields never show NaN", async ({ page }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Project cost").fill("30000");
    await page.getByLabel("Down payment").fill("10000");
    await page.getByLabel("Loan term").selectOption("60");
    await page.getByLabel("APR (%)").fill("12.5");
    await expect(results(page)).toContainText(
      payment({ cost: 30000, downPayment: 10000, apr: 12.5, termMonths: 60 }),
    );
    await expect(results(page)).toContainText("at 12.5% APR for 60 months");
    await expect(figure(page, "Amount financed")).toHaveText("$20,000.00");

    await page.getByLabel("APR (%)").fill("");
    await expect(results(page)).toContainText("$333.33");
    await expect(results(page)).toContainText("at 0% APR for 60 months");
    await page.getByLabel("Project cost").fill("");
    await expect(results(page)).toContainText("$0.00");
    await expect(figure(page, "Total paid")).toHaveText("$0.00");
    await expectNoNaN(page);
  });

  test("the URL query holds the inputs and reproduces the estimate after a reload", async ({
    page,
  }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Project cost").fill("42000");
    await page.getByRole("radio", { name: /^Fair/ }).check();
    await page.getByLabel("APR (%)").fill("19.5");
    await page.getByLabel("Loan term").selectOption("84");
    await page.getByLabel("Down payment").fill("2000");
    const expected = payment({ cost: 42000, downPayment: 2000, apr: 19.5, termMonths: 84 });
    await expect(results(page)).toContainText(expected);
    await expect(page).toHaveURL(
      `${financingPath}?cost=42000&down=2000&tier=fair&apr=19.5&term=84`,
    );

    await page.reload();
    await expect(page.getByRole("button", { name: "Copy results" })).toBeEnabled();
    await expect(page.getByLabel("Project cost")).toHaveValue("42000");
    await expect(page.getByRole("radio", { name: /^Fair/ })).toBeChecked();
    await expect(page.getByLabel("APR (%)")).toHaveValue("19.5");
    await expect(page.getByLabel("Loan term")).toHaveValue("84");
    await expect(page.getByLabel("Down payment")).toHaveValue("2000");
    await expect(results(page)).toContainText(expected);
    await expect(results(page)).toContainText("at 19.5% APR for 84 months");
  });

  test("works by keyboard alone", async ({ page }) => {
    await openTool(page, financingPath);
    await tabTo(page, page.getByLabel("Project cost"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("40000");
    await expect(results(page)).toContainText(
      payment({ cost: 40000, downPayment: 0, apr: 15, termMonths: 120 }),
    );
    await page.keyboard.press("Tab");
    await expect(page.getByRole("radio", { name: /^Good/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /^Excellent/ })).toBeChecked();
    await expect(page.getByLabel("APR (%)")).toHaveValue("10");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("APR (%)")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("APR (%)")).toHaveValue("10.1");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Loan term")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("Loan term")).toHaveValue("96");
    await expect(results(page)).toContainText(
      payment({ cost: 40000, downPayment: 0, apr: 10.1, termMonths: 96 }),
    );
    await expect(results(page)).toContainText("at 10.1% APR for 96 months");
  });
});

test.describe("energy savings estimator", () => {
  test("shows the defaults: $71 a month on the $175 default bill, with the disclaimer", async ({
    page,
  }) => {
    await openTool(page, energyPath);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Energy Savings Estimator");
    await expect(page.getByLabel("Current monthly electric bill")).toHaveValue("175");
    await expect(page.getByLabel("Rate per kWh")).toHaveValue("0.153");
    for (const name of [
      "Energy-efficient windows & doors (12%)",
      "Insulation + air sealing (18%)",
      "ENERGY STAR appliances (8%)",
      "LED lighting (6%)",
      "Smart thermostat (5%)",
    ]) {
      await expect(page.getByRole("checkbox", { name })).toBeChecked();
    }
    for (const name of ["High-efficiency HVAC / heat pump (20%)", "Solar PV system (35%)"]) {
      await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
    }
    await expect(results(page).locator("[aria-live=polite]")).toContainText("$71");
    await expect(figure(page, "Estimated annual savings")).toHaveText("$852");
    await expect(figure(page, "Combined savings")).toHaveText("41%");
    await expect(figure(page, "New estimated monthly bill")).toHaveText("$104");
    await expect(results(page)).toContainText(energyDisclaimer);
    await expect(
      results(page).getByRole("link", { name: "Talk to Us About These Upgrades" }),
    ).toHaveAttribute("href", "/contact");
  });

  test("toggling an upgrade and typing recompute at once, and empty fields never show NaN", async ({
    page,
  }) => {
    await openTool(page, energyPath);
    await page.getByRole("checkbox", { name: /Solar PV system/ }).check();
    const withSolar = computeEnergySavings({
      monthlyBill: 175,
      selected: [...defaultUpgrades, "solar"],
    });
    await expect(figure(page, "Estimated annual savings")).toHaveText(
      formatDollars(withSolar.annualSavings),
    );
    await expect(figure(page, "Combined savings")).toHaveText(`${withSolar.percent}%`);

    // Until a bill is typed, it is a typical 1146 kWh month at the rate.
    await page.getByLabel("Rate per kWh").fill("0.2");
    await expect(page.getByLabel("Current monthly electric bill")).toHaveValue("229");
    await page.getByLabel("Current monthly electric bill").fill("250");
    await page.getByRole("checkbox", { name: /LED lighting/ }).uncheck();
    const typed = computeEnergySavings({
      monthlyBill: 250,
      selected: ["windows-doors", "insulation", "solar", "appliances", "thermostat"],
    });
    await expect(results(page)).toContainText(formatDollars(typed.monthlySavings));
    await expect(figure(page, "New estimated monthly bill")).toHaveText(
      formatDollars(typed.newBill),
    );

    await page.getByLabel("Current monthly electric bill").fill("");
    await expect(figure(page, "Estimated annual savings")).toHaveText("$0");
    await expect(figure(page, "New estimated monthly bill")).toHaveText("$0");
    await expectNoNaN(page);
  });

  test("the URL query holds the inputs and reproduces the estimate after a reload", async ({
    page,
  }) => {
    await openTool(page, energyPath);
    await page.getByLabel("Current monthly electric bill").fill("180.5");
    await page.getByRole("checkbox", { name: /High-efficiency HVAC/ }).check();
    await page.getByRole("checkbox", { name: /Smart thermostat/ }).uncheck();
    const expected = computeEnergySavings({
      monthlyBill: 180.5,
      selected: ["windows-doors", "insulation", "hvac", "appliances", "led"],
    });
    await expect(figure(page, "New estimated monthly bill")).toHaveText(
      formatDollars(expected.newBill),
    );
    await expect(page).toHaveURL(
      `${energyPath}?bill=180.5&upgrades=windows-doors,insulation,hvac,appliances,led`,
    );

    await page.reload();
    await expect(page.getByRole("button", { name: "Copy results" })).toBeEnabled();
    await expect(page.getByLabel("Current monthly electric bill")).toHaveValue("180.5");
    await expect(page.getByRole("checkbox", { name: /High-efficiency HVAC/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Smart thermostat/ })).not.toBeChecked();
    await expect(figure(page, "New estimated monthly bill")).toHaveText(
      formatDollars(expected.newBill),
    );
    await expect(figure(page, "Combined savings")).toHaveText(`${expected.percent}%`);
  });

  test("works by keyboard alone", async ({ page }) => {
    await openTool(page, energyPath);
    await tabTo(page, page.getByLabel("Current monthly electric bill"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("300");
    await expect(figure(page, "New estimated monthly bill")).toHaveText(
      formatDollars(computeEnergySavings({ monthlyBill: 300, selected: defaultUpgrades }).newBill),
    );
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Rate per kWh")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel("Rate per kWh")).toHaveValue("0.154");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const insulation = page.getByRole("checkbox", { name: /Insulation/ });
    await expect(insulation).toBeFocused();
    await page.keyboard.press("Space");
    await expect(insulation).not.toBeChecked();
    await expect(figure(page, "Combined savings")).toHaveText(
      `${
        computeEnergySavings({
          monthlyBill: 300,
          selected: ["windows-doors", "appliances", "led", "thermostat"],
        }).percent
      }%`,
    );
  });
});

test.describe("copy results", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the financing summary, with APR, term and a link to the estimate, lands on the clipboard", async ({
    page,
    baseURL,
  }) => {
    await openTool(page, financingPath);
    await page.getByLabel("Down payment").fill("5000");
    await page.getByRole("button", { name: "Copy results" }).click();
    await expect(page.getByText("Results copied")).toBeVisible();
    const inputs = {
      cost: 50000,
      downPayment: 5000,
      apr: 15,
      termMonths: 120,
      tier: "good" as const,
      extra: 0,
      compare: [60, 84, 120] as const,
    };
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(financingSummary(inputs, computeFinancing(inputs)));
    expect(clipboard).toContain("Estimated monthly payment: $726.01 (15% APR, 120 months)");
    expect(clipboard).toContain(`${baseURL}${financingPath}?down=5000`);
  });

  test("the energy summary lands on the clipboard", async ({ page, baseURL }) => {
    await openTool(page, energyPath);
    await page.getByRole("button", { name: "Copy results" }).click();
    await expect(page.getByText("Results copied")).toBeVisible();
    const inputs = { monthlyBill: 175, ratePerKwh: 0.153, selected: defaultUpgrades };
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(energySummary(inputs, computeEnergySavings(inputs)));
    expect(clipboard).toContain("Estimated monthly savings: $71");
    expect(clipboard).toContain(`${baseURL}${energyPath}`);
  });

  test("the toast system is fetched on the first copy, not with the page", async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text());
    });
    const loadsToaster = async () =>
      (await Promise.all(scripts)).some((source) => source.includes("data-sonner-toaster"));

    await openTool(page, financingPath);
    await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(0);
    expect(await loadsToaster()).toBe(false);

    await page.getByRole("button", { name: "Copy results" }).click();
    await expect(page.getByText("Results copied")).toBeVisible();
    expect(await loadsToaster()).toBe(true);
  });
});

for (const path of [financingPath, energyPath]) {
  test(`axe finds no violations on ${path} once it is interactive`, async ({ page }) => {
    await openTool(page, path);
    await expectNoAxeViolations(page);
  });
}
