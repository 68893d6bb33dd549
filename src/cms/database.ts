import "server-only";
import path from "node:path";
import { sqliteAdapter } from "@payloadcms/db-sqlite";
import type { DatabaseAdapterObj } from "payload";
import type { Client } from "@libsql/client";
import { sharedClient } from "@/lib/db/client";

/** Where `npm run cms -- migrate:create <name>` writes the admin's schema migrations (committed). */
export const CMS_MIGRATION_DIR = path.resolve(process.cwd(), "src/cms/migrations");

/**
 * The admin's content lives in the site's one database, through the site's one connection
 * (lib/db/client.ts), so leads and content can share a transaction and never lock each other out.
 * The schema changes only through committed migrations, applied by cms/ready.ts when the server
 * starts and before a build; the adapter's development "push" would rewrite tables unrecorded.
 * Transactions stay off (the adapter's default on SQLite): the site's own writes take the
 * connection in turns, and an admin transaction held open across hooks would stall them.
 */
export function cmsDatabase(): DatabaseAdapterObj {
  const adapter = sqliteAdapter({
    client: { url: "file::memory:" },
    push: false,
    migrationDir: CMS_MIGRATION_DIR,
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
function withEngineErrorCodes(client: Client): Client {
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
          return result instanceof Promise ? result.catch(specific) : result;
        } catch (error) {
          return specific(error);
        }
      };
    },
  });
}
