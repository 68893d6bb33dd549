import "server-only";
import type { S3ClientConfig } from "@aws-sdk/client-s3";
import type { ServerEnv } from "@/lib/env";

export type StorageBucket = { name: string; config: S3ClientConfig };

/**
 * The bucket files are kept in when S3_BUCKET is set: photos at its top, private documents under
 * keys that begin with `private` (stored-files.ts); undefined when they are kept in folders
 * beside the database. A store other than AWS's is addressed by path (`endpoint/bucket/key`),
 * which every S3-compatible store answers, rather than by a host name per bucket. The bucket is
 * never public: the site serves photos itself, and documents only to whom they belong.
 */
export function storageBucket(env: ServerEnv): StorageBucket | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    name: env.S3_BUCKET,
    config: {
      region: env.S3_REGION,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
      // Without keys the SDK looks for the machine's own (a role, a profile).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
      // The SDK's default sends a checksum after every upload's body, which several
      // S3-compatible stores refuse; a request that needs one still gets it.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    },
  };
}
