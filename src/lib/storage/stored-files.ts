import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { storageBucket, type StorageBucket } from "./bucket";
import { documentsDir, mediaDir, privatePhotosDir } from "./media-dir";

/** Where the site keeps a kind of file: read one by its stored name, or put new bytes in its place. */
export type StoredFiles = {
  read(name: string): Promise<Buffer | undefined>;
  replace(name: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the file; one already gone is not an error. */
  remove(name: string): Promise<void>;
};

function folderFiles(folder: string): StoredFiles {
  // Names come from the site's own records; basename keeps them inside the folder anyway.
  const fileOf = (name: string) => path.join(folder, path.basename(name));
  return {
    read: (name) => readFile(fileOf(name)).catch(() => undefined),
    // In one step, so a reader never gets half a file and a crash leaves the old one. Two writers
    // of the same name each write their own temporary file; the last rename wins.
    async replace(name, data) {
      await mkdir(folder, { recursive: true });
      const temporary = `${fileOf(name)}.${randomUUID()}.replacing`;
      await writeFile(temporary, data);
      await rename(temporary, fileOf(name));
    },
    remove: (name) => rm(fileOf(name), { force: true }),
  };
}

function bucketFiles(bucket: StorageBucket, prefix: string): StoredFiles {
  const client = new S3Client(bucket.config);
  const keyOf = (name: string) => `${prefix}${path.basename(name)}`;
  return {
    async read(name) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket.name, Key: keyOf(name) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    // A put replaces the whole object at once: readers see the old file or the new one.
    async replace(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: keyOf(name),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    // A store answers the delete of a missing key with success.
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket.name, Key: keyOf(name) }));
    },
  };
}

/**
 * The kinds of file the site keeps: photos (the admin's uploads, which the site serves), private
 * documents (signed estimates) and private photos (a job's), which it hands only to whom they
 * belong. In the bucket when S3_BUCKET is set, photos at its top as the admin's storage puts them
 * and the private ones under keys that begin with `private`; else each in its own folder beside
 * the database.
 */
export type Shelf = "photos" | "documents" | "privatePhotos";

/** Where each shelf is in a bucket: the beginning of its keys. */
export const SHELF_PREFIXES: Record<Shelf, string> = {
  photos: "",
  documents: "private/",
  privatePhotos: "private/photos/",
};

const shelfFolders: Record<Shelf, (env: ServerEnv) => string> = {
  photos: mediaDir,
  documents: documentsDir,
  privatePhotos: privatePhotosDir,
};

export function storedFiles(env: ServerEnv, shelf: Shelf = "photos"): StoredFiles {
  const bucket = storageBucket(env);
  if (bucket) return bucketFiles(bucket, SHELF_PREFIXES[shelf]);
  return folderFiles(shelfFolders[shelf](env));
}

const current: Partial<Record<Shelf, StoredFiles>> = {};

/** This server's photo files, with one S3 client for the whole process. */
export const photoFiles = () => (current.photos ??= storedFiles(serverEnv(), "photos"));

/** This server's private documents. */
export const documentFiles = () => (current.documents ??= storedFiles(serverEnv(), "documents"));

/** This server's private photos: a job's, for its homeowner and staff. */
export const privatePhotoFiles = () =>
  (current.privatePhotos ??= storedFiles(serverEnv(), "privatePhotos"));
