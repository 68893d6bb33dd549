import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { createHash } from 'node:crypto'
import { sharedClient } from '@/lib/db/client'

/**
 * Issue 47, written by hand (the engine's own schema does not change):
 * 1. `users.id` never comes back. Without AUTOINCREMENT, SQLite gives a new row the highest id
 *    plus one, so the account made after the newest one was deleted took its id, and with it the
 *    old account's calendar feed and devices. The table is rebuilt with AUTOINCREMENT, its counter
 *    set past every id still named anywhere (a feed or device row a deleted account left).
 * 2. What deleted accounts left is removed: their calendar feeds and push devices.
 * 3. Calendar feed tokens are kept as their SHA-256 only; the tokens phones hold keep working.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const [table] = await db.all<{ sql: string }>(
    sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'`,
  )
  if (table && !/AUTOINCREMENT/i.test(table.sql)) {
    const indexes = await db.all<{ sql: string }>(
      sql`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users' AND sql IS NOT NULL`,
    )
    const ddl = table.sql
      .replace(/^CREATE TABLE\s+[`"]?users[`"]?/i, 'CREATE TABLE `users_rebuilt`')
      .replace(/(`id`\s+integer\s+PRIMARY KEY)(\s+NOT NULL)?/i, '$1 AUTOINCREMENT NOT NULL')
    if (!/AUTOINCREMENT/.test(ddl) || !ddl.includes('users_rebuilt'))
      throw new Error(`Unexpected users table: ${table.sql}`)
    // SQLite's way to change a table: with foreign keys off (which only works outside a
    // transaction, so on the connection itself, as one transaction of its own), or dropping the
    // old table would delete every session and lock that names an account.
    await sharedClient().migrate([
      ddl,
      'INSERT INTO `users_rebuilt` SELECT * FROM `users`',
      'DROP TABLE `users`',
      'ALTER TABLE `users_rebuilt` RENAME TO `users`',
      ...indexes.map((index) => index.sql),
    ])
  }

  const [named] = await db.all<{ highest: number | null }>(sql`SELECT max(id) AS highest FROM (
    SELECT max(id) AS id FROM users
    UNION ALL SELECT max(user_id) FROM calendar_feeds
    UNION ALL SELECT max(user_id) FROM push_devices)`)
  const highest = named?.highest ?? 0
  if (highest > 0) {
    await db.run(sql`DELETE FROM sqlite_sequence WHERE name = 'users' AND seq < ${highest}`)
    await db.run(sql`INSERT INTO sqlite_sequence (name, seq)
      SELECT 'users', ${highest} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'users')`)
  }

  await db.run(sql`DELETE FROM calendar_feeds WHERE user_id NOT IN (SELECT id FROM users)`)
  await db.run(sql`DELETE FROM push_devices WHERE user_id NOT IN (SELECT id FROM users)`)

  // A token is 32 characters of base64url; its hash is 64 hex digits.
  const feeds = await db.all<{ user_id: number; token_hash: string }>(
    sql`SELECT user_id, token_hash FROM calendar_feeds WHERE length(token_hash) = 32`,
  )
  for (const feed of feeds) {
    const hash = createHash('sha256').update(feed.token_hash).digest('hex')
    await db.run(
      sql`UPDATE calendar_feeds SET token_hash = ${hash} WHERE user_id = ${feed.user_id}`,
    )
  }
}

/** Nothing to undo that would be safe: ids stay unique and hashed tokens cannot be unhashed. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
