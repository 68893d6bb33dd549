import { createClient } from "@libsql/client";
import { e2eDatabaseUrl } from "../../../playwright.config";

/** Reads the lead store of the server under test, the way the owner's inbox would. */
export async function findLeadsByName(fullName: string) {
  const client = createClient({ url: e2eDatabaseUrl });
  try {
    const result = await client.execute({
      sql: "select * from leads where full_name = ? order by id",
      args: [fullName],
    });
    return result.rows;
  } finally {
    client.close();
  }
}

let counter = 0;
/** A distinct client address per test, so the per-client rate limit only bites where a test wants it. */
export function uniqueClientIp(): string {
  counter += 1;
  return `198.51.${(process.pid + counter) % 250}.${(Date.now() + counter) % 250}`;
}
