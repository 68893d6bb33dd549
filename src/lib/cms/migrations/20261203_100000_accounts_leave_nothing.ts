import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { createHash } from 'node:crypto'

/**
 * Issue 47, written by hand (the engine's own schema does not change): calendar feed tokens are
 * kept as their SHA-256 only, and the tokens phones already hold keep working. The accounts
 * table's ids are made never to come back after the migrations, outside their transaction
 * (cms/account-ids.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
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

/** Nothing to undo that would be safe: hashed tokens cannot be unhashed. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
