import { expect, test } from "@playwright/test";
import { startNtfyStandIn } from "../support/ntfy-stand-in.mjs";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { dallasDay, dallasInstant } from "@/lib/time/dallas";
import { handOverWrites, signInToCms, tokenAt } from "./support/cms";
import { insertLead, queryStore } from "./support/lead-store";
import { startExtraServer, type ExtraServer } from "./support/next-server";

const owner = { email: "dashboard-owner@e2e.example.com", password: "dashboard owner password" };
const DAY_MS = 24 * 60 * 60_000;

/** A Tuesday 8 to 14 days ago, so never in this week, always in the last 30 days (Dallas days). */
function tuesdayBeforeLastWeek(): string {
  for (let back = 8; back <= 14; back++) {
    const day = dallasDay(new Date(Date.now() - back * DAY_MS));
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 2) return day;
  }
  throw new Error("no Tuesday in a week");
}

let server: ExtraServer;

// Each starts a server of its own and signs in to its admin: slow beside the other tests.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  // Its own server and store: the figures count every lead the store holds.
  server = await startExtraServer({
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SESSION_SECRET: "dashboard-session-secret-0123456789abcdef",
    SMTP_URL: undefined,
    NTFY_URL: undefined,
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test("the admin opens on the leads: who waits, today and this week, first answers, sources and services", async ({
  browser,
}) => {
  const store = server.databaseUrl;
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const tuesday = tuesdayBeforeLastWeek();
  const at = (time: string) => new Date(dallasInstant(tuesday, time)).toISOString();
  const lead = async (
    fullName: string,
    fields: Omit<Parameters<typeof insertLead>[0], "fullName"> & {
      referrer?: string;
      firstResponseAt?: string;
    },
  ) => {
    const { referrer, firstResponseAt, ...stored } = fields;
    const id = await insertLead({ ...stored, fullName }, store);
    if (referrer)
      await queryStore("update leads set referrer = ? where id = ?", [referrer, id], store);
    if (firstResponseAt)
      await queryStore(
        "update leads set first_response_at = ? where id = ?",
        [firstResponseAt, id],
        store,
      );
  };
  await lead("Gus Oldest", { createdAt: ago(40 * DAY_MS), phone: "(214) 555-0107" });
  await lead("Ana Google", {
    createdAt: ago(2_000),
    utmSource: "google",
    phone: "(214) 555-0101",
  });
  await lead("Cal Direct", {
    createdAt: ago(1_000),
    serviceTypes: ["Home Addition"],
    phone: "(972) 555-0103",
  });
  await lead("Bea Houzz", {
    createdAt: ago(3_000),
    status: "contacted",
    referrer: "https://www.houzz.com/professionals",
    serviceTypes: ["Bathroom Remodel", "Kitchen Remodel"],
  });
  await lead("Dee Answered", {
    createdAt: at("10:00"),
    firstResponseAt: at("10:25"),
    status: "contacted",
    utmSource: "google",
  });
  await lead("Eve Answered", {
    createdAt: at("11:00"),
    firstResponseAt: at("11:45"),
    status: "won",
    serviceTypes: ["Bathroom Remodel"],
  });
  await lead("Fay Spam", { createdAt: ago(500), status: "spam" });

  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInToCms(page, owner);

  const dashboard = page.getByRole("region", { name: "Your leads" });
  const figure = (key: string) => dashboard.getByTestId(`figure-${key}`).locator("dd");
  await expect(figure("waiting")).toHaveText("3");
  await expect(figure("today")).toHaveText("3");
  await expect(figure("week")).toHaveText("3");
  await expect(figure("median-week")).toHaveText("No answers yet");
  await expect(figure("median-month")).toHaveText("35 min (2 answered)");

  const waiting = dashboard.getByRole("listitem");
  await expect(waiting.getByRole("link", { name: /^(Gus|Ana|Cal) / })).toHaveText([
    "Gus Oldest",
    "Ana Google",
    "Cal Direct",
  ]);
  await expect(waiting.getByRole("link", { name: "Call (214) 555-0107" })).toHaveAttribute(
    "href",
    "tel:+12145550107",
  );
  await expect(waiting.getByRole("link", { name: "Call (972) 555-0103" })).toHaveAttribute(
    "href",
    "tel:+19725550103",
  );

  await expect(
    dashboard.getByRole("img", { name: "Last 30 days by source" }),
  ).toHaveAccessibleDescription("Direct or unknown: 2, google: 2, houzz.com: 1");
  await expect(
    dashboard.getByRole("img", { name: "Last 30 days by service" }),
  ).toHaveAccessibleDescription("Kitchen Remodel: 3, Bathroom Remodel: 2, Home Addition: 1");

  // This server has no e-mail and no phone alerts set up: the dashboard says so first.
  await expect(dashboard.getByRole("alert")).toContainText(
    "No way to reach the owner is set up: leads are stored but reach no one.",
  );
  await page.screenshot({ path: "test-results/admin-dashboard.png", fullPage: true });
  await context.close();
});

test.describe("with e-mail and phone alerts set up", () => {
  test("the owner sends a test alert by each; staff see no test buttons and cannot send one", async ({
    browser,
  }) => {
    const smtp = await startSmtpSink(0, {});
    const ntfy = await startNtfyStandIn();
    const configured = await startExtraServer({
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SESSION_SECRET: "dashboard-session-secret-0123456789abcdef",
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: "inbox@e2e.example.com",
      NTFY_URL: ntfy.topicUrl,
    });
    const context = await browser.newContext({ baseURL: configured.url });
    try {
      const page = await context.newPage();
      await signInToCms(page, owner);
      const ownerToken = await tokenAt(page.request, owner);
      await handOverWrites(page, "**/api/leads/test-alert/*", ownerToken);
      const dashboard = page.getByRole("region", { name: "Your leads" });
      await expect(dashboard.getByRole("heading", { name: "Your leads" })).toBeVisible();
      await expect(dashboard.getByRole("alert")).toHaveCount(0);

      await dashboard.getByRole("button", { name: "Send a test e-mail" }).click();
      await expect(dashboard.getByRole("status").first()).toHaveText(
        "Sent a test e-mail to inbox@e2e.example.com. Check that it arrived.",
      );
      expect(smtp.messages.map((message) => message.to)).toEqual([["inbox@e2e.example.com"]]);
      expect(smtp.messages[0]!.raw).toContain("Test alert from your website");

      await dashboard.getByRole("button", { name: "Send a test alert" }).click();
      await expect(dashboard.getByRole("status").nth(1)).toHaveText(
        "Sent a test alert to your ntfy topic. Check your phone.",
      );
      expect(ntfy.received.map((publish) => publish.body)).toEqual([
        expect.objectContaining({
          topic: "owner-leads-7f3k",
          title: "Test alert from your website",
        }),
      ]);

      // Staff work leads, but the test buttons (and what they send) are the owner's.
      const staff = { email: "dashboard-staff@e2e.example.com", password: "staff password 123" };
      const created = await page.request.post("/api/users", {
        headers: { authorization: `JWT ${ownerToken}` },
        data: { ...staff, role: "staff", name: "Sam Staff" },
      });
      expect(created.status()).toBe(201);
      const staffContext = await browser.newContext({ baseURL: configured.url });
      const staffPage = await staffContext.newPage();
      await signInToCms(staffPage, staff);
      await expect(staffPage.getByRole("region", { name: "Your leads" })).toBeVisible();
      await expect(staffPage.getByRole("button", { name: /Send a test/ })).toHaveCount(0);
      const refused = await staffPage.request.post("/api/leads/test-alert/email", {
        headers: { authorization: `JWT ${await tokenAt(staffPage.request, staff)}` },
      });
      expect(refused.status()).toBe(403);
      expect(smtp.messages).toHaveLength(1);
      await staffContext.close();
    } finally {
      await context.close();
      await configured.stop();
      await smtp.close();
      await ntfy.close();
    }
  });
});
