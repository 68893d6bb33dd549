import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSource, repoRoot, sourceFilesUnder } from "./source-files";

/**
 * A concept's index.ts is the door plain scripts (the browser tests) and the browser's modules
 * read: what stands behind it by value imports must run anywhere and weigh little. The admin
 * engine, the database and what only the server may run belong behind ./server (the contact page
 * grew by 39 KB gzipped when the business index carried the admin's opening-hours field, which
 * brought the engine along).
 */
const heavy = /^(payload|@payloadcms\/.*|drizzle-orm(\/.*)?|server-only|next\/headers|node:.*)$/;

const valueImport = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?["']([^"']+)["'];?/gm;

function resolve(spec: string, from: string): string | undefined {
  const base = spec.startsWith("@/")
    ? path.join("src", spec.slice(2))
    : spec.startsWith(".")
      ? path.join(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return [".ts", ".tsx", "/index.ts"]
    .map((ending) => base + ending)
    .find((file) => existsSync(path.join(repoRoot, file)));
}

/** The packages behind a module by value imports, each with the chain of files that reaches it. */
export function heavyBehind(start: string): string[] {
  const found: string[] = [];
  const seen = new Set([start]);
  const queue: string[][] = [[start]];
  while (queue.length) {
    const chain = queue.shift()!;
    const file = chain.at(-1)!;
    for (const [, spec] of readSource(file).matchAll(valueImport)) {
      if (heavy.test(spec!)) found.push(`${chain.join(" > ")} > ${spec}`);
      const next = resolve(spec!, file);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push([...chain, next]);
      }
    }
  }
  return found;
}

describe("a concept's index.ts", () => {
  it("finds the engine behind a module that imports it through another", () => {
    expect(heavyBehind("src/lib/cms/request-sql.ts")).toEqual(
      expect.arrayContaining([expect.stringContaining("server-only")]),
    );
    expect(heavyBehind("src/lib/routing/phone-number.ts")).toEqual([]);
  });

  it("keeps the admin engine, the database and server-only code behind ./server", () => {
    const doors = sourceFilesUnder("src").filter((file) => /^src\/[a-z-]+\/index\.ts$/.test(file));
    expect(doors.length).toBeGreaterThan(8);
    expect(doors.flatMap(heavyBehind)).toEqual([]);
  });
});
