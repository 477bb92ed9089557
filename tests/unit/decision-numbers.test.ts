/**
 * Issue 56: the decision log is a map. Comments cite decisions by number ("decision 150",
 * "decisions 002 and 081", docs/decisions/025…); every such number must lead to an area file of
 * docs/decisions/ through the index's table of numbers, and a decision the index calls current
 * must have a section of its number there. Each area file says which paths it governs, those paths
 * exist, and every file of the code is mapped to an area by the index or a Governs line.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const LOG = "docs/decisions";

/** What the index says of one number: the area file that holds it, and whether it is current. */
interface Entry {
  file: string;
  current: boolean;
}

/** The rows of the index's table of numbers: `| 150 | title | [login.md](login.md) |`. */
function indexOf(readme: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const [, number, where] of readme.matchAll(/^\|\s*(\d{3})\s*\|[^\n]*\|([^|\n]*)\|\s*$/gm)) {
    const file = /\]\(([\w-]+\.md)\)/.exec(where ?? "")?.[1];
    if (number && file) entries.set(number, { file, current: !/\bfolded\b/i.test(where ?? "") });
  }
  return entries;
}

/** The decision numbers a text cites: "decision 150", "decisions 002, 080 and 081", docs/decisions/025. */
function citedNumbers(text: string): string[] {
  const cited = new Set<string>();
  const lists = /\bdecisions?\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*[–-]\s*)\d{3})*)(?!\d)/gi;
  for (const [, list] of text.matchAll(lists))
    for (const number of list?.match(/\d{3}/g) ?? []) cited.add(number);
  for (const [, number] of text.matchAll(/docs\/decisions\/(\d{3})(?!\d)/g)) if (number) cited.add(number);
  return [...cited];
}

/** Sections of an area file: `## 150 — title`. */
const sectionsOf = (text: string) =>
  new Set([...text.matchAll(/^## (\d{3}) /gm)].map(([, number]) => number ?? ""));

/** The paths a text names in backticks: folders (`src/core/`), files, bare file names, `flow-*.ts` patterns. */
const namedPaths = (text: string) => [...text.matchAll(/`([^`\s]+)`/g)].map(([, name]) => name ?? "");

/** The paragraph of an area file that starts with **Governs:**. */
const governsOf = (text: string) => /\*\*Governs:\*\*([\s\S]*?)\n\n/.exec(text)?.[1];

/**
 * Whether one of `named` maps the file `path`: the file itself, a folder above it, its bare name,
 * a pattern; a test beside its module is mapped with the module.
 */
function mapped(path: string, named: readonly string[]): boolean {
  const test = /(?:\.types)?\.test\.\w+$/.exec(path);
  // A test names its module without the extension: dev-bundle-rewrite.test.ts tests a .mjs.
  const stem = (file: string) => file.replace(/\.\w+$/, "");
  const module = test ? path.slice(0, test.index) : path;
  const same = (file: string, name: string) => (test ? stem(name) === file : name === file);
  return named.some((name) => {
    if (name === path) return true;
    if (name.endsWith("/")) return path.startsWith(name);
    if (name.includes("*"))
      return new RegExp(`^${stem(name).replaceAll(".", "\\.").replaceAll("*", "[^/]*")}$`).test(stem(module));
    return name.includes("/") ? same(module, name) : same(basename(module), name);
  });
}

/**
 * What is wrong with the numbers `text` cites, given the index and the area files' texts (by file
 * name; a missing file is absent).
 */
function problems(text: string, index: Map<string, Entry>, areas: Map<string, string>): string[] {
  return citedNumbers(text).flatMap((number) => {
    const entry = index.get(number);
    if (!entry) return [`${number}: not in the index`];
    const area = areas.get(entry.file);
    if (area === undefined) return [`${number}: ${entry.file} does not exist`];
    if (entry.current && !sectionsOf(area).has(number))
      return [`${number}: no section "## ${number}" in ${entry.file}`];
    return [];
  });
}

describe("reading decision numbers", () => {
  it.each([
    ["// see decision 150", ["150"]],
    ["/* decisions 002 and 081 */", ["002", "081"]],
    ["(decisions 024, 161 and 200)", ["024", "161", "200"]],
    ["Decision 082's runs; decisions 150, 155", ["082", "150", "155"]],
    ["[decision 063](docs/decisions/forms.md)", ["063"]],
    ["docs/decisions/025-answer-reading.md and docs/decisions/020–023", ["025", "020"]],
    ["decisions 020–023", ["020", "023"]],
    ["a decision 1500 ms later; issue 40; decision to wait", []],
  ])("%s", (text, numbers) => {
    expect(citedNumbers(text)).toEqual(numbers);
  });
});

describe("checking cited numbers against the index", () => {
  const index = indexOf(
    [
      "| number | title | where |",
      "| ------ | ----- | ----- |",
      "| 150 | The SMS login | [login.md](login.md) |",
      "| 240 | One module per concern | folded into [login.md](login.md) (history: git log) |",
      "| 300 | Gone area | [gone.md](gone.md) |",
      "| 405 | Early send | [login.md](login.md) |",
    ].join("\n"),
  );
  const areas = new Map([["login.md", "# Login\n\n## 150 — The SMS login\n\ntext\n"]]);
  it.each([
    ["// decision 150", []],
    ["// decision 240 (folded: its area file is enough)", []],
    ["// decision 199", ["199: not in the index"]],
    ["// decision 300", ["300: gone.md does not exist"]],
    ["// decisions 150 and 405", ['405: no section "## 405" in login.md']],
  ])("%s", (text, expected) => {
    expect(problems(text, index, areas)).toEqual(expected);
  });
});

describe("mapping a file to its area", () => {
  const named = ["src/client/forms/", "src/client/guard.ts", "starter.ts", "src/core/flow-*.ts"];
  it.each([
    ["src/client/forms/submit-flow.ts", true],
    ["src/client/guard.ts", true],
    ["src/client/guard.test.ts", true],
    ["src/client/start/starter.ts", true],
    ["src/core/flow-settings.ts", true],
    ["src/core/flow-settings.test.ts", true],
    ["src/core/flow/deep.ts", false],
    ["src/client/session.ts", false],
    ["src/client/forms.ts", false],
  ])("%s", (path, expected) => {
    expect(mapped(path, named)).toBe(expected);
  });
});

const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => path !== "" && existsSync(resolve(root, path)));
const read = (path: string) => readFileSync(resolve(root, path), "utf8");

const readme = read(`${LOG}/README.md`);
const index = indexOf(readme);
const areaFiles = tracked.filter(
  (path) => path.startsWith(`${LOG}/`) && path.endsWith(".md") && !path.endsWith("README.md"),
);
const areas = new Map(areaFiles.map((path) => [path.slice(LOG.length + 1), read(path)]));

describe("the decision log", () => {
  it("lists every number once, each in an area file that exists", () => {
    expect(index.size).toBeGreaterThan(100);
    expect([...index].filter(([, entry]) => !areas.has(entry.file))).toEqual([]);
  });

  it("has a row for every section, pointing at the file that holds it", () => {
    const stray = [...areas].flatMap(([file, text]) =>
      [...sectionsOf(text)].filter(
        (number) => index.get(number)?.file !== file || !index.get(number)?.current,
      ),
    );
    expect(stray).toEqual([]);
  });

  it("names every folded number in the area file it was folded into", () => {
    const unnamed = [...index].filter(
      ([number, entry]) =>
        !entry.current &&
        !new RegExp(`\\*\\*Folded here\\*\\*[^\\n]*(?:\\n[^\\n]+)*\\b${number}\\b`).test(
          areas.get(entry.file) ?? "",
        ),
    );
    expect(unnamed).toEqual([]);
  });

  it("lists every area file in its table of areas", () => {
    expect([...areas.keys()].filter((file) => !readme.includes(`](${file})`))).toEqual([]);
  });

  it.each(areaFiles)("%s says what it governs, and those paths exist", (path) => {
    const governs = governsOf(read(path));
    expect(governs).toBeDefined();
    const paths = namedPaths(governs ?? "").filter(
      (name) => name.includes("/") || /\.(?:ts|tsx|mjs|js|json|astro|css|py|md)$/.test(name),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((name) => !existsSync(resolve(root, name)))).toEqual([]);
  });
});

describe("the index maps the code", () => {
  it("maps every file of src/, server/, hosts/, tests/ and .ci/ to an area", () => {
    const table = readme.slice(readme.indexOf("## From folder or file"), readme.indexOf("## Adding"));
    const governed = [...areas.values()].map((text) => governsOf(text) ?? "");
    const named = [table, ...governed].flatMap(namedPaths);
    const code = tracked.filter((path) => /^(?:src|server|hosts|tests|\.ci)\//.test(path));
    expect(code.length).toBeGreaterThan(300);
    expect(code.filter((path) => !mapped(path, named))).toEqual([]);
  });
});

/**
 * Where decisions are cited: source, scripts, documents (the log itself included); not this test,
 * whose crafted texts cite numbers and files that do not exist on purpose.
 */
const CITING_FILE = /\.(?:ts|tsx|mjs|js|astro|css|py|md)$/;
const CITING = {
  test: (path: string) => CITING_FILE.test(path) && path !== "tests/unit/decision-numbers.test.ts",
};

describe("every decision a comment or document cites is in the log", () => {
  it.each(tracked.filter((path) => CITING.test(path) || path === ".ci/run"))("%s", (path) => {
    expect(problems(read(path), index, areas)).toEqual([]);
  });

  it.each(tracked.filter((path) => CITING.test(path)))("%s links only decision files that exist", (path) => {
    const linked = [...read(path).matchAll(/docs\/decisions\/([\w-]+\.md)/g)].map(([, file]) => file ?? "");
    expect(linked.filter((file) => !existsSync(resolve(root, LOG, file)))).toEqual([]);
  });
});
