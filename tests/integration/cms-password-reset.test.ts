import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { defaultSiteFacts } from "@/config/site-facts";

const { business } = defaultSiteFacts;

pointAtFreshCmsDatabase("cms-reset", { withOwner: true });

const { cms } = await import("@/cms/ready");
const { ensureFirstOwner } = await import("@/cms/first-owner");
const { closeDb } = await import("@/lib/db/client");

let payload: Payload;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  payload = await cms();
  await ensureFirstOwner();
});
afterAll(async () => {
  closeDb();
  await sink.close();
});

const forgot = (email: string) =>
  payload.forgotPassword({ collection: "users", data: { email }, disableEmail: false });

describe("a forgotten password", () => {
  it("is reset through a link to the site's own address, sent over SMTP_URL", async () => {
    process.env.SMTP_URL = sink.url;
    await forgot("owner@example.com");
    await expect.poll(() => sink.messages.length).toBe(1);
    const [mail] = sink.messages;
    expect(mail!.to).toEqual(["owner@example.com"]);
    const raw = mail!.raw.replace(/=\r?\n/g, "");
    expect(raw).toContain(`Reset your password for the ${business.name} admin`);
    expect(raw).toMatch(new RegExp(`${business.siteUrl}/admin/reset/[0-9a-f]{20,}`));
  });

  it("sends nothing for an address without an account, without an error that would tell", async () => {
    const before = sink.messages.length;
    await forgot("nobody@example.com");
    // A reset is sent before forgotPassword returns, so nothing can still be on its way.
    expect(sink.messages.length).toBe(before);
  });

  it("without SMTP_URL, sends nothing and fails nothing", async () => {
    delete process.env.SMTP_URL;
    const before = sink.messages.length;
    await expect(forgot("owner@example.com")).resolves.toBeDefined();
    expect(sink.messages.length).toBe(before);
  });
});
