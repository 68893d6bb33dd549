import "server-only";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { photoBucket, type PhotoBucket } from "./bucket";
import { mediaDir } from "./media-dir";

/** Where the admin keeps photo files: read one by its stored name, or put new bytes in its place. */
export type StoredFiles = {
  read(name: string): Promise<Buffer | undefined>;
  replace(name: string, data: Buffer, contentType: string): Promise<void>;
};

function folderFiles(folder: string): StoredFiles {
  // Names come from the admin's own records; basename keeps them inside the folder anyway.
  const fileOf = (name: string) => path.join(folder, path.basename(name));
  return {
    read: (name) => readFile(fileOf(name)).catch(() => undefined),
    // In one step, so a visitor never gets half a photo and a crash leaves the old one.
    async replace(name, data) {
      const temporary = `${fileOf(name)}.${process.pid}.replacing`;
      await writeFile(temporary, data);
      await rename(temporary, fileOf(name));
    },
  };
}

function bucketFiles(bucket: PhotoBucket): StoredFiles {
  const client = new S3Client(bucket.config);
  return {
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket.name, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    // A put replaces the whole object at once: readers see the old photo or the new one.
    async replace(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: name,
          Body: data,
          ContentType: contentType,
        }),
      );
    },
  };
}

/** The photo files of a configuration: the bucket when S3_BUCKET is set, else the media folder. */
export function storedFiles(env: ServerEnv): StoredFiles {
  const bucket = photoBucket(env);
  return bucket ? bucketFiles(bucket) : folderFiles(mediaDir(env));
}

let current: StoredFiles | undefined;

/** This server's photo files, with one S3 client for the whole process. */
export const photoFiles = () => (current ??= storedFiles(serverEnv()));
