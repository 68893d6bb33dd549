import "server-only";
import type { Client } from "@libsql/client";

const FIRST_TIME = /(`id`\s+integer\s+PRIMARY KEY)(\s+NOT NULL)?/i;

/**
 * Makes the accounts table count its ids up for good (issue 47). The engine's table has no
 * AUTOINCREMENT, so SQLite gave a new account the highest id plus one: the account made after
 * the newest one was deleted took its id, and with it whatever still named that id. The table is
 * rebuilt with AUTOINCREMENT (SQLite's own way to change a table: foreign keys off, which works
 * only outside a transaction, so not inside the engine's migrations, which run in one, or
 * dropping the old table would delete every session that names an account), its counter is set
 * past every id a calendar feed or alert device still names, and what already-deleted accounts
 * left (their feeds and devices) is removed. Runs after the migrations, under their start lock;
 * once done it only reads the table's definition.
 */
export async function countAccountIdsUpForGood(client: Client): Promise<void> {
  const { rows } = await client.execute(
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'",
  );
  const table = rows[0]?.sql;
  if (typeof table !== "string" || /AUTOINCREMENT/i.test(table)) return;
  const rebuilt = table
    .replace(/^CREATE TABLE\s+[`"]?users[`"]?/i, "CREATE TABLE `users_rebuilt`")
    .replace(FIRST_TIME, "$1 AUTOINCREMENT NOT NULL");
  if (!/AUTOINCREMENT/.test(rebuilt) || !rebuilt.includes("users_rebuilt"))
    throw new Error(`The accounts table is not as expected: ${table}`);
  const indexes = await client.execute(
    "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users' AND sql IS NOT NULL",
  );
  const highest = `(SELECT max(id) FROM (
      SELECT max(id) AS id FROM users
      UNION ALL SELECT max(user_id) FROM calendar_feeds
      UNION ALL SELECT max(user_id) FROM push_devices))`;
  await client.migrate([
    rebuilt,
    "INSERT INTO `users_rebuilt` SELECT * FROM `users`",
    "DROP TABLE `users`",
    "ALTER TABLE `users_rebuilt` RENAME TO `users`",
    ...indexes.rows.map((index) => String(index.sql)),
    `DELETE FROM sqlite_sequence WHERE name = 'users'`,
    `INSERT INTO sqlite_sequence (name, seq) SELECT 'users', ${highest} WHERE ${highest} > 0`,
    "DELETE FROM calendar_feeds WHERE user_id NOT IN (SELECT id FROM users)",
    "DELETE FROM push_devices WHERE user_id NOT IN (SELECT id FROM users)",
  ]);
}
