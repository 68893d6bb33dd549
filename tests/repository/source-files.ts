import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

const sourceFile = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/**
 * The code files under a folder of the repository, as paths from its root ("src/proxy.ts").
 * Installed packages and dot folders (build output such as .next/) are not the project's code.
 */
export function sourceFilesUnder(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(repoRoot, folder), { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const inside = `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFilesUnder(inside));
    else if (sourceFile.test(entry.name)) files.push(inside);
  }
  return files;
}

export function readSource(file: string): string {
  return readFileSync(path.join(repoRoot, file), "utf8");
}

/** Whether a path from the root ("src/leads/delivery/") is a folder of the repository. */
export function isFolder(fromRoot: string): boolean {
  const full = path.join(repoRoot, fromRoot);
  return existsSync(full) && statSync(full).isDirectory();
}
