import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { freeTcpPort } from "./ports.mjs";

/**
 * An S3-compatible store (s3rver) on a free loopback port with one empty bucket, keeping its
 * objects in a temporary folder removed at stop. `env` is what a server needs to use it.
 */
export async function startS3(bucket = "photos") {
  const port = await freeTcpPort();
  const directory = await mkdtemp(path.join(tmpdir(), "s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      // s3rver's own fixed pair.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
