import "server-only";
import { serverEnv } from "@/lib/env";
import { describeDbError } from "@/lib/db/errors";
import type { DeliveryRow } from "@/lib/outbox/tables";
import { processSlot } from "@/lib/runtime/process-slot";
import { channelOf, registeredChannels, runOutboxJobs } from "./registry";
import { backoffMs, isPermanentFailure } from "./retry";
import {
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliveryGaveUp,
  markDeliverySent,
  markDeliverySkipped,
  queueNotConfigured,
} from "./store";

async function attempt(row: DeliveryRow) {
  const attempts = row.attempts + 1;
  try {
    const channel = channelOf(row.channel);
    if (!channel) throw new Error(`No outbox channel "${row.channel}" is registered`);
    const skipped = await channel.send(row);
    if (skipped) return await markDeliverySkipped(row.id, attempts, skipped);
    await markDeliverySent(row.id, attempts);
  } catch (error) {
    // A refusing mail server may quote the recipient's address: keep only the error's kind.
    const message = describeDbError(error);
    const giveUp = isPermanentFailure(error) || attempts >= serverEnv().OUTBOX_MAX_ATTEMPTS;
    console.error(
      `Delivery ${row.id} (${row.channel}) of ${row.subject} ${row.subjectId} failed, attempt ${attempts}${giveUp ? ", giving up (the admin offers Retry now)" : ""}: ${message}`,
    );
    if (giveUp) await markDeliveryGaveUp(row.id, attempts, message);
    else
      await markDeliveryFailed(
        row.id,
        attempts,
        message,
        new Date(Date.now() + backoffMs(attempts)),
      );
  }
}

/** Sends every delivery that is due; returns how many were attempted. */
export async function processOutbox(now = new Date()): Promise<number> {
  const due = await claimDueDeliveries(now, serverEnv().OUTBOX_LOCK_MS);
  await Promise.all(due.map(attempt));
  return due.length;
}

type LoopState = {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again?: boolean;
  stopping?: boolean;
};
const loop = processSlot<LoopState>("outbox loop");
/** Set for good when the server shuts down: no delivery may start after that. */
const closed = processSlot<true>("outbox closed");

/** Runs the outbox now unless a run is under way (then that run goes round once more). */
export function kickOutbox(): Promise<void> {
  const state = loop.getOrMake(() => ({}));
  if (state.stopping || closed.get()) return state.running ?? Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await runOutboxJobs();
        await processOutbox();
      } while (state.again && !state.stopping && !closed.get());
    } catch (error) {
      console.error(`Outbox run failed: ${describeDbError(error)}`);
    } finally {
      state.running = undefined;
    }
  })();
  return state.running;
}

/** Started once per server process: re-queues what waited for configuration, then polls. */
export async function startOutboxLoop(intervalMs = serverEnv().OUTBOX_INTERVAL_MS) {
  const state = loop.getOrMake(() => ({}));
  if (state.timer) return;
  await queueNotConfigured(
    registeredChannels()
      .filter((channel) => channel.needs?.isSet())
      .map((channel) => channel.id),
  );
  state.timer = setInterval(() => void kickOutbox(), intervalMs);
  state.timer.unref();
  void kickOutbox();
}

/** Stops the loop (tests start and stop it around each case). */
export function stopOutboxLoop() {
  const state = loop.get();
  if (state?.timer) clearInterval(state.timer);
  loop.set(undefined);
}

/**
 * For a graceful stop of the server: takes no delivery from now on and waits, at most `graceMs`,
 * for the ones being sent to finish and be marked, so a graceful stop never leaves a sent e-mail
 * unmarked (and sent again after restart). Returns whether everything in flight finished.
 */
export async function shutDownOutbox(graceMs: number): Promise<boolean> {
  closed.set(true);
  const state = loop.get();
  if (!state) return true;
  state.stopping = true;
  if (state.timer) clearInterval(state.timer);
  const running = state.running;
  if (!running) return true;
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    running.then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
  ]);
  clearTimeout(timer);
  return finished;
}
