import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "@/lib/db/columns";
import { deliveries } from "@/lib/outbox/tables";

/**
 * Devices an account turned alerts on for (the admin installed on a phone or desktop): where its
 * browser's push service takes messages for it, and the keys that encrypt them (this folder).
 * `user_id` is the admin's account; an account sees and removes only its own devices.
 */
export const pushDevices = sqliteTable(
  "push_devices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** What the account sees in its list, e.g. "Chrome on Android". */
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastAlertAt: text("last_alert_at"),
    /**
     * Alerts its push service refused in a row (send.ts): the device is dropped at the
     * limit, and the count starts again at its next alert that goes through.
     */
    failures: integer("failures").notNull().default(0),
    /** What the push service said last time it refused, for the account's list of devices. */
    lastFailure: text("last_failure"),
    lastFailureAt: text("last_failure_at"),
  },
  (table) => [index("push_devices_user_idx").on(table.userId)],
);

export type PushDeviceRow = typeof pushDevices.$inferSelect;

/**
 * Which devices one push delivery already reached: a retry after one device's push service failed
 * sends only to the devices missing here, so no device shows the same alert twice.
 */
export const pushSends = sqliteTable(
  "push_sends",
  {
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => deliveries.id, { onDelete: "cascade" }),
    deviceId: integer("device_id").notNull(),
    sentAt: text("sent_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.deviceId] })],
);
