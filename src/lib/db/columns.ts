import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/** When a row was made, as an ISO string the database writes itself. */
export const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);
