import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { foldersNamedIn, foldersToName, layoutBlock } from "./readme-layout";
import { isFolder, repoRoot } from "./source-files";

/*
 * The layout is where a newcomer learns where things live, so it names every folder under src/
 * at every depth, except the route folders inside app/ and a concept's components/ (see
 * foldersToName); and every folder it names exists.
 */

describe("reading the layout block", () => {
  const folders = new Set([
    "src/leads/",
    "src/leads/delivery/",
    "src/posts/",
    "src/posts/articles/",
    "src/faqs/",
    "tests/e2e/",
  ]);
  const block = [
    "src/",
    "  leads/            intake, delivery/ (outbox), push/",
    "                    (devices)",
    "  posts/ faqs/",
    "                    each: seed; posts/articles/ holds the articles",
    "tests/e2e/          browser tests",
  ].join("\n");

  it("reads a folder inside the entry that names it, or from src/", () => {
    const { named, unknown } = foldersNamedIn(block, (place) => folders.has(place));
    expect([...named].sort()).toEqual([...folders].sort());
    expect(unknown).toEqual(["push/"]);
  });
});

describe("the README's project layout", () => {
  const readme = readFileSync(path.join(repoRoot, "README.md"), "utf8");
  const { named, unknown } = foldersNamedIn(layoutBlock(readme), isFolder);

  it("names every folder under src/", () => {
    expect(foldersToName().filter((folder) => !named.has(folder))).toEqual([]);
  });

  it("names no folder that does not exist", () => {
    expect(unknown).toEqual([]);
  });
});
