import "server-only";
import { sql as engineSql } from "@payloadcms/db-sqlite";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PayloadRequest } from "payload";
import { requestSql } from "@/lib/cms/request-sql";
import { getDb } from "@/lib/db/client";
import { pushDevices, pushSends, type PushDeviceRow } from "@/leads/push/tables";

export type NewPushDevice = Pick<
  PushDeviceRow,
  "userId" | "endpoint" | "p256dh" | "auth" | "label"
>;

/**
 * Turns alerts on for a device. A browser has one subscription per endpoint: turning alerts on
 * again (or as another account on the same browser) updates that row instead of adding a second
 * one, so a device never gets an alert twice.
 */
export async function savePushDevice(device: NewPushDevice): Promise<PushDeviceRow> {
  const db = await getDb();
  const [row] = await db
    .insert(pushDevices)
    .values(device)
    .onConflictDoUpdate({
      target: pushDevices.endpoint,
      set: { userId: device.userId, p256dh: device.p256dh, auth: device.auth, label: device.label },
    })
    .returning();
  if (!row) throw new Error("The device could not be stored");
  return row;
}

/** An account's devices, or every device when `userIds` is omitted, oldest first. */
export async function listPushDevices(userIds?: readonly number[]): Promise<PushDeviceRow[]> {
  const db = await getDb();
  if (userIds && !userIds.length) return [];
  return db
    .select()
    .from(pushDevices)
    .where(userIds ? inArray(pushDevices.userId, [...userIds]) : undefined)
    .orderBy(pushDevices.id);
}

export async function countPushDevices(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(pushDevices);
  return row?.n ?? 0;
}

/** Removes a device; with `userId`, only if it is that account's. Returns whether one went. */
export async function removePushDevice(id: number, userId?: number): Promise<boolean> {
  const db = await getDb();
  const removed = await db
    .delete(pushDevices)
    .where(
      userId === undefined
        ? eq(pushDevices.id, id)
        : and(eq(pushDevices.id, id), eq(pushDevices.userId, userId)),
    )
    .returning({ id: pushDevices.id });
  return removed.length > 0;
}

/** The devices one push delivery already reached. */
export async function pushSendsOf(deliveryId: number): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ deviceId: pushSends.deviceId })
    .from(pushSends)
    .where(eq(pushSends.deliveryId, deliveryId));
  return new Set(rows.map((row) => row.deviceId));
}

/** Records that a delivery reached a device (the push service took it): its refusals are over. */
export async function recordPushSend(deliveryId: number, deviceId: number, at = new Date()) {
  const db = await getDb();
  const sentAt = at.toISOString();
  await db.transaction(async (tx) => {
    await tx.insert(pushSends).values({ deliveryId, deviceId, sentAt }).onConflictDoNothing();
    await tx
      .update(pushDevices)
      .set({ lastAlertAt: sentAt, failures: 0, lastFailure: null, lastFailureAt: null })
      .where(eq(pushDevices.id, deviceId));
  });
}

/**
 * Records that a device's push service refused an alert for good; at `limit` refusals in a row
 * the device is removed. Returns whether it was.
 */
export async function recordPushRefusal(
  deviceId: number,
  reason: string,
  limit: number,
  at = new Date(),
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(pushDevices)
      .set({
        failures: sql`${pushDevices.failures} + 1`,
        lastFailure: reason,
        lastFailureAt: at.toISOString(),
      })
      .where(eq(pushDevices.id, deviceId))
      .returning({ failures: pushDevices.failures });
    if (!row || row.failures < limit) return false;
    await tx.delete(pushDevices).where(eq(pushDevices.id, deviceId));
    return true;
  });
}

/**
 * Stops alerts to a departing account's devices, in the account's delete transaction: the
 * account and its devices go together (their past sends go with them by foreign key).
 */
export async function forgetPushDevicesOf(req: PayloadRequest, userId: number): Promise<void> {
  const db = await requestSql(req);
  await db.run(engineSql`DELETE FROM push_devices WHERE user_id = ${userId}`);
}
