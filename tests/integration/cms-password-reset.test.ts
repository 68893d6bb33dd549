import type { Payload } from "payload";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { pointAtFreshCmsDatabase } from "./support/cms-database";
import { defaultSiteFacts } from "@/business/site-facts";

const { business } = defaultSiteFacts;

pointAtFreshCmsDatabase("cms-reset", { withOwner: true });

const { cms } = await import("@/lib/cms/ready");
const { ensureFirstOwner } = await import("@/accounts/first-owner");
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

/** The account's current reset token, as the engine stores it (hidden from the API). */
const resetTokenOf = async (email: string) =>
  (
    await payload.find({
      collection: "users",
      where: { email: { equals: email } },
      showHiddenFields: true,
    })
  ).docs[0]?.resetPasswordToken;

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
    const staff = { email: "staff@example.com", password: "a long staff password", role: "staff" };
    const [owner] = (await payload.find({ collection: "users", limit: 1 })).docs;
    await payload.create({ collection: "users", data: staff as never, user: owner });
    const before = sink.messages.length;
    await forgot("nobody@example.com");
    // The e-mail goes out after forgotPassword returns: a reset for a real account asked next,
    // once arrived, shows that nothing else was on its way.
    await forgot(staff.email);
    await expect.poll(() => sink.messages.length, { timeout: 10_000 }).toBe(before + 1);
    expect(sink.messages.at(-1)!.to).toEqual([staff.email]);
  });

  it("is e-mailed once per account in five minutes, the first link staying good", async () => {
    const before = sink.messages.length;
    const first = await resetTokenOf("owner@example.com");
    await forgot("owner@example.com");
    await forgot("owner@example.com");
    expect(await resetTokenOf("owner@example.com")).toBe(first);
    expect(sink.messages.length).toBe(before);
  });

  it("takes a new password of at least 12 characters", async () => {
    const token = String(await resetTokenOf("owner@example.com"));
    const reset = (password: string) =>
      payload.resetPassword({
        collection: "users",
        data: { token, password },
        overrideAccess: true,
      });
    await expect(reset("too short")).rejects.toThrow("at least 12 characters (this one has 9)");
    await expect(reset("a long new owner password")).resolves.toBeDefined();
    await expect(
      payload.login({
        collection: "users",
        data: { email: "owner@example.com", password: "a long new owner password" },
      }),
    ).resolves.toMatchObject({ user: { role: "owner" } });
  });

  it("without SMTP_URL, sends nothing and fails nothing", async () => {
    delete process.env.SMTP_URL;
    const before = sink.messages.length;
    await expect(forgot("owner@example.com")).resolves.toBeDefined();
    expect(sink.messages.length).toBe(before);
  });
});
