import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isFolder, repoRoot } from "./source-files";

const { dirname, join, normalize } = path.posix;

/** A file or folder, named as an import names a module: with or without its ending. */
const exists = (place: string) =>
  ["", ".ts", ".tsx", ".mts", ".mjs", ".js"].some((ending) =>
    existsSync(path.join(repoRoot, place + ending)),
  );

/** What .gitignore names is written at run time or by a build (data/, bench/report.json). */
const ignoreRules = readFileSync(path.join(repoRoot, ".gitignore"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#") && !line.startsWith("!"))
  .map((line) => {
    const rule = line.replace(/\/$/, "");
    const pattern = rule
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join("[^/]*");
    return new RegExp(`${rule.includes("/") ? "^" : "(^|/)"}${pattern}(/|$)`);
  });

const ignored = (place: string) => ignoreRules.some((rule) => rule.test(place));

/** A package's name, not a folder of ours: "drizzle-orm/libsql", "next/server". */
function installed(word: string): boolean {
  const [head = "", second = ""] = word.split("/");
  const name = head.startsWith("@") ? `${head}/${second}` : head;
  return existsSync(path.join(repoRoot, "node_modules", name));
}

function namesUnder(folder: string, names: Set<string>): Set<string> {
  for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
    const place = join(folder, entry.name);
    if (entry.name === "node_modules" || entry.name.startsWith(".") || ignored(place)) continue;
    if (entry.isDirectory()) namesUnder(place, names);
    else names.add(entry.name);
  }
  return names;
}

/** Every file name the repository holds: a bare "facts.ts" may name one anywhere. */
const fileNames = namesUnder("", new Set());

/** The commenting file's folder, each folder above it, and src/ (for tests and scripts). */
function foldersFrom(file: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(file); folder !== "."; folder = dirname(folder)) folders.push(folder);
  return [...new Set([...folders, "", "src"])];
}

/**
 * Where a word may point: "@/" is src/; "./" and "../" start at the commenting file's folder;
 * any other path may be written from that folder, from a folder above it, src/ or the root. A
 * word with a slash counts as a path when it looks like one (ends in "/" or a file ending) or
 * starts with a folder that one of those holds; "before/after" and "and/or" do not. None for a
 * word that is not the repository's: one that climbs out of it, or names the shared notes kept
 * beside it (../shared/decisions.md).
 */
function placesFor(word: string, file: string): string[] {
  if (word.startsWith("@/")) return [join("src", word.slice(2))];
  if (word.startsWith("../shared/")) return [];
  if (/^\.\.?\//.test(word)) {
    const place = normalize(join(dirname(file), word));
    return place.startsWith("../") ? [] : [place];
  }
  const folders = foldersFrom(file);
  const head = word.split("/")[0] ?? "";
  const pathShaped =
    !word.includes("/") ||
    /(\/|\.[a-z]{1,5})$/.test(word) ||
    folders.some((folder) => isFolder(join(folder, head)));
  return pathShaped ? folders.map((folder) => join(folder, word)) : [];
}

/** Whether a path-like word in a comment in `file` names a place the repository does not hold. */
export function namesMissingPath(word: string, file: string): boolean {
  const places = placesFor(word, file);
  if (places.length === 0 || places.some((place) => ignored(place) || exists(place))) return false;
  if (!word.includes("/")) return !fileNames.has(word);
  return !installed(word);
}
