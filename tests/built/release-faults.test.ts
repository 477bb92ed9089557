/**
 * The release under faults (decision 455), on s3rver behind the fault proxy: the release CLI is
 * killed with SIGKILL at each of its phases and run again, stores answer 500 and 403, two runs
 * start at once; all the while a reader fetches pages and every asset they name through the
 * edge's own routing. No broken reference may ever be seen, and the tool must say truthfully
 * which release serves.
 */
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { entryPathsOf, getBundle, rootTargetPath } from "../../src/config/bundles.ts";
import { releasesOf, targetOf, type Phase, type ReleaseTarget } from "../../src/deploy/release.ts";
import { distDir, fileFor } from "./dist.ts";
import { startRelease } from "./release-cli.ts";
import { edgeGet, startReader } from "./release-edge.ts";
import { startS3 } from "./s3-server.ts";

const BUCKET = "fault-sites";
const work = mkdtempSync(join(tmpdir(), "release-faults-"));
const dist = join(work, "dist");
const site = join(dist, "default");
const env: NodeJS.ProcessEnv = { RELEASE_TARGET: `s3://${BUCKET}/live` };
const PAGES = ["/login", "/v2/login", "/m/kssczh/tengxun/shanxin/", "/404.html"];
let server: Awaited<ReturnType<typeof startS3>>;
/** The bucket as the edge reads it: straight from the store, never through the faults. */
let edge: ReleaseTarget;
let reader: ReturnType<typeof startReader>;

/** Starts `npm run release -- <args>`; `pauseAt` holds it at that phase until killed. */
function start(args: string[], pauseAt?: Phase) {
  const phases = join(work, `phases-${Math.random()}`);
  const release = startRelease(args, {
    ...env,
    DIST_DIR: dist,
    RELEASE_TEST_PHASE_FILE: phases,
    ...(pauseAt ? { RELEASE_TEST_PAUSE_AT: pauseAt } : {}),
  });
  /** Waits until the run reached `phase`. */
  const reached = async (phase: Phase) => {
    for (let tries = 0; tries < 600; tries += 1) {
      if (existsSync(phases) && readFileSync(phases, "utf8").includes(`default ${phase}\n`)) return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error(`the release never reached ${phase}: ${release.output.stderr}`);
  };
  return { ...release, reached };
}
const run = (args: string[]) => start(args).done;

/** A new build: one changed page that names a new script, so each release differs from the last. */
function changeBuild(tag: string): void {
  writeFileSync(join(site, "_astro", `extra.${tag}.js`), `export const ${tag} = 1;\n`);
  appendFileSync(join(site, "login.html"), `<script type="module" src="/_astro/extra.${tag}.js"></script>`);
}

beforeAll(async () => {
  // The pages a whole build of the bundle must have and those the reader fetches: quicker to send.
  const bundle = getBundle("default");
  const pages = [rootTargetPath(bundle), ...entryPathsOf(bundle), ...PAGES].map((path) =>
    fileFor("default", path),
  );
  cpSync(join(distDir, "default"), site, {
    recursive: true,
    filter: (file) => !file.endsWith(".html") || pages.includes(file),
  });
  server = await startS3(BUCKET);
  Object.assign(env, server.env);
  // The SDK reads the credentials from the process's environment.
  Object.assign(process.env, server.env);
  const proxied = targetOf(getBundle("default"), env);
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: server.direct.AWS_ENDPOINT_URL,
    forcePathStyle: true,
  });
  edge = { ...proxied, s3 };
  const first = await run(["default", "--allow-samples"]);
  expect(first.status, first.stderr).toBe(0);
  reader = startReader(edge, PAGES);
}, 60_000);

afterAll(async () => {
  await reader?.stop();
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("releases under faults", { timeout: 240_000 }, () => {
  test.each(["planned", "assets", "objects", "verified", "whole"] as const)(
    "killed at %s: the old release serves whole; a re-run completes and records the release",
    async (phase) => {
      changeBuild(phase);
      const before = (await releasesOf(edge)).current;
      const killed = start(["default", "--allow-samples"], phase);
      await killed.reached(phase);
      killed.child.kill("SIGKILL");
      expect((await killed.done).signal).toBe("SIGKILL");
      expect((await releasesOf(edge)).current).toBe(before);
      const listed = await run(["--list", "default"]);
      expect(listed.stdout).toContain(`${before}  ← serving`);
      const again = await run(["default", "--allow-samples"]);
      expect(again.status, again.stderr).toBe(0);
      if (phase !== "whole") expect(again.stdout).toContain("(resumed)");
      const now = await releasesOf(edge);
      expect(now.current).not.toBe(before);
      expect(now.begun).toEqual([]);
      expect((await edgeGet(edge, "/login")).body).toEqual(readFileSync(join(site, "login.html")));
    },
  );

  test("a store answering 500 to every page upload: the release fails, the old one serves, and says so", async () => {
    changeBuild("e500");
    const before = (await releasesOf(edge)).current;
    server.setFault(({ method, key }) => (method === "PUT" && key.includes("/releases/") ? 500 : undefined));
    const failed = await run(["default", "--allow-samples"]);
    server.setFault();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`Release ${before} serves (every page of it).`);
    expect((await releasesOf(edge)).current).toBe(before);
  });

  test("a store refusing (403) the pointer write: the old release serves, and the re-run switches", async () => {
    const before = (await releasesOf(edge)).current;
    server.setFault(({ method, key }) =>
      method === "PUT" && key.endsWith("/serving.json") ? 403 : undefined,
    );
    const refused = await run(["default", "--allow-samples"]);
    server.setFault();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(`AccessDenied|Access Denied|injected.*Release ${before} serves`),
    );
    expect((await releasesOf(edge)).current).toBe(before);
    const again = await run(["default", "--allow-samples"]);
    expect(again.status, again.stderr).toBe(0);
    expect((await releasesOf(edge)).current).not.toBe(before);
  });

  test("two runs at once: one writes, the other is refused by the lock and changes nothing", async () => {
    changeBuild("twice");
    const first = start(["default", "--allow-samples"], "planned");
    await first.reached("planned");
    const second = await run(["default", "--allow-samples"]);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("another release of this site is running");
    first.child.kill("SIGKILL");
    await first.done;
    const resumed = await run(["default", "--allow-samples"]);
    expect(resumed.status, resumed.stderr).toBe(0);
  });

  test("the reader saw no broken reference throughout", async () => {
    const { fetches, broken } = await reader.stop();
    expect(broken).toEqual([]);
    expect(fetches).toBeGreaterThan(100);
  });
});
