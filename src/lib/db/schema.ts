import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Small server-side settings, e.g. the generated key that signs form tokens. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
