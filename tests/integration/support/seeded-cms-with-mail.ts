import type { Payload } from "payload";
import { afterAll, beforeAll } from "vitest";
import type { User } from "@/lib/cms/payload-types";
import { startSmtpSink } from "../../support/smtp-sink.mjs";
import { cmsWithOwner, SEED_TIMEOUT_MS } from "./cms-database";

export type SeededCms = {
  payload: Payload;
  owner: User;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
};

/**
 * For a test file of the owner's work that e-mails homeowners: before its tests, the engine with
 * the owner's account and the business facts seeded, and an SMTP sink the outbox sends to; after
 * them, the outbox, the sink and the database closed. Read the fields inside the tests.
 */
export function seededCmsWithMail(): SeededCms {
  const ready = {} as SeededCms;
  beforeAll(async () => {
    ready.smtp = await startSmtpSink();
    process.env.SMTP_URL = ready.smtp.url;
    Object.assign(ready, await cmsWithOwner());
    const { seedBusinessFacts } = await import("@/business/stored-facts");
    await seedBusinessFacts(ready.payload);
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    (await import("@/lib/outbox/loop")).stopOutboxLoop();
    await ready.smtp.close();
    (await import("@/lib/db/client")).closeDb();
  });
  return ready;
}
