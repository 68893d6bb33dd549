import "server-only";
import type { SiteFacts } from "@/business/site-facts";
import { describeDbError } from "@/lib/db/errors";
import type { DeliveryChannel } from "@/lib/db/queries";
import type { DeliveryRow, LeadRow } from "@/lib/db/schema";
import type { Email } from "@/lib/mail/smtp";

/** Who an e-mail is from and who the owner is, as the outbox resolved them for this attempt. */
export type MailSender = { facts: SiteFacts; from: string; owner: string };

/** Makes a delivery's e-mail as things stand when it is sent, or says why none is needed now. */
export type ChannelMail = (
  delivery: DeliveryRow,
  lead: LeadRow,
  sender: MailSender,
  now: Date,
) => Promise<Email | { skip: string }>;

/** Work the outbox runs before each round, such as queueing reminders that fell due. */
export type OutboxJob = (now: Date) => Promise<unknown>;

type Registry = { mail: Map<DeliveryChannel, ChannelMail>; jobs: Map<string, OutboxJob> };
const holder = globalThis as typeof globalThis & { __outboxRegistry?: Registry };
const registry = () => (holder.__outboxRegistry ??= { mail: new Map(), jobs: new Map() });

/**
 * Another concept's e-mails go through the outbox with the lead's guarantees (src/bookings'
 * invitations): the server's start hands their makers over (src/start-up), so the outbox never
 * imports what loads the admin's engine.
 */
export function registerMailChannel(channel: DeliveryChannel, make: ChannelMail) {
  registry().mail.set(channel, make);
}

export const mailOfChannel = (channel: DeliveryChannel) => registry().mail.get(channel);

export const registeredMailChannels = () => [...registry().mail.keys()];

export function registerOutboxJob(name: string, job: OutboxJob) {
  registry().jobs.set(name, job);
}

/** Runs each job; one that fails is logged and tried again next round, the others still run. */
export async function runOutboxJobs(now = new Date()) {
  for (const [name, job] of registry().jobs)
    await job(now).catch((error: unknown) =>
      console.error(`${name} failed: ${describeDbError(error)}`),
    );
}
