/** An S3 API server on loopback for the release tests: s3rver (decision 100), in a temporary folder. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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
