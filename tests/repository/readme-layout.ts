import { readdirSync } from "node:fs";
import path from "node:path";
import { pathWordsIn } from "./path-words";
import { repoRoot } from "./source-files";

/** The code block under README.md's "## Project layout". */
export function layoutBlock(readme: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith("Project layout"));
  const block = /```\n([\s\S]*?)```/.exec(section ?? "")?.[1];
  if (block === undefined) throw new Error('README.md has no code block under "## Project layout"');
  return block;
}

/**
 * The folders the block names, as paths from the root ("src/leads/delivery/"), and the words
 * that name none. Under "src/", a line indented two spaces starts an entry with its folders
 * ("leads/", or "cities/ ideas/ tools/ legal/"); a folder named in the entry's text is read
 * inside each of them, then from src/ ("posts/articles/es/"), as the test's sample block shows.
 * A line at the margin starts with a folder from the root ("tests/e2e/").
 */
export function foldersNamedIn(
  block: string,
  isFolder: (fromRoot: string) => boolean,
): { named: Set<string>; unknown: string[] } {
  const named = new Set<string>();
  const unknown: string[] = [];
  let heads: string[] = [];
  for (const line of block.split("\n")) {
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    if (indent === 0) {
      heads = [];
      const first = line.split(" ")[0] ?? "";
      if (!first.endsWith("/") || first === "src/") continue;
      if (isFolder(first)) named.add(first);
      else unknown.push(first);
      continue;
    }
    const folders = pathWordsIn(line).filter((word) => word.endsWith("/"));
    if (indent === 2) heads = (/^ {2}((?:\S+\/ )*\S+\/)(?: |$)/.exec(line)?.[1] ?? "").split(" ");
    for (const folder of folders) {
      const places = [...heads, ""]
        .map((head) => `src/${head}${folder}`)
        .filter((place) => isFolder(place));
      if (places.length === 0) unknown.push(folder);
      for (const place of places) named.add(place);
    }
  }
  return { named, unknown };
}

/**
 * The folders under src/ the layout must name: all of them, except the folders inside app/
 * (route folders, named after the site's addresses, which the routes list themselves) and a
 * concept's components/ (the same job in every concept, named once as "components/").
 */
export function foldersToName(folder = "src/"): string[] {
  return readdirSync(path.join(repoRoot, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !(entry.name === "components" && folder !== "src/"))
    .flatMap((entry) => {
      const inside = `${folder}${entry.name}/`;
      return inside === "src/app/" ? [inside] : [inside, ...foldersToName(inside)];
    });
}
