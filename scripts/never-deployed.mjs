import { existsSync } from "node:fs";
import path from "node:path";

/** Folders of the project a server never runs from: this machine's data, tests and benchmark. */
export const NEVER_DEPLOYED = ["data", "tests", "test-results", "bench", ".next-bench"];

/**
 * Which of those a built server folder carries. A file path the build could not resolve makes it
 * copy whole folders, and a deployed copy of a developer's database would hold other people's leads.
 * The folder the build was made in is the server's own (the benchmark builds into .next-bench).
 * @param {string} serverFolder
 * @param {string} [builtInto]
 */
export const foldersNeverDeployed = (serverFolder, builtInto = ".next") =>
  NEVER_DEPLOYED.filter(
    (folder) => folder !== builtInto && existsSync(path.join(serverFolder, folder)),
  );
