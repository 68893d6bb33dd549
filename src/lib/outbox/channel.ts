import type { DeliveryRow } from "@/lib/outbox/tables";

/** A setting a channel cannot send without; until it is set, its deliveries wait as "not configured". */
export type ChannelSetting = { name: string; isSet: () => boolean };

/**
 * One kind of message the outbox sends, as a concept defines it and hands it over at start
 * (src/start-up/concepts.ts). The outbox claims, retries, backs off and gives up; the channel only
 * builds and sends one message, and says in the owner's words what it is.
 */
export type OutboxChannel<Id extends string = string> = {
  /** Stored with each delivery: never renamed once used. */
  readonly id: Id;
  /** What the admin calls it beside a lead, e.g. "E-mail to you". */
  readonly label: string;
  readonly needs?: ChannelSetting;
  /**
   * Sends one delivery, the same message on every attempt (the same Message-ID or idempotency
   * key). Resolves with why nothing was sent when nothing needs sending; throws to be retried.
   */
  readonly send: (delivery: DeliveryRow) => Promise<string | undefined>;
  /** How the admin says why a delivery of this channel was not sent. */
  readonly skipped?: (delivery: DeliveryRow) => string;
};

/** A channel as its concept writes it, its id being the key it is listed under. */
export type ChannelSpec = Omit<OutboxChannel, "id">;

/**
 * A concept's channels, keyed by id: with the concept's list of ids as `Id`, the compiler refuses
 * an id without a channel, a channel without a label or a sender, and a channel not in the list.
 */
export const channelList = <Id extends string>(
  specs: Record<Id, ChannelSpec>,
): OutboxChannel<Id>[] =>
  (Object.entries(specs) as [Id, ChannelSpec][]).map(([id, spec]) => ({ id, ...spec }));
