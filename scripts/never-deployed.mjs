import { existsSync } from "node:fs";
import path from "node:path";

/** Folders of the project a server never runs from: this machine's data, tests and benchmark. */
export const NEVER_DEPLOYED = ["data", "tests", "test-results", "bench", ".next-bench"];

/**
 * Which of those a built server folder carries. A file path the build could not resolve makes it
 * copy whole folders, and a deployed copy of a developer's database would hold other people's leads.
 * @param {string} serverFolder
 */
export const foldersNeverDeployed = (serverFolder) =>
  NEVER_DEPLOYED.filter((folder) => existsSync(path.join(serverFolder, folder)));
