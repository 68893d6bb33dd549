import "server-only";
import { stat } from "node:fs/promises";
import path from "node:path";
import { cms } from "../ready";
import type { BeforeCheck } from "./guard";
import { apiRefusal } from "./refusal";

/** /api/<collection>/file/<name>: an upload collection's file. */
const FILE_PATH = /^\/api\/([\w-]+)\/file\/([^/]+)$/;

/**
 * A file that is not on the disk is a 404. The engine answers it with a 500 "Something went
 * wrong" and an error in the log, which a mistyped or old photo address would fill.
 */
export const answerMissingFile: BeforeCheck = async (request) => {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const match = FILE_PATH.exec(new URL(request.url).pathname);
  if (!match) return null;
  const [, slug = "", encoded = ""] = match;
  const payload = await cms();
  const collections = payload.collections as Record<
    string,
    | { config: { upload?: false | { staticDir?: string; disableLocalStorage?: boolean } } }
    | undefined
  >;
  const upload = Object.hasOwn(collections, slug) ? collections[slug]?.config.upload : undefined;
  // Files in a bucket are the storage's to find: it answers a missing one with a 404 itself.
  if (!upload || upload.disableLocalStorage) return null;
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return apiRefusal(400, "That file name is not a valid address.");
  }
  // As the engine finds it; a name that leaves the folder is the engine's to refuse.
  const folder = path.resolve(/* turbopackIgnore: true */ upload.staticDir || slug);
  const file = path.resolve(folder, name);
  if (!file.startsWith(folder + path.sep)) return null;
  const missing = await stat(file).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === "ENOENT",
  );
  return missing ? apiRefusal(404, "There is no file by that name.") : null;
};
