import path from "node:path";

type Env = { MEDIA_DIR?: string; DATABASE_URL?: string };

/**
 * Where uploaded photos and their sizes are written: MEDIA_DIR (an absolute path), or a `media`
 * folder beside a local database file, so a backup is one database and one folder. Never a
 * relative path: the server runs from inside the build folder, which every build replaces.
 * These are folders of the running server's data: the build neither reads nor copies them.
 */
export function mediaDir(env: Env, cwd = process.cwd()): string {
  if (env.MEDIA_DIR) return env.MEDIA_DIR;
  const url = env.DATABASE_URL ?? "";
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length).split("?")[0] ?? "";
    if (file && file !== ":memory:" && path.isAbsolute(file))
      return path.join(/* turbopackIgnore: true */ path.dirname(file), "media");
  }
  return path.join(/* turbopackIgnore: true */ cwd, "data", "media");
}

/**
 * Where private documents (signed estimates) are written without a bucket: a `documents` folder
 * beside the media folder, which the site never serves as files.
 */
export const documentsDir = (env: Env, cwd = process.cwd()): string =>
  path.join(/* turbopackIgnore: true */ path.dirname(mediaDir(env, cwd)), "documents");

/**
 * Where private photos (a job's, which only its homeowner and staff see) are written without a
 * bucket: a `photos` folder inside the documents folder, never served as files.
 */
export const privatePhotosDir = (env: Env, cwd = process.cwd()): string =>
  path.join(/* turbopackIgnore: true */ documentsDir(env, cwd), "photos");
