import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../config/bundles.ts";
import { findSampleCalls } from "../vite/sample-calls.mjs";
import {
  buildSummary,
  productionProblems,
  scanSamples,
  type BundleRef,
  type SampleEntry,
} from "./samples.ts";

const entry = (file: string, field: string, value = '"x"'): SampleEntry => ({
  file,
  line: 3,
  field,
  value,
  replaceWith: "the real one",
});

const BUNDLE_REFS: BundleRef[] = [
  { id: "default", brand: "shanxin", isDefault: true },
  { id: "default-sudai", brand: "sudai", isDefault: true },
  { id: "car", brand: "shanxin", isDefault: false },
  { id: "baidu", brand: "sudai", isDefault: false },
];

describe("which bundles use a sample", () => {
  test.each([
    // file                         field                                    bundles
    ["hosts/car.ts", "hostnames", ["car"]],
    ["hosts/defaults.ts", "api", ["default", "default-sudai"]],
    ["src/config/downloads.ts", "BRAND_DOWNLOADS.sudai", ["default-sudai", "baidu"]],
    ["src/config/downloads.ts", "PUBLIC_ACCOUNTS.shanxin", ["default", "car"]],
    ["src/config/downloads.ts", "HOST_DOWNLOAD_OVERRIDES.car.android", ["car"]],
    ["src/config/brands.ts", "BRANDS.sudai.companyName", ["default-sudai", "baidu"]],
    ["src/config/brands.ts", "GROUP_COMPANY", ["default", "default-sudai", "car", "baidu"]],
    ["src/config/trackers.ts", "TRACE_GROUPS[0].conversionId", ["default", "default-sudai", "car", "baidu"]],
  ])("%s › %s", (file, field, bundles) => {
    for (const bundle of BUNDLE_REFS)
      expect(productionProblems([entry(file, field)], [bundle]).length, bundle.id).toBe(
        bundles.includes(bundle.id) ? 1 : 0,
      );
  });

  test("a keyed table without a key is shared", () => {
    const shared = buildSummary([entry("src/config/downloads.ts", "BRAND_DOWNLOADS")], BUNDLE_REFS);
    expect(shared[2]).toBe("  every bundle: 1 in src/config/downloads.ts (1)");
  });
});

describe("reports", () => {
  const entries = [
    entry("hosts/car.ts", "hostnames", '["car.shanxin.example"]'),
    entry("hosts/car.ts", "api", "SAME_ORIGIN_API"),
    entry("src/config/trackers.ts", "TRACE_GROUPS[0].conversionId", '"50000001"'),
    entry("src/config/downloads.ts", "BRAND_DOWNLOADS.sudai"),
  ];

  test("the build summary: shared samples once, then each bundle's own", () => {
    const lines = buildSummary(entries, BUNDLE_REFS);
    expect(lines[2]).toBe("  every bundle: 1 in src/config/trackers.ts (1)");
    expect(lines).toContain("  car            3 — hosts/car.ts › hostnames, api");
    expect(lines).toContain("  baidu          2 — src/config/downloads.ts › BRAND_DOWNLOADS.sudai");
    expect(lines).toContain("  default        1 — none of its own");
  });

  test("nothing to say when no sample is left", () => {
    expect(buildSummary([], BUNDLE_REFS)).toEqual([]);
  });

  test("production problems name file, line and field of the built bundles' samples only", () => {
    const car = BUNDLE_REFS.filter((bundle) => bundle.id === "car");
    expect(productionProblems(entries, car)).toEqual([
      '  hosts/car.ts:3 › hostnames is a sample (["car.shanxin.example"]); replace it with the real one',
      "  hosts/car.ts:3 › api is a sample (SAME_ORIGIN_API); replace it with the real one",
      '  src/config/trackers.ts:3 › TRACE_GROUPS[0].conversionId is a sample ("50000001"); replace it with the real one',
    ]);
    expect(productionProblems([], car)).toEqual([]);
  });

  test("a scan: values on one line and shortened; a marker without a plain-string note is a problem", () => {
    const root = mkdtempSync(join(tmpdir(), "samples-"));
    mkdirSync(join(root, "hosts"));
    mkdirSync(join(root, "src"));
    const marker = 'import { sample } from "../src/config/sample.ts";\n';
    writeFileSync(join(root, "hosts/x.ts"), `${marker}export default { api: sample({}, NOTE) };`);
    const long = `"${"x".repeat(200)}"`;
    writeFileSync(
      join(root, "src/y.ts"),
      `${marker}export const A = sample([\n  "a",\n  "b",\n], "real");\nexport const B = sample(${long}, "real");`,
    );
    writeFileSync(join(root, "src/y.test.ts"), `${marker}export const C = sample(1, "real");`);
    const scan = scanSamples(root);
    rmSync(root, { recursive: true, force: true });
    expect(scan.entries.map((e) => [e.file, e.field, e.value])).toEqual([
      ["src/y.ts", "A", '[ "a", "b", ]'],
      ["src/y.ts", "B", `${long.slice(0, 79)}…`],
    ]);
    expect(scan.problems).toEqual([
      "hosts/x.ts:2 › api: sample() needs two arguments, the value and a plain string saying what to replace it with",
    ]);
  });
});

describe("the project's samples", () => {
  const { entries, problems } = scanSamples();
  const located = new Set(entries.map((e) => `${e.file} › ${e.field}`));

  test("every marker is written right", () => {
    expect(problems).toEqual([]);
  });

  // Issue 16: every kind of value the spec does not give is declared through the marker.
  test.each([
    ["hostnames", "hosts/ks5218.ts › hostnames"],
    ["campaign tokens", "hosts/token.ts › tokens"],
    ["tracker and conversion ids", "src/config/trackers.ts › TRACE_GROUPS[0].conversionId"],
    ["search-engine production ids", "src/config/trackers.ts › SEARCH_ENGINE_LISTS[0].productionId"],
    ["download links", "src/config/downloads.ts › BRAND_DOWNLOADS.shanxin"],
    ["public-account names", "src/config/downloads.ts › PUBLIC_ACCOUNTS.shanxin"],
    ["company names", "src/config/brands.ts › GROUP_COMPANY"],
    ["the channel 675 company", "src/config/channels-brand.ts › SHANXI_MICROLOAN.companyName"],
    ["offer figures", "src/components/landing/offer.ts › OFFER"],
    ["legal dates", "src/components/legal/legal-facts.ts › LEGAL_EFFECTIVE_DATE"],
    ["retention periods", "src/components/legal/legal-facts.ts › RETENTION"],
    ["the exempt phone number", "src/config/channels-phone.ts › VIRTUAL_OPERATOR_EXEMPT_NUMBERS"],
    ["the bridge's handler name", "src/client/native-bridge.ts › CLOSE_VIEW_HANDLER"],
    ["the API base of the default bundles", "hosts/defaults.ts › api"],
    ["the marketplace catalogue", "src/config/marketplace.ts › SHARED_CATALOGUE"],
    ["partner hosts", "hosts/car.ts › partnerHosts"],
  ])("%s: %s", (_kind, location) => {
    expect([...located]).toContain(location);
  });

  test("every host file marks its api (hosts without api.base are samples)", () => {
    const hostFiles = readdirSync("hosts").filter((name) => name !== "index.ts");
    const marked = hostFiles.filter((name) => located.has(`hosts/${name} › api`));
    expect(marked).toEqual(hostFiles);
  });

  test("no example domain in hosts/ or src/config/ is left unmarked", () => {
    const unmarked: string[] = [];
    for (const dir of ["hosts", "src/config"]) {
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
        const file = join(dir, name);
        const text = readFileSync(file, "utf8");
        const calls = findSampleCalls(text, file);
        const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
        const visit = (node: ts.Node) => {
          if (
            (ts.isStringLiteral(node) ||
              ts.isNoSubstitutionTemplateLiteral(node) ||
              ts.isTemplateHead(node)) &&
            /\.example\b/.test(node.text)
          ) {
            const at = node.getStart(source);
            if (!calls.some((call) => call.start <= at && at < call.end))
              unmarked.push(`${file}: ${node.text}`);
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
    expect(unmarked).toEqual([]);
  });

  test("the build's summary lists every bundle", () => {
    const lines = buildSummary(entries, BUNDLES);
    for (const bundle of BUNDLES) expect(lines.some((line) => line.startsWith(`  ${bundle.id} `))).toBe(true);
  });

  test("what a site uses: its host's hostnames and api; the default bundles have no hostnames", () => {
    const ks5218 = productionProblems(entries, [BUNDLES.find((bundle) => bundle.id === "ks5218")!]);
    expect(ks5218.find((line) => line.includes("› hostnames"))).toMatch(
      /^ {2}hosts\/ks5218\.ts:\d+ › hostnames is a sample \(.*ks5218\.shanxin\.example/,
    );
    expect(ks5218.some((line) => line.includes("› api "))).toBe(true);
    const defaults = BUNDLES.filter((bundle) => bundle.isDefault);
    for (const bundle of defaults)
      expect(productionProblems(entries, [bundle]).some((line) => line.includes("› hostnames "))).toBe(false);
  });
});
