import "../../tests/support/register-concepts";
import { describe, expect, it } from "vitest";
import { registeredChannels } from "@/lib/outbox/registry";
import { leadChannelIds } from "@/leads/delivery/channel-ids";
import { appointmentChannelIds } from "@/bookings/channel-ids";
import { estimateChannelIds } from "@/estimates/channel-ids";
import { jobChannelIds } from "@/jobs/channel-ids";
import { portalChannelIds } from "@/portal/channel-ids";

// Registered by the import of tests/support/register-concepts.ts, as at the server's start.
describe("the outbox after start-up", () => {
  it("knows a channel, with a label, for every message a concept queues", () => {
    const ids = registeredChannels().map((channel) => channel.id);
    expect(ids.toSorted()).toEqual(
      [
        ...leadChannelIds,
        ...appointmentChannelIds,
        ...estimateChannelIds,
        ...jobChannelIds,
        ...portalChannelIds,
      ].toSorted(),
    );
    for (const channel of registeredChannels()) expect(channel.label).not.toBe("");
  });
});
