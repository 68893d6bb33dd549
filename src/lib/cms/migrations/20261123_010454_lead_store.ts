import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { applyLeadStoreSteps } from '@/lib/db/lead-store-steps'

/**
 * The lead store's tables, which a chain of their own made before this chain owned every table
 * (lib/db/lead-store-steps.ts): before the leads collection, which extends them. An install made
 * by an earlier release gets only the steps it lacks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await applyLeadStoreSteps((statement) => db.all(sql.raw(statement)))
}

export async function down(_: MigrateDownArgs): Promise<void> {
  throw new Error('The lead store is not taken apart: it holds every request.')
}
