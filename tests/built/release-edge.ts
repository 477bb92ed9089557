/**
 * The edge of the release tests: answers an address as the CloudFront Function does, with the
 * same route function (src/deploy/edge-route.ts), reading the pointer from the bucket; and a
 * reader that fetches pages and every asset they name through it until stopped.
 */
import { GetObjectCommand } from "@aws-sdk/client-s3";
import { edgeRoute, previewOf } from "../../src/deploy/edge-route.ts";
import type { EdgeRelease } from "../../src/deploy/edge-route.ts";
import type { ReleaseTarget } from "../../src/deploy/release.ts";

export interface EdgeAnswer {
  status: number;
  body: Buffer;
  location?: string;
  release?: string;
}

const bytes = async (target: ReleaseTarget, key: string) => {
  try {
    const answer = await target.s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: key }));
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  } catch (error) {
    if ((error as { name?: string }).name === "NoSuchKey") return undefined;
    throw error;
  }
};

/** A record of the release tool (decision 455's layout), as the edge's store mirrors it. */
async function record(target: ReleaseTarget, key: string): Promise<{ edge: EdgeRelease } | undefined> {
  const body = await bytes(target, `${target.records}${key}`);
  return body && (JSON.parse(body.toString("utf8")) as { edge: EdgeRelease });
}

/** The object key of an edge answer in the release `id`. */
const keyOf = (target: ReleaseTarget, id: string, answer: { key: string; asset: boolean }) =>
  answer.asset ? `${target.assets}${answer.key}` : `${target.site}releases/${id}/${answer.key}`;

/**
 * The pointer as the edge reads it. s3rver writes an object's file in place, so a read during a
 * write can see half of it (a body that is not yet JSON, or an answer cut short when the file is
 * shorter than the length it announced), which S3 (whose writes are atomic) and a KeyValueStore
 * never show: such a read is made again. Only the pointer is ever rewritten.
 */
async function pointerOf(target: ReleaseTarget) {
  for (let tries = 1; ; tries += 1) {
    try {
      return await record(target, "serving.json");
    } catch (error) {
      const torn = error instanceof SyntaxError || (error as { code?: string }).code === "ECONNRESET";
      if (!torn || tries === 20) throw error;
      await new Promise((wait) => setTimeout(wait, 5));
    }
  }
}

/** The answer to `address` (path and query) on a host of the bundle, or on a preview host. */
export async function edgeGet(
  target: ReleaseTarget,
  address: string,
  host = "site.example",
  previewSuffix = "preview.example",
): Promise<EdgeAnswer> {
  const [uri = "/", query = ""] = address.split("?");
  const preview = previewOf(host, previewSuffix);
  const release = preview
    ? (await record(target, `${preview.id}/manifest.json`))?.edge
    : (await pointerOf(target))?.edge;
  const answer = edgeRoute(uri, query, release);
  if ("redirect" in answer) return { status: 302, body: Buffer.alloc(0), location: answer.redirect };
  if ("notFound" in answer || !release) return { status: 404, body: Buffer.alloc(0) };
  const body = await bytes(target, keyOf(target, release.id, answer));
  if (body) return { status: 200, body, release: release.id };
  // The distribution's 404 answer: the release's own 404 page.
  const page = await bytes(target, keyOf(target, release.id, { key: "404.html", asset: false }));
  return { status: 404, body: page ?? Buffer.alloc(0), release: release.id };
}

/** `_astro/` names a page refers to. */
export const assetsOf = (html: string) => [
  ...new Set([...html.matchAll(/\/_astro\/([\w.~-]+)/g)].map((match) => match[1] ?? "")),
];

/**
 * Fetches `paths` and the assets of each page through the edge, over and over until stopped:
 * every page must answer 200 and every asset it names too, whatever the release is doing.
 */
export function startReader(target: ReleaseTarget, paths: readonly string[]) {
  const broken: string[] = [];
  let fetches = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const path of paths) {
        const page = await edgeGet(target, path);
        fetches += 1;
        if (page.status !== 200) broken.push(`${path} ${page.status}`);
        for (const name of assetsOf(page.body.toString("utf8"))) {
          const asset = await edgeGet(target, `/_astro/${name}`);
          fetches += 1;
          if (asset.status !== 200)
            broken.push(`${path} → /_astro/${name} ${asset.status} (${page.release})`);
        }
      }
      // A breath between rounds: the store answers the release under test from the same process.
      await new Promise((wait) => setTimeout(wait, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { fetches, broken };
    },
  };
}
