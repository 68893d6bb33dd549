import { expect, test } from "@playwright/test";
import { startSmtpSink } from "../support/smtp-sink.mjs";
import { expectNoAxeViolations } from "./support/axe";
import { handOverWrites, signInToCms, tokenAt } from "./support/cms";
import { insertLead, queryStore } from "./support/lead-store";
import { startExtraServer } from "./support/next-server";

const owner = { email: "review-owner@e2e.example.com", password: "review owner password" };
const REVIEW_URL = "https://g.page/r/e2e-remodeling/review";
const HOMEOWNER = "homeowner-review@example.com";

test("a Won customer is asked once for a review, and one click on the e-mail's link stops them", async ({
  browser,
}) => {
  // Its own server starts and seeds, and the admin's pages are heavy: slow beside the other tests.
  test.setTimeout(180_000);
  const smtp = await startSmtpSink(0, {});
  const server = await startExtraServer({
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SESSION_SECRET: "review-session-secret-0123456789abcdef012",
    SMTP_URL: smtp.url,
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await signInToCms(page, owner);
    const token = await tokenAt(page.request, owner);
    const saved = await page.request.post("/api/globals/business", {
      headers: { authorization: `JWT ${token}` },
      data: { followUp: { reminderMinutes: 15, reviewUrl: REVIEW_URL } },
    });
    expect(saved.status()).toBe(200);
    await handOverWrites(page, "**/api/leads/*/review-request", token);
    const id = await insertLead(
      { fullName: "Rita Review", email: HOMEOWNER, status: "won" },
      server.databaseUrl,
    );

    await page.goto(`/admin/collections/leads/${id}`);
    const panel = page.getByRole("region", { name: "Review" });
    await expect(panel).toContainText("One e-mail with your review link");
    await panel.getByRole("button", { name: "Ask for a review" }).click();
    await expect(panel.getByRole("status")).toHaveText(
      "Asked for a review. The e-mail goes out within a minute.",
    );
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(HOMEOWNER)).length, { timeout: 20_000 })
      .toBe(1);
    await page.reload();
    await expect(panel).toContainText("Asked for a review on");
    await expect(panel.getByRole("button", { name: "Ask for a review" })).toHaveCount(0);

    const raw = smtp.messages.find((m) => m.to.includes(HOMEOWNER))!.raw;
    expect(raw.replace(/=\r?\n/g, "")).toContain(REVIEW_URL);
    const link = new URL(raw.match(/^List-Unsubscribe:\s*<([^>]+)>/im)![1]!);
    const visitor = await context.newPage();
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor).toHaveURL(/\/review-opt-out\?e=/);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Stop review requests?");
    await expect(visitor.getByText(HOMEOWNER)).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.getByRole("button", { name: "Stop review requests" }).click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
      "You will get no more review requests",
    );
    expect(await queryStore("select email from review_opt_outs", [], server.databaseUrl)).toEqual([
      expect.objectContaining({ email: HOMEOWNER }),
    ]);

    // A later job for the same homeowner offers no request at all.
    const second = await insertLead(
      { fullName: "Rita Review", email: HOMEOWNER.toUpperCase(), status: "won" },
      server.databaseUrl,
    );
    await page.goto(`/admin/collections/leads/${second}`);
    await expect(panel).toContainText("This homeowner asked for no review requests.");

    // A link that was not made here stops nothing.
    await visitor.goto(`/review-opt-out?e=${link.searchParams.get("e")}&t=forged`);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
    const forged = await visitor.request.post(`/api/review-opt-out?e=eA&t=forged`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(forged.status()).toBe(400);
  } finally {
    await context.close();
    await server.stop();
    await smtp.close();
  }
});
