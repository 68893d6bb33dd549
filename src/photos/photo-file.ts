import "server-only";
import { mediaFilePath } from "./public";
import { photoFiles } from "@/lib/storage/stored-files";

const MEDIA_FILE_PREFIX = mediaFilePath("");

/**
 * The stored file behind a photo from the admin, for pictures the server draws itself (an
 * article's social image). Undefined for any other address or a file that is gone.
 */
export async function storedPhotoFile(src: string): Promise<Buffer | undefined> {
  if (!src.startsWith(MEDIA_FILE_PREFIX)) return undefined;
  return photoFiles().read(decodeURIComponent(src.slice(MEDIA_FILE_PREFIX.length)));
}
