/**
 * An S3 API server on loopback for the release tests: s3rver (decision 100) in a temporary
 * folder, behind a proxy that can answer chosen requests with an error (403, 500) as a failing
 * store would, and that honours `If-None-Match: *` on uploads as AWS S3 does (s3rver ignores it).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paginateListObjectsV2, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** A fault: the status to answer a request with, or undefined to pass it on. */
export type Fault = (request: { method: string; key: string }) => number | undefined;

const errorXml = (status: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${
    status === 412 ? "PreconditionFailed" : status === 403 ? "AccessDenied" : "InternalError"
  }</Code><Message>injected by the test proxy</Message></Error>`;

/**
 * Starts a server with `bucket`; returns the environment `npm run release` needs to reach it
 * (through the proxy), the server's own address (`direct`, for readers that faults must not
 * hit) and `setFault` to change the proxy's answers.
 */
export async function startS3(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let fault: Fault = () => undefined;
  // Aliyun OSS lists ETags in capitals: the proxy can answer as it does.
  let capitalEtags = false;
  // Conditional uploads of one key are answered one after the other, as one store would.
  let queue = Promise.resolve();
  const forward = (incoming: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }>((done, fail) => {
      const out = request(
        { host: "127.0.0.1", port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          const chunks: Buffer[] = [];
          // A killed release closes its connections mid-answer: that request fails, nothing else.
          answer.on("error", fail);
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () =>
            done({ status: answer.statusCode ?? 500, headers: answer.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      out.on("error", fail);
      out.end(body);
    });
  const exists = (path: string) =>
    new Promise<boolean>((done, fail) => {
      request({ host: "127.0.0.1", port, method: "HEAD", path }, (answer) => {
        answer.on("error", fail).resume();
        done(answer.statusCode === 200);
      })
        .on("error", fail)
        .end();
    });
  const proxy = createServer((incoming, outgoing) => {
    incoming.on("error", () => outgoing.destroy());
    outgoing.on("error", () => incoming.destroy());
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://proxy");
      const key = decodeURIComponent(url.pathname.split("/").slice(2).join("/"));
      const method = incoming.method ?? "GET";
      const answer = async () => {
        const injected = fault({ method, key });
        if (injected) return { status: injected, headers: {}, body: Buffer.from(errorXml(injected)) };
        if (method === "PUT" && incoming.headers["if-none-match"] === "*") {
          const turn = queue.then(async () => {
            if (await exists(url.pathname))
              return { status: 412, headers: {}, body: Buffer.from(errorXml(412)) };
            return forward(incoming, Buffer.concat(chunks));
          });
          queue = turn.then(
            () => undefined,
            () => undefined,
          );
          return turn;
        }
        return forward(incoming, Buffer.concat(chunks));
      };
      answer().then(
        ({ status, headers, body: raw }) => {
          const body = capitalEtags
            ? Buffer.from(
                raw
                  .toString("utf8")
                  .replace(
                    /(<ETag>(?:&quot;|")?)([0-9a-f]{32})/g,
                    (_etag, start: string, sum: string) => start + sum.toUpperCase(),
                  ),
              )
            : raw;
          outgoing.writeHead(status, { ...headers, "content-length": body.length });
          outgoing.end(body);
        },
        () => outgoing.destroy(),
      );
    });
  });
  await new Promise<void>((done) => proxy.listen(0, "127.0.0.1", done));
  const credentials = {
    RELEASE_PATH_STYLE: "1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_REGION: "us-east-1",
  };
  const env = {
    ...credentials,
    AWS_ENDPOINT_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
  };
  const direct = { ...credentials, AWS_ENDPOINT_URL: `http://127.0.0.1:${port}` };
  const stop = async () => {
    proxy.closeAllConnections();
    await new Promise((done) => proxy.close(done));
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  };
  return {
    env,
    direct,
    stop,
    setFault: (next?: Fault) => (fault = next ?? (() => undefined)),
    setCapitalEtags: (on: boolean) => (capitalEtags = on),
  };
}

/** Every key under `prefix` with its ETag, as the bucket holds them after a release. */
export async function listKeys(s3: S3Client, bucket: string, prefix: string): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: bucket, Prefix: prefix }))
    for (const object of page.Contents ?? []) keys.set(object.Key ?? "", object.ETag ?? "");
  return keys;
}
