import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/lib/env";
import { mediaDir } from "./media-dir";
import { mediaFilePath } from "./public";

const MEDIA_FILE_PREFIX = mediaFilePath("");

/**
 * The stored file behind a photo from the admin, for pictures the server draws itself (an
 * article's social image). Undefined for any other address or a file that is gone.
 */
export async function storedPhotoFile(src: string): Promise<Buffer | undefined> {
  if (!src.startsWith(MEDIA_FILE_PREFIX)) return undefined;
  // The name comes from the admin's own records; basename keeps it inside the media folder anyway.
  const name = path.basename(decodeURIComponent(src.slice(MEDIA_FILE_PREFIX.length)));
  return readFile(path.join(mediaDir(serverEnv()), name)).catch(() => undefined);
}
