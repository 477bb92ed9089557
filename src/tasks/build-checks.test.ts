import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { HOST_FILES } from "../../hosts/index.ts";
import { BUNDLES, getBundle } from "../config/bundles.ts";
import type { HostConfig } from "../config/host-schema.ts";
import type { SampleScan } from "../deploy/samples.ts";
import { hostConfigErrors, isProductionBuild, preflight } from "./build-checks.ts";

const root = resolve(import.meta.dirname, "../..");

/** Runs the build task as `npm run build` does; returns its exit code and output. */
function runBuild(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["src/tasks/build.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", PRODUCTION_BUILD: "", ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("isProductionBuild", () => {
  test.each([
    [["--production"], {}, true],
    [["car", "--production"], {}, true],
    [[], { PRODUCTION_BUILD: "1" }, true],
    [[], { PRODUCTION_BUILD: "true" }, true],
    [[], { PRODUCTION_BUILD: "0" }, false],
    [[], { PRODUCTION_BUILD: "" }, false],
    [["car"], {}, false],
  ])("%j %j -> %s", (argv, env, expected) => {
    expect(isProductionBuild(argv, env)).toBe(expected);
  });
});

describe("preflight", () => {
  const scan: SampleScan = {
    entries: [
      { file: "hosts/car.ts", line: 7, field: "hostnames", value: '["a"]', replaceWith: "real ones" },
    ],
    problems: [],
  };
  const car = [getBundle("car")];

  test("a development build passes and lists the samples for the end", () => {
    const result = preflight(car, false, scan);
    expect(result.errors).toEqual([]);
    expect(result.summary.join("\n")).toContain("car  1 — hosts/car.ts › hostnames");
  });

  test("a production build is refused while a sample is in use, naming file and field", () => {
    const result = preflight(car, true, scan);
    expect(result.errors[0]).toMatch(/^Production build refused: 1 sample value/);
    expect(result.errors).toContain(
      '  hosts/car.ts:7 › hostnames is a sample (["a"]); replace it with real ones',
    );
  });

  test("a production build of bundles without samples passes", () => {
    expect(preflight(car, true, { entries: [], problems: [] }).errors).toEqual([]);
    expect(preflight([getBundle("token")], true, scan).errors).toEqual([]);
  });

  /** The car host's file with `change`, alone. */
  const carFile = (change: object) => ({
    "hosts/car.ts": { ...HOST_FILES["hosts/car.ts"], ...change } as HostConfig,
  });

  test("an invalid host file stops the build before anything renders, naming file and field", () => {
    const files = carFile({ brand: "nope" });
    expect(preflight(car, false, { entries: [], problems: [] }, files).errors).toEqual([
      "Host configuration is invalid:",
      expect.stringMatching(/^ {2}hosts\/car\.ts › brand: unknown brand "nope"/),
    ]);
  });

  test("the host files of this repository are valid", () => {
    expect(hostConfigErrors()).toEqual([]);
  });

  test("a wrongly written marker always stops the build; warnings name file and field", () => {
    const scan = { entries: [], problems: ["hosts/car.ts:3 › api: bad"] };
    const result = preflight(car, false, scan, carFile({ partnerHosts: [] }));
    expect(result.errors).toEqual(["Sample markers written wrongly:", "  hosts/car.ts:3 › api: bad"]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^Warning: hosts\/car\.ts › partnerHosts: a car-loan host without partner hosts/),
    ]);
  });
});

describe("npm run build (the task itself)", () => {
  test("--production fails before building, naming the file and field of every sample in use", () => {
    const { status, out } = runBuild(["--production"]);
    expect(status).toBe(1);
    expect(out).toContain("Production build refused");
    expect(out).toMatch(/hosts\/token\.ts:\d+ › tokens is a sample/);
    expect(out).toMatch(/src\/config\/trackers\.ts:\d+ › TRACE_GROUPS\[0\]\.conversionId is a sample/);
    expect(out).not.toContain("Built ");
  });

  test("PRODUCTION_BUILD=1 does the same, for the named bundles only", () => {
    const { status, out } = runBuild(["car"], { PRODUCTION_BUILD: "1" });
    expect(status).toBe(1);
    expect(out).toMatch(/hosts\/car\.ts:\d+ › partnerHosts is a sample/);
    expect(out).not.toContain("hosts/token.ts");
  });

  test("a development build succeeds and ends with the list of sample values per bundle", () => {
    const work = mkdtempSync(join(tmpdir(), "funnel-build-"));
    try {
      const { status, out } = runBuild(["car"], {
        BUILD_DIR: join(work, "build"),
        DIST_DIR: join(work, "dist"),
      });
      expect(status, out).toBe(0);
      const summary = out.slice(out.indexOf("示例值 Sample values still in use"));
      expect(summary).toMatch(
        /\n {2}every bundle: \d+ in hosts\/defaults\.ts \(2\), .*src\/config\/trackers\.ts/,
      );
      expect(summary).toMatch(/\n {2}car +\d+ — hosts\/car\.ts › hostnames, partnerHosts;/);
      // Only the bundles built are listed.
      expect(summary).not.toContain("  token ");
      expect(BUNDLES.length).toBeGreaterThan(1);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 240_000);
});
