import { describe, expect, test } from "vitest";
import { findSampleCalls, stripSamples } from "./sample-calls.mjs";

/** What the Vite plugin makes of a module: its code, or undefined when it leaves it alone. */
const stripSampleCalls = (code: string, id: string) => {
  const transform = stripSamples().transform as (code: string, id: string) => { code: string } | undefined;
  return transform(code, id)?.code;
};

const HEADER = 'import { sample } from "../src/config/sample.ts";\n';

describe("findSampleCalls", () => {
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
    const [call] = findSampleCalls(`${HEADER}${source}`, "hosts/x.ts");
    expect(call?.field).toBe(field);
    expect(call?.line).toBe(2);
  });

  test("reads value text and note", () => {
    const [call] = findSampleCalls(`${HEADER}const t = sample("a8k2", \`the token\`);`, "x.ts");
    expect(call).toMatchObject({ valueText: '"a8k2"', note: "the token" });
  });

  test("a note that is not a plain string, or missing, reads as undefined (the scan reports it)", () => {
    const calls = findSampleCalls(
      `${HEADER}const a = sample(1, NOTE);\nconst b = sample(2);\nconst c = sample(3, \`x\${y}\`);`,
      "x.ts",
    );
    expect(calls.map((call) => call.note)).toEqual([undefined, undefined, undefined]);
  });

  test("only the marker counts: another sample() is not", () => {
    expect(
      findSampleCalls('import { sample } from "fast-check";\nconst a = sample(1, "n");', "x.ts"),
    ).toEqual([]);
    expect(findSampleCalls('const sample = (v) => v;\nconst a = sample(1, "n");', "x.ts")).toEqual([]);
  });

  test("TSX files parse", () => {
    const source = `${HEADER}export const C = () => <p>{sample("x", "n")}</p>;`;
    expect(findSampleCalls(source, "x.tsx")).toHaveLength(1);
  });
});

describe("the Vite plugin", () => {
  test("replaces each call by its value in parentheses, nested calls too", () => {
    const source = `${HEADER}const a = sample(["x"], "n");\nconst b = sample({ c: sample(2, "m") }, "n") + 1;`;
    expect(stripSampleCalls(source, "x.ts")).toBe(`${HEADER}const a = (["x"]);\nconst b = ({ c: (2) }) + 1;`);
  });

  test("a file without the marker is left alone", () => {
    expect(stripSampleCalls('const a = "sample(1)";', "x.ts")).toBeUndefined();
    expect(stripSampleCalls(`${HEADER}const a = sample(1, "n");`, "/node_modules/x/y.ts")).toBeUndefined();
  });

  test("the stripped code keeps the value's meaning", () => {
    const stripped = stripSampleCalls(`${HEADER}export const n = sample(1, "n") * 3;`, "x.ts") ?? "";
    expect(stripped).toContain("(1) * 3");
    expect(stripped).not.toContain('"n"');
  });
});
