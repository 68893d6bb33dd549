import { describe, expect, it } from "vitest";
import { commentsIn } from "./comments";
import { pathWordsIn } from "./path-words";
import { namesMissingPath } from "./repository-paths";
import { readSource, sourceFilesUnder } from "./source-files";

/*
 * A comment that names a file sends the reader there, and files move (issue 49 moved most of
 * them). A path may be written from the commenting file's folder, a folder above it, src/ or the
 * root ("lib/db/client.ts", "@/lib/db/client", "./csv.ts"); a bare file name ("facts.ts") may
 * name a file anywhere. Not the repository's, so not checked: web and site addresses, packages
 * ("drizzle-orm/libsql"), what .gitignore names (data/), and the notes kept beside the
 * repository ("../shared/decisions.md"; a bare "decisions.md" is not read as a path at all).
 */

describe("path words in a comment", () => {
  it("are the words written like a path, without the sentence's punctuation", () => {
    expect(
      pathWordsIn(
        "/** Read by SiteFacts (config/site-facts.ts); see `lib/db/client.ts`, ((site)/layout.tsx). */",
      ),
    ).toEqual(["config/site-facts.ts", "lib/db/client.ts", "(site)/layout.tsx"]);
    expect(pathWordsIn("// start-up/, app/(site) and reply-promise.ts.")).toEqual([
      "start-up/",
      "app/(site)",
      "reply-promise.ts",
    ]);
  });

  it("leave out web and site addresses, patterns, scoped packages and product names", () => {
    const words = pathWordsIn(
      "// https://example.com/a/b.ts, /contact, /api/leads/:id/retry, src/**/*.test.ts, " +
        "<concept>/seed.ts, @payloadcms/next, Next.js, decisions.md §6",
    );
    expect(words).toEqual([]);
    expect(pathWordsIn("// @/lib/db/client")).toEqual(["@/lib/db/client"]);
  });
});

describe("a path word", () => {
  const from = "src/leads/admin/lead-where.ts";

  it("is found from the file's folder, a folder above it, src/ or the root", () => {
    for (const word of [
      "lead-query.ts",
      "delivery/channels.ts",
      "lib/db/client.ts",
      "src/proxy.ts",
      "@/lib/db/client",
      "./csv.ts",
    ])
      expect(namesMissingPath(word, from), word).toBe(false);
  });

  it("is missing when the repository no longer holds it", () => {
    for (const word of [
      "cms/leads/lead-where.ts",
      "config/site-facts.ts",
      "lib/db/gone/",
      "gone.ts",
    ])
      expect(namesMissingPath(word, from), word).toBe(true);
  });

  it("is not the repository's when it is prose, a package, output or the shared notes", () => {
    for (const word of [
      "before/after",
      "drizzle-orm/libsql",
      "next/server",
      "data/leads.db",
      "bench/report.json",
      "../shared/decisions.md",
    ])
      expect(namesMissingPath(word, from), word).toBe(false);
  });
});

/** The folders that hold the project's code; the config files at the root name few paths. */
const codeFolders = ["src", "scripts", "tests", "bench"];

describe("every path named in a comment", () => {
  it("exists, so a comment never sends a reader to a file that moved", () => {
    const missing = codeFolders.flatMap(sourceFilesUnder).flatMap((file) =>
      commentsIn(file, readSource(file))
        .flatMap(pathWordsIn)
        .filter((word) => namesMissingPath(word, file))
        .map((word) => `${file}: ${word}`),
    );
    expect(missing).toEqual([]);
  }, 120_000);
});
