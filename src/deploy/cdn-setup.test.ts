import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { getBundle } from "../config/bundles.ts";
import {
  aliyunDomainOnce,
  aliyunEdge,
  aliyunRamPolicy,
  aliyunWebsiteXml,
  awsBucketPolicy,
  awsErrorPageFunction,
  awsErrorPageRolePolicy,
  cloudfrontFunction,
} from "./cdn-setup.ts";
import type { EdgeRelease } from "./edge-route.ts";
import { plainRelease, ROUTES, tokenRelease } from "../../tests/edge-routes.ts";
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

describe("the Aliyun rule list, row by row as nginx serves them", () => {
  const aliyunTarget = targetOf(bundle, { RELEASE_TARGET: "s3://h5-default/live" });
  test.each(ROUTES.filter((row) => row[3] !== undefined))(
    "%s: %s?%s",
    (_location, uri, query, release, answer) => {
      const edge = aliyunEdge(bundle, aliyunTarget, release);
      expect(edge.applyRules(uri, query)).toEqual(edge.originOf(answer));
    },
  );

  test("the EdgeScript has one block per rule, in the list's order, each path and regex quoted", () => {
    const { rules, script } = aliyunEdge(bundle, aliyunTarget, tokenRelease);
    const tested = [...script.matchAll(/^ *if match_re\(\$uri, '((?:[^'\\]|\\.)*)'\) \{$/gm)].map((match) =>
      match[1]?.replace(/\\(.)/g, "$1"),
    );
    expect(tested).toEqual(rules.map((rule) => rule.when));
    expect(script).toContain("rewrite(concat('/spring.html?', $args), 'redirect', 302)");
    expect(script).toContain("rewrite(concat('/live/default/_astro/', substr($uri, 9, -1)), 'break')");
    expect(script).toContain(
      "rewrite(concat('/live/default/releases/r2/', substr($uri, 2, -1), 'index.html'), 'break')",
    );
    expect(script).toContain("rewrite(concat('/live/default/releases/r2/token-landing.html'), 'break')");
  });

  test("substr($uri, drop + 1, -1) is the path without its first drop characters (EdgeScript counts from 1)", () => {
    // Lua-style substr, as EdgeScript documents it: 1-based, -1 = the last character.
    const substr = (text: string, from: number, to: number) =>
      text.slice(from - 1, to < 0 ? text.length + to + 1 : to);
    for (const rule of aliyunEdge(bundle, aliyunTarget, plainRelease).rules)
      if ("origin" in rule && rule.drop !== null)
        expect(substr("/_astro/a.js", rule.drop + 1, -1)).toBe("/_astro/a.js".slice(rule.drop));
  });

  test("the CDN role reads the releases and assets only; the switch sets the serving release's 404 page", () => {
    expect(aliyunRamPolicy(aliyunTarget).Statement[0]?.Resource).toEqual([
      "acs:oss:*:*:h5-default/live/default/releases/*",
      "acs:oss:*:*:h5-default/live/default/_astro/*",
    ]);
    expect(aliyunWebsiteXml(aliyunTarget, plainRelease)).toContain(
      "<Key>live/default/releases/r1/404.html</Key>\n    <HttpStatus>404</HttpStatus>",
    );
    expect(aliyunDomainOnce().map((setting) => setting.functionName)).toEqual([
      "l2_oss_key",
      "set_hashkey_args",
    ]);
    const rule = aliyunEdge(bundle, aliyunTarget, plainRelease).functions[0]?.functionArgs.find(
      (arg) => arg.argName === "rule",
    );
    expect(rule?.argValue).toContain("'/live/default/releases/r1/'");
  });
});

describe("the 404 page on AWS follows the release the request was routed to", () => {
  const site = target.site;
  /** Runs the generated Lambda@Edge handler under Node with a bucket of `objects`. */
  async function originResponse(uri: string, status: string, objects: Record<string, string>) {
    const source = awsErrorPageFunction(target, "ap-east-1")
      .replace(/^import .*$/m, "")
      .replace("export const handler", "handler");
    const asked: unknown[] = [];
    class S3Client {
      async send(command: { input: { Bucket: string; Key: string } }) {
        asked.push(command.input);
        const body = objects[command.input.Key];
        if (body === undefined || command.input.Bucket !== "h5-sites") throw new Error("NoSuchKey");
        return { Body: { transformToString: async () => body } };
      }
    }
    class GetObjectCommand {
      input: unknown;
      constructor(input: unknown) {
        this.input = input;
      }
    }
    const event = {
      Records: [{ cf: { request: { uri }, response: { status, statusDescription: "", headers: {} } } }],
    };
    const answer = await runInNewContext(`let handler;\n${source}\nhandler(event);`, {
      S3Client,
      GetObjectCommand,
      event,
    });
    return { answer: answer as Record<string, unknown>, asked };
  }

  test.each([
    ["a page of a release", `/${site}releases/r2/no/such/page`, `${site}releases/r2/404.html`],
    [
      "a preview's release",
      `/${site}releases/20261129-011500-abc1234-dirty/x`,
      `${site}releases/20261129-011500-abc1234-dirty/404.html`,
    ],
    ["an asset: no page", `/${target.assets}Missing.B1.js`, undefined],
    ["a strange release id", `/${site}releases/..%2F_records/x`, undefined],
    ["outside the site", "/other-team/backup.sql", undefined],
  ])("%s", async (_name, uri, key) => {
    const { answer, asked } = await originResponse(uri, "403", key ? { [key]: "<p>页面不存在</p>" } : {});
    expect(asked).toEqual(key ? [{ Bucket: "h5-sites", Key: key }] : []);
    expect(answer).toMatchObject({ status: "404" });
  });

  test("a missing page (S3's 403) is the release's 404 page with status 404", async () => {
    const uri = `/${site}releases/r2/nope`;
    const { answer, asked } = await originResponse(uri, "403", {
      [`${site}releases/r2/404.html`]: "<p>页面不存在</p>",
    });
    expect(answer).toMatchObject({ status: "404", body: "<p>页面不存在</p>" });
    expect(asked).toEqual([{ Bucket: "h5-sites", Key: `${site}releases/r2/404.html` }]);
  });

  test("a found object passes untouched; a missing asset or 404 page is a bare 404", async () => {
    const ok = await originResponse(`/${site}releases/r2/login`, "200", {});
    expect(ok.answer.status).toBe("200");
    expect(ok.asked).toEqual([]);
    expect((await originResponse(`/${target.assets}x.js`, "403", {})).answer).toMatchObject({
      status: "404",
    });
    expect((await originResponse(`/${site}releases/r2/nope`, "404", {})).answer).toMatchObject({
      status: "404",
      statusDescription: "Not Found",
    });
  });

  test("its role reads the releases' 404 pages only", () => {
    expect(awsErrorPageRolePolicy(target).Statement[0]?.Resource).toBe(
      "arn:aws:s3:::h5-sites/live/default/releases/*/404.html",
    );
  });
});
