import "server-only";
import { s3Storage } from "@payloadcms/storage-s3";
import type { Plugin } from "payload";
import type { ServerEnv } from "@/lib/env";
import { storageBucket } from "@/lib/storage/bucket";
import { SHELF_PREFIXES } from "@/lib/storage/stored-files";

// The adapter's newest release names the engine one patch behind ours; package.json's overrides
// install it against ours. The engine's development-only check of matching versions would
// refuse that working set with an unhandled error (production never runs the check).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= "true";

/**
 * Photos in the bucket when one is set: uploads, their WebP copies and deletions go there, and
 * `/api/media/file/<name>` still serves them (from the bucket), so pages name the same addresses
 * either way. A job's private photos go under the bucket's private keys. The storage's two columns exist with or without a bucket, so switching needs no
 * migration of its own.
 */
export function photoStorage(env: ServerEnv): Plugin {
  const bucket = storageBucket(env);
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    collections: {
      media: true,
      // A job's photos under the private keys, where the portal reads them (stored-files.ts).
      "job-photos": { prefix: SHELF_PREFIXES.privatePhotos.replace(/\/$/, "") },
    },
    bucket: bucket?.name ?? "",
    config: bucket?.config ?? {},
  });
}
