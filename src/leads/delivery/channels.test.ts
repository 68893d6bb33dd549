// The labels come from the channels the concepts register at start.
import "../../../tests/support/register-concepts";
import { describe, expect, it } from "vitest";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { deliveryView } from "@/lib/outbox/delivery-view";

const row = (overrides: Partial<DeliveryRow>): DeliveryRow => ({
  id: 7,
  subject: "lead",
  subjectId: 3,
  channel: "push",
  status: "sent",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  lockedUntil: null,
  sentAt: "2026-11-23T16:00:00.000Z",
  createdAt: "2026-11-23T16:00:00.000Z",
  ...overrides,
});

describe("a device alert in the lead's deliveries", () => {
  it("is named in the owner's words", () => {
    expect(deliveryView(row({})).channelLabel).toBe("Alert to the devices with alerts on");
    expect(deliveryView(row({ channel: "push_reminder" })).channelLabel).toBe(
      '"Still waiting" alert to the owners\' devices',
    );
  });

  it("says why it had no one to reach", () => {
    expect(
      deliveryView(
        row({ status: "skipped", sentAt: null, lastError: "No device has alerts turned on" }),
      ).statusLabel,
    ).toBe("Not sent: no device has alerts turned on");
  });
});
