/** An S3 API server on loopback for the release tests: s3rver (decision 100), in a temporary folder. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paginateListObjectsV2, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** Starts a server with `bucket`; returns the environment `npm run release` needs to reach it. */
export async function startS3(
  bucket: string,
): Promise<{ env: NodeJS.ProcessEnv; stop: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = {
    AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`,
    RELEASE_PATH_STYLE: "1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_REGION: "us-east-1",
  };
  const stop = async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return { env, stop };
}

/** Every key under `prefix` with its ETag, as the bucket holds them after a release. */
export async function listKeys(s3: S3Client, bucket: string, prefix: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix }))
    for (const object of page.Contents ?? []) keys.set(object.Key ?? "", object.ETag ?? "");
  return keys;
}
