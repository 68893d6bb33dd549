import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// The lead store owns the leads' columns: step 0009_lead_language of lib/db/lead-store-steps.ts adds `language` before
// the admin's migrations run (cms/ready.ts). This migration only records it in the admin's snapshot.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
