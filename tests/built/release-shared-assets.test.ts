/**
 * The opt-in shared asset prefix (decision 102): two bundles built with ASSETS_PREFIX name their
 * scripts under it (and their CSP allows it), and released to one RELEASE_TARGET they put one
 * copy of the hashed files, which every page's assets are verified against.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getBundle } from "../../src/config/bundles.ts";
import { release, targetOf } from "../../src/deploy/release.ts";
import { listKeys, startS3 } from "./s3-server.ts";

const PREFIX = "https://static.shanxin.example/h5";
const work = mkdtempSync(join(tmpdir(), "shared-assets-"));
const dist = join(work, "dist");
let server: Awaited<ReturnType<typeof startS3>>;

beforeAll(async () => {
  const build = spawnSync(process.execPath, [resolve("src/tasks/build.ts"), "default", "car"], {
    encoding: "utf8",
    env: { ...process.env, ASSETS_PREFIX: PREFIX, BUILD_DIR: join(work, "build"), DIST_DIR: dist },
  });
  expect(build.status, build.stderr).toBe(0);
  server = await startS3("shared-sites");
  Object.assign(process.env, server.env);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("shared asset prefix", { timeout: 60_000 }, () => {
  test("pages name their scripts under the prefix only, and their CSP allows its origin", () => {
    const html = readFileSync(join(dist, "default", "login.html"), "utf8");
    expect(html).toContain(`${PREFIX}/_astro/`);
    expect(html).not.toMatch(/["'\s(=]\/_astro\//);
    expect(JSON.parse(readFileSync(join(dist, "build.json"), "utf8"))).toMatchObject({
      assetsPrefix: PREFIX,
    });
    // The page's own policy (decision 003) allows the prefix's origin.
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' https:\/\/static\.shanxin\.example /,
    );
  });

  test("two bundles released to one target put one copy of the hashed files", async () => {
    const env = { ...server.env, RELEASE_TARGET: "s3://shared-sites/live" };
    const target = targetOf(getBundle("default"), env, true);
    const first = await release(target, getBundle("default"), join(dist, "default"));
    const second = await release(targetOf(getBundle("car"), env, true), getBundle("car"), join(dist, "car"));
    const { s3 } = target;
    const files = readdirSync(join(dist, "default", "_astro"));
    const shared = await listKeys(s3, "shared-sites", "live/_astro/");
    expect([...shared.keys()].sort()).toEqual(files.map((name) => `live/_astro/${name}`).sort());
    expect(first.plan.new).toBeGreaterThan(files.length);
    // The second bundle sends its pages and public files, none of the shared assets.
    const carKeys = await listKeys(s3, "shared-sites", "live/car/");
    expect([...carKeys.keys()].some((key) => key.includes("_astro"))).toBe(false);
    expect(second.plan.new).toBe(carKeys.size);
  });
});
