import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitation } from "@/bookings/invitation";
import { sendEmail } from "@/lib/mail/smtp";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.mjs";
import { eventsOf } from "../support/mail-parts";

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());

const from = { address: "hello@example.com", name: "Trinity Oak Remodeling" };
const content = (method: "REQUEST" | "CANCEL") =>
  invitation({
    method,
    uid: "mail-test@example.com",
    sequence: method === "CANCEL" ? 1 : 0,
    start: new Date("2026-12-01T16:30:00Z"),
    end: new Date("2026-12-01T16:45:00Z"),
    stamp: new Date("2026-11-28T12:00:00Z"),
    summary: "15-minute call",
    description: "We call you.",
    organizer: { name: from.name, email: from.address },
    attendee: { email: "homeowner@example.com" },
  });

describe("an e-mail with an invitation", () => {
  it.each(["REQUEST", "CANCEL"] as const)(
    "carries a text/calendar part with METHOD:%s that a calendar reads back to the time in UTC",
    async (method) => {
      const before = smtp.messages.length;
      await sendEmail(smtp.url, from, {
        to: "homeowner@example.com",
        subject: "Your call",
        text: "Your call is booked.",
        html: "<p>Your call is booked.</p>",
        invitation: { method, content: content(method) },
      });
      await expect.poll(() => smtp.messages.length).toBe(before + 1);
      const raw = smtp.messages.at(-1)!.raw;
      expect(raw).toMatch(
        new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}`, "i"),
      );
      const events = eventsOf(raw);
      expect(events).toHaveLength(1);
      expect(new Date(events[0]!.start).toISOString()).toBe("2026-12-01T16:30:00.000Z");
      expect(events[0]!.uid).toBe("mail-test@example.com");
    },
  );
});
