import "server-only";
import path from "node:path";
import { sqliteAdapter, type SQLiteSchemaHook } from "@payloadcms/db-sqlite";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { DatabaseAdapterObj } from "payload";
import { sharedClient } from "@/lib/db/client";
import { settings } from "@/lib/db/schema";
import { deliveries } from "@/lib/outbox/tables";

/** Where `npm run cms -- migrate:create <name>` writes the admin's schema migrations (committed). */
export const CMS_MIGRATION_DIR = path.resolve(process.cwd(), "src/lib/cms/migrations");

/** Tables no admin collection declares, by the name the database knows them by. */
type StoreTables = Record<string, SQLiteTable>;

/**
 * The platform's own tables (the outbox's, the settings) and the concepts' that the admin's
 * configuration hands over join the collections' in the engine's schema, so one chain of
 * migrations is written and applied for every table; each table is declared beside its owner and
 * the platform names no concept's. (package.json makes the engine use the site's one copy of the
 * query builder, whose tables these are.)
 */
const withStoreTables =
  (conceptTables: StoreTables): SQLiteSchemaHook =>
  ({ schema }) => ({
    ...schema,
    tables: { ...schema.tables, deliveries, settings, ...conceptTables },
  });

/**
 * The admin's content lives in the site's one database, through the site's one connection
 * (lib/db/client.ts), so leads and content can share a transaction and never lock each other out.
 * The schema changes only through committed migrations, applied by cms/ready.ts when the server
 * starts and before a build; the adapter's development "push" would rewrite tables unrecorded.
 * Every admin write is one transaction: a save that a hook or a constraint refuses midway changes
 * nothing (without one, a refused lead update had already emptied its history). The connection
 * is taken only from a transaction's first write to its end (lib/db/client.ts), so a sign-in's
 * password hash or a photo's resizing does not hold up the estimate form.
 */
export function cmsDatabase(conceptTables: StoreTables): DatabaseAdapterObj {
  const adapter = sqliteAdapter({
    client: { url: "file::memory:" },
    push: false,
    migrationDir: CMS_MIGRATION_DIR,
    // Any options turn the adapter's transactions on; a write takes the file's lock at once.
    transactionOptions: { behavior: "immediate" },
    beforeSchemaInit: [withStoreTables(conceptTables)],
  });
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args);
      // connect() creates a client only when none is set.
      Object.assign(instance, { client: withEngineErrorCodes(sharedClient()) });
      return instance;
    },
  };
}

/**
 * The engine turns a duplicate into the field message "Value must be unique" only when the
 * error's `code` is SQLITE_CONSTRAINT_UNIQUE; this driver puts that in `extendedCode` and a bare
 * SQLITE_CONSTRAINT in `code`. Without the copy, a second project at one address is a 500.
 */
function withEngineErrorCodes<T extends object>(client: T): T {
  const specific = (error: unknown): never => {
    if (error && typeof error === "object" && "extendedCode" in error) {
      const { extendedCode } = error as { extendedCode?: unknown };
      if (typeof extendedCode === "string") Object.assign(error, { code: extendedCode });
    }
    throw error;
  };
  return new Proxy(client, {
    get(target, key) {
      // The target as `this`: the shared client keeps its state in private fields.
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          // A transaction's statements are the engine's writes: their errors need the same copy.
          if (key === "transaction" && result instanceof Promise)
            return result.then((tx: object) => withEngineErrorCodes(tx), specific);
          return result instanceof Promise ? result.catch(specific) : result;
        } catch (error) {
          return specific(error);
        }
      };
    },
  });
}
