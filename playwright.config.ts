import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
// decisions.md §2: the flags that let the system Chromium run here (the benchmark uses them too).
import chromiumFlags from "./tests/support/chromium-flags.json" with { type: "json" };

/** decisions.md §2: the system Chromium, never a downloaded browser. */
const systemChromium =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
const e2eDataDir = `data/e2e-${port}`;
/** The lead store of the server under test; browser tests read it to check what was stored. */
export const e2eDatabaseUrl = `file:${path.resolve(e2eDataDir, "leads.db")}`;
/** The admin's first owner is created from e2eOwnerEmail and this (tests/e2e/cms-admin.spec.ts). */
export const e2eAdminPassword = "e2e owner password";
/** Estimate requests one address may send in ten minutes (tests/e2e/contact.spec.ts). */
export const e2eLeadLimit = 8;
/** First visits and form starts one address may add to the funnel's counts in ten minutes. */
export const e2eCountLimit = 1000;
export const e2eOwnerEmail = "owner@e2e.example.com";
/**
 * The owner's one signed-in session, made once by tests/e2e/owner-session.setup.ts and shared by
 * every test that acts as the owner: the admin keeps an account's sessions in one list, and
 * parallel sign-ins to one account can overwrite each other's entry.
 */
export const e2eOwnerSession = path.resolve(`test-results/.auth/owner-${port}.json`);

export default defineConfig({
  testDir: "tests/e2e",
  // Separate result folders let parallel runs (each with its own NEXT_DIST_DIR) leave each other alone.
  outputDir: process.env.NEXT_DIST_DIR
    ? `test-results/${process.env.NEXT_DIST_DIR.replace(/\W/g, "")}`
    : "test-results/main",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: systemChromium,
      args: chromiumFlags,
    },
  },
  projects: [
    { name: "owner session", testMatch: /owner-session\.setup\.ts$/ },
    // The data folder the tests that start their own server copy (tests/e2e/support/next-server.ts).
    { name: "seeded data", testMatch: /seeded-data\.setup\.ts$/ },
    {
      name: "chromium",
      dependencies: ["owner session", "seeded data"],
      testIgnore: /(cms-(posts|projects|business|services)|go-live)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Publishing an article, showing a project, changing the business facts or a price changes the
      // pages, counts and links other tests read (the crawler would follow a project card to an
      // address deleted a moment later): these run after them.
      name: "after the site tests",
      dependencies: ["owner session", "chromium"],
      testMatch: /cms-(posts|projects|business|services)\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // The go-live checklist reads what the tests before change, and changes the phone that
      // cms-business.spec.ts changes too: it runs last, on its own.
      name: "go-live checklist",
      dependencies: ["owner session", "after the site tests"],
      testMatch: /go-live\.spec\.ts$/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      // Two instances on a libSQL server and Redis behind one address (README, "When one machine
      // is no longer enough"): last, so its four servers do not slow the tests before it.
      // `npm run test:cluster` runs it alone.
      name: "cluster",
      dependencies: ["go-live checklist"],
      testDir: "tests/cluster",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    // One production build per test run, served by the real production server.
    // The standalone server, exactly as deployed (scripts/start.mjs).
    command: `npm run build && rm -rf ${e2eDataDir} && npm start`,
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === "1",
    stdout: "pipe",
    stderr: "pipe",
    env: {
      SITE_URL: baseURL,
      NODE_ENV: "production",
      DATABASE_URL: e2eDatabaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      // The test runner stands in for one reverse proxy: each test's X-Forwarded-For is its address.
      TRUST_PROXY_HOPS: "1",
      // Tests fill the form quickly and all come from one address; see tests/e2e/contact.spec.ts.
      LEAD_MIN_FILL_MS: "1500",
      LEAD_RATE_LIMIT: `${e2eLeadLimit}/600`,
      // Every browser test's first visit comes from this one address; the funnel test floods past it.
      COUNT_RATE_LIMIT: `${e2eCountLimit}/600`,
      // Every view reports its speed, so a test sees the report of the view it made.
      VITALS_SAMPLE_RATE: "1",
      OUTBOX_INTERVAL_MS: "2000",
      ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_EMAIL: e2eOwnerEmail,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
    },
  },
});
