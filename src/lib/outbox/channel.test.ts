import { describe, expect, it } from "vitest";
import { channelList } from "./channel";

const send = async () => undefined;

describe("a concept's list of outbox channels", () => {
  it("gives each channel the id it is listed under", () => {
    const channels = channelList<"a" | "b">({ a: { label: "A", send }, b: { label: "B", send } });
    expect(channels.map((channel) => [channel.id, channel.label])).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
  });

  it("is refused by the compiler when a channel lacks a label or a sender, or an id its channel", () => {
    // Each line below fails type checking (npm run typecheck); the directive fails if it does not.
    // @ts-expect-error: a channel without a label
    channelList<"a">({ a: { send } });
    // @ts-expect-error: a channel without a sender
    channelList<"a">({ a: { label: "A" } });
    // @ts-expect-error: an id of the list without a channel
    channelList<"a" | "b">({ a: { label: "A", send } });
    // @ts-expect-error: a channel outside the list
    channelList<"a">({ a: { label: "A", send }, b: { label: "B", send } });
  });
});
