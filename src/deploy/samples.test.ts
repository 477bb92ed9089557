import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import DEFAULT_SETTINGS from "../../hosts/defaults.ts";
import { HOST_FILES } from "../../hosts/index.ts";
import { BUNDLES } from "../config/bundles.ts";
import {
  buildSummary,
  productionProblems,
  scanSamples,
  stripSamples,
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
  { id: "default", brand: "shanxin" },
  { id: "default-sudai", brand: "sudai" },
  { id: "car", brand: "shanxin" },
  { id: "baidu", brand: "sudai" },
];

describe("which bundles use a sample", () => {
  test.each([
    // file                         field                                    bundles
    ["hosts/car.ts", "hostnames", ["car"]],
    ["hosts/defaults.ts", "api", ["default", "default-sudai", "car", "baidu"]],
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

const HEADER = 'import { sample } from "../src/config/sample.ts";\n';

/** The scan of a project whose src/ holds `files` (name → source after the marker's import). */
function scanOf(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "samples-"));
  mkdirSync(join(root, "src"));
  for (const [name, source] of Object.entries(files))
    writeFileSync(join(root, "src", name), `${HEADER}${source}`);
  try {
    return scanSamples(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("finding the marker's calls", () => {
  test.each([
    // source after the import                                              field
    ['export default defineHost({ hostnames: sample(["a.example"], "real") });', "hostnames"],
    ['export default defineHost({ api: { base: sample("https://x", "api") } });', "api.base"],
    ['const GROUP = sample("北京", "company");', "GROUP"],
    ['export const T = [{ id: sample("1", "id") }, { id: sample("2", "id") }];', "T[0].id"],
    ['export const B: Record<string, L> = { shanxin: sample(links("s"), "links") };', "B.shanxin"],
    ['export const O = sample({ a: 1 } as const, "offer");', "O"],
    ['const x = { "quoted-key": sample(1, "n") };', "x.quoted-key"],
  ])("%s -> %s", (source, field) => {
    const [entry] = scanOf({ "x.ts": source }).entries;
    expect(entry?.field).toBe(field);
    expect(entry?.line).toBe(2);
  });

  test("reads value text and a template note", () => {
    expect(scanOf({ "x.ts": 'const t = sample("a8k2", `the token`);' }).entries).toMatchObject([
      { value: '"a8k2"', replaceWith: "the token" },
    ]);
  });

  test("a note that is not a plain string, or missing, is a problem", () => {
    const scan = scanOf({
      "x.ts": "const a = sample(1, NOTE);\nconst b = sample(2);\nconst c = sample(3, `x${y}`);",
    });
    expect(scan.entries).toEqual([]);
    expect(scan.problems.map((problem) => problem.split(":")[1])).toEqual(["2 › a", "3 › b", "4 › c"]);
  });

  test("only the marker counts: another sample() is not", () => {
    const root = mkdtempSync(join(tmpdir(), "samples-"));
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "src/a.ts"), 'import { sample } from "fast-check";\nconst a = sample(1, NOTE);');
    writeFileSync(join(root, "src/b.ts"), "const sample = (v) => v;\nconst a = sample(1, NOTE);");
    expect(scanSamples(root)).toEqual({ entries: [], problems: [] });
    rmSync(root, { recursive: true, force: true });
  });

  test("TSX files parse", () => {
    expect(scanOf({ "x.tsx": 'export const C = () => <p>{sample("x", "n")}</p>;' }).entries).toHaveLength(1);
  });
});

describe("the Vite plugin", () => {
  /** What the plugin makes of a module: its code, or undefined when it leaves it alone. */
  const strip = (code: string, id: string) => {
    const transform = stripSamples().transform as (code: string, id: string) => { code: string } | undefined;
    return transform(code, id)?.code;
  };

  test("replaces each call by its value in parentheses, nested calls too", () => {
    const source = `${HEADER}const a = sample(["x"], "n");\nconst b = sample({ c: sample(2, "m") }, "n") + 1;`;
    expect(strip(source, "x.ts")).toBe(`${HEADER}const a = (["x"]);\nconst b = ({ c: (2) }) + 1;`);
  });

  test("a file without the marker is left alone", () => {
    expect(strip('const a = "sample(1)";', "x.ts")).toBeUndefined();
    expect(strip(`${HEADER}const a = sample(1, "n");`, "/node_modules/x/y.ts")).toBeUndefined();
  });

  test("the stripped code keeps the value's meaning", () => {
    const stripped = strip(`${HEADER}export const n = sample(1, "n") * 3;`, "x.ts") ?? "";
    expect(stripped).toContain("(1) * 3");
    expect(stripped).not.toContain('"n"');
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
    ["the exempt phone number", "src/config/channels.ts › VIRTUAL_OPERATOR_EXEMPT_NUMBERS"],
    ["the bridge's handler name", "src/client/native-bridge.ts › CLOSE_VIEW_HANDLER"],
    ["the API base of the default bundles and of hosts without one", "hosts/defaults.ts › api"],
    ["the marketplace catalogue", "src/config/marketplace.ts › SHARED_CATALOGUE"],
    ["partner hosts", "hosts/car.ts › partnerHosts"],
  ])("%s: %s", (_kind, location) => {
    expect([...located]).toContain(location);
  });

  // Issue 53: the 应用宝 page is on the go-live checklist of every bundle, named as such.
  test("every bundle's checklist names its 应用宝 link", () => {
    for (const bundle of BUNDLES) {
      const lines = productionProblems(entries, [bundle]).filter((line) => line.includes("downloads.ts"));
      expect(
        lines.some((line) => line.includes("应用宝 page")),
        bundle.id,
      ).toBe(true);
    }
  });

  test("a host file without api takes the defaults' sample, which every bundle lists", () => {
    for (const bundle of BUNDLES) {
      if (!HOST_FILES[`hosts/${bundle.id}.ts`]?.api) expect(bundle.api, bundle.id).toBe(DEFAULT_SETTINGS.api);
      const problems = productionProblems(entries, [bundle]);
      expect(problems.some((line) => /^ {2}hosts\/defaults\.ts:\d+ › api is a sample/.test(line))).toBe(true);
    }
  });

  test("no example domain in hosts/ or src/config/ is left unmarked", () => {
    const unmarked: string[] = [];
    for (const dir of ["hosts", "src/config"]) {
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts") && !n.endsWith(".test.ts"))) {
        const file = join(dir, name);
        const text = readFileSync(file, "utf8");
        const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
        const marked = (node: ts.Node): boolean =>
          (ts.isCallExpression(node) && node.expression.getText() === "sample") ||
          (!ts.isSourceFile(node.parent) && marked(node.parent));
        const visit = (node: ts.Node) => {
          if (
            (ts.isStringLiteral(node) ||
              ts.isNoSubstitutionTemplateLiteral(node) ||
              ts.isTemplateHead(node)) &&
            /\.example\b/.test(node.text) &&
            !marked(node)
          )
            unmarked.push(`${file}: ${node.text}`);
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

  test("what a site uses: its host's hostnames; the default bundles have no hostnames", () => {
    const ks5218 = productionProblems(entries, [BUNDLES.find((bundle) => bundle.id === "ks5218")!]);
    expect(ks5218.find((line) => line.includes("› hostnames"))).toMatch(
      /^ {2}hosts\/ks5218\.ts:\d+ › hostnames is a sample \(.*ks5218\.shanxin\.example/,
    );
    const defaults = BUNDLES.filter((bundle) => bundle.isDefault);
    for (const bundle of defaults)
      expect(productionProblems(entries, [bundle]).some((line) => line.includes("› hostnames "))).toBe(false);
  });
});
