import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { getBundle } from "../config/bundles.ts";
import { awsBucketPolicy, cloudfrontFunction } from "./cdn-setup.ts";
import type { EdgeRelease } from "./edge-route.ts";
import { targetOf } from "./release.ts";

const bundle = getBundle("default");
const target = targetOf(bundle, { RELEASE_TARGET: "s3://h5-sites/live" });
const source = cloudfrontFunction(bundle, target, { previewSuffix: "preview.example", kvsId: "kvs-1" });
const serving: EdgeRelease = { id: "r2", root: "/login", topPages: [] };
const older: EdgeRelease = { id: "r1", root: "/v2/login", topPages: [] };

/** Runs the generated function under Node as CloudFront would, with a KeyValueStore of `entries`. */
async function viewerRequest(
  host: string,
  uri: string,
  querystring: object,
  entries: Record<string, unknown>,
) {
  const kvs = {
    get: async (key: string) => {
      if (!(key in entries)) throw new Error(`The key ${key} does not exist`);
      return JSON.stringify(entries[key]);
    },
  };
  const cf = { kvs: (id: string) => (id === "kvs-1" ? kvs : undefined) };
  const script = `${source.replace('import cf from "cloudfront";', "")}\nhandler(event);`;
  const event = { request: { uri, querystring, headers: { host: { value: host } } } };
  return (await runInNewContext(script, { cf, event })) as Record<string, unknown>;
}

const store = { default: serving, "default/r1": older };
const where = (answer: Record<string, unknown>) => answer.uri ?? answer.statusCode;

describe("the generated CloudFront Function, run under Node", () => {
  test.each([
    ["a page of the serving release", "h5.example", "/login", {}, "/live/default/releases/r2/login"],
    [
      "a legacy folder with its slash",
      "h5.example",
      "/m/v1/",
      {},
      "/live/default/releases/r2/m/v1/index.html",
    ],
    ["an asset, from the store", "h5.example", "/_astro/a.B1.js", {}, "/live/default/_astro/a.B1.js"],
    [
      "a preview host: that release",
      "r1--default.preview.example",
      "/login",
      {},
      "/live/default/releases/r1/login",
    ],
    ["a preview of another bundle", "r1--car.preview.example", "/login", {}, 404],
    ["a preview of an unknown release", "r9--default.preview.example", "/login", {}, 404],
    ["a way out of the release", "h5.example", "/a/../../_records/default/serving.json", {}, 404],
  ])("%s", async (_name, host, uri, query, expected) => {
    expect(where(await viewerRequest(host, uri, query, store))).toBe(expected);
  });

  test("/ redirects to the serving release's root, the query string kept, not cached", async () => {
    const query = { from: { value: "ad" }, k: { value: "1", multiValue: [{ value: "1" }, { value: "2" }] } };
    const answer = await viewerRequest("h5.example", "/", query, store);
    expect(answer).toMatchObject({
      statusCode: 302,
      headers: { location: { value: "/login?from=ad&k=1&k=2" }, "cache-control": { value: "no-cache" } },
    });
    const preview = await viewerRequest("r1--default.preview.example", "/", {}, store);
    expect(preview).toMatchObject({ headers: { location: { value: "/v2/login" } } });
  });

  test("no pointer yet: 404, never a guess", async () => {
    expect(where(await viewerRequest("h5.example", "/login", {}, {}))).toBe(404);
  });

  test("the bucket policy lets the distribution read the releases and assets only", () => {
    const policy = awsBucketPolicy(target, "arn:aws:cloudfront::1:distribution/E1");
    expect(policy.Statement[0]?.Resource).toEqual([
      "arn:aws:s3:::h5-sites/live/default/releases/*",
      "arn:aws:s3:::h5-sites/live/default/_astro/*",
    ]);
    expect(policy.Statement[0]?.Condition.StringEquals["AWS:SourceArn"]).toBe(
      "arn:aws:cloudfront::1:distribution/E1",
    );
  });
});
