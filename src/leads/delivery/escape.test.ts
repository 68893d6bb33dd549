import { describe, expect, it } from "vitest";
import { sampleLead } from "../../../tests/support/sample-lead";
import { escapeHtml } from "@/lib/html/escape";
import { homeownerConfirmation, ownerNotification, ownerReminder } from "./mail";
import { signWebhookBody } from "./webhook";
import { createHmac } from "node:crypto";
import { defaultSiteFacts } from "@/business/site-facts";

const attack = `<script>alert("x")</script>&'`;

const lead = sampleLead({
  id: 7,
  fullName: attack,
  email: "a@example.com",
  phone: attack,
  projectAddress: attack,
  city: "Dallas",
  serviceTypes: [attack],
  startDate: attack,
  budgetRange: attack,
  projectDescription: attack,
  hearAboutUs: attack,
  consentText: attack,
  clientIp: attack,
  userAgent: attack,
  landingPage: attack,
  referrer: attack,
  utmSource: attack,
  utmMedium: attack,
  utmCampaign: attack,
  utmTerm: attack,
  utmContent: attack,
  formPage: attack,
});

describe("e-mail bodies", () => {
  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("escape every visitor field in the owner's and the homeowner's HTML", () => {
    for (const email of [
      ownerNotification(lead, "owner@example.com"),
      homeownerConfirmation(lead, defaultSiteFacts),
      ownerReminder(lead, "owner@example.com", "15 min", "https://example.com/admin/leads/7"),
    ]) {
      expect(email.html).not.toContain("<script>");
      expect(email.html).not.toContain(`"x"`);
      expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;");
    }
  });

  it("keep visitor input out of the subject line", () => {
    expect(ownerNotification(lead, "owner@example.com").subject).toBe(
      "New estimate request #7 (Dallas)",
    );
    expect(homeownerConfirmation(lead, defaultSiteFacts).subject).not.toContain("<");
    expect(ownerReminder(lead, "owner@example.com", "15 min", "https://x.test/").subject).toBe(
      "Still waiting: estimate request #7 (Dallas), 15 min",
    );
  });

  it("list every field for the owner", () => {
    const text = ownerNotification(lead, "owner@example.com").text;
    for (const label of [
      "Name",
      "Phone",
      "E-mail",
      "Project address",
      "City",
      "Services",
      "Budget",
      "Preferred start",
      "Description",
      "Heard about us",
      "Landing page",
      "Referrer",
      "Form page",
      "Consent",
    ]) {
      expect(text).toContain(`${label}:`);
    }
  });
});

describe("webhook signature", () => {
  it("is sha256= and the HMAC-SHA256 hex of the exact body", () => {
    const body = JSON.stringify({ event: "lead.created", id: 1 });
    const expected = createHmac("sha256", "s3cret").update(body).digest("hex");
    expect(signWebhookBody(body, "s3cret")).toBe(`sha256=${expected}`);
    expect(signWebhookBody(body, "s3cret")).toBe(
      "sha256=719861688a2f1cc2fe21b8c033f50967fc45fbaf72d2f4d97aea91e8904f7597",
    );
    expect(signWebhookBody(`${body} `, "s3cret")).not.toBe(`sha256=${expected}`);
    expect(signWebhookBody(body, "other")).not.toBe(`sha256=${expected}`);
  });
});
