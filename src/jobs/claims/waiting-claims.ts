import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { jobRows } from "../tables";
import { claimRows } from "./tables";

/** The warranty claims no one has answered yet, oldest first, with their job's title. */
export async function waitingClaims() {
  const db = await getDb();
  return db
    .select({ id: claimRows.id, title: jobRows.title, updatedAt: claimRows.updatedAt })
    .from(claimRows)
    .innerJoin(jobRows, eq(jobRows.id, claimRows.jobId))
    .where(eq(claimRows.status, "received"))
    .orderBy(asc(claimRows.id));
}
