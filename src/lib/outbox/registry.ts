import { describeDbError } from "@/lib/db/errors";
import { processSlot } from "@/lib/runtime/process-slot";
import type { OutboxChannel } from "./channel";

/** Work the outbox runs before each round, such as queueing reminders that fell due. */
export type OutboxJob = (now: Date) => Promise<unknown>;

type Registry = { channels: Map<string, OutboxChannel>; jobs: Map<string, OutboxJob> };

const registry = () =>
  processSlot<Registry>("outbox channels").getOrMake(() => ({
    channels: new Map(),
    jobs: new Map(),
  }));

/** Each concept hands over its channels at start (src/start-up/concepts.ts). */
export function registerChannels(channels: readonly OutboxChannel[]) {
  for (const channel of channels) registry().channels.set(channel.id, channel);
}

export const channelOf = (id: string): OutboxChannel | undefined => registry().channels.get(id);

export const registeredChannels = (): OutboxChannel[] => [...registry().channels.values()];

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
