import { describe, expect, test } from "vitest";
import { HOST_FILES } from "../../hosts/index.ts";
import { BRAND_THEME } from "./brands.ts";
import type { HostConfig } from "./host-schema.ts";
import { assertValidConfig, findConfigProblems } from "./validate.ts";

const good: HostConfig = {
  id: "sample",
  hostnames: ["h5.sample.example"],
  brand: "shanxin",
  root: "/login",
  entries: [{ path: "/login", design: "classic" }],
  api: {},
};

/** Runs the validator on the good host with `change` applied, plus optional other files. */
function problemsOf(
  change: Partial<HostConfig> | Record<string, unknown>,
  others: Record<string, HostConfig> = {},
) {
  return findConfigProblems({ ...others, "hosts/sample.ts": { ...good, ...change } as HostConfig });
}

describe("host configuration", () => {
  test("the real hosts/*.ts pass", () => {
    expect(findConfigProblems(HOST_FILES)).toEqual([]);
    expect(() => assertValidConfig(HOST_FILES)).not.toThrow();
  });

  test("a sound host file passes", () => {
    expect(problemsOf({})).toEqual([]);
  });

  // Each kind of mistake stops the build with a message naming the file and the field.
  test.each([
    ["unknown brand", { brand: "nope" }, "brand", /unknown brand "nope"/],
    ["id not matching the file", { id: "other" }, "id", /must match the file name/],
    ["malformed id", { id: "Bad_ID" }, "id", /not a bundle id/],
    ["id of a default bundle", { id: "default" }, "id", /reserved/],
    ["no hostnames", { hostnames: [] }, "hostnames", /at least one hostname/],
    ["malformed hostname", { hostnames: ["Not A Host"] }, "hostnames[0]", /not a lower-case hostname/],
    [
      "entry path that is not a page",
      { entries: [{ path: "/nope", design: "classic" }] },
      "entries[0].path",
      /not an entry page/,
    ],
    [
      "unknown landing design",
      { entries: [{ path: "/login", design: "fancy" }] },
      "entries[0].design",
      /unknown design/,
    ],
    ["root outside the entry set", { root: "/v2/login" }, "root", /not one of this host's entry pages/],
    ["malformed ICP number", { overrides: { icp: "ICP 123" } }, "overrides.icp", /not an ICP number/],
    ["malformed token", { tokens: ["a b"], tokenDesign: "amount" }, "tokens[0]", /not a page token/],
    ["tokens without a design", { tokens: ["abc"] }, "tokenDesign", /required/],
    ["no entry page at all", { entries: [] }, "entries", /at least one entry page/],
  ])("%s", (_name, change, field, message) => {
    const problems = problemsOf(change);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "hosts/sample.ts", field, message: expect.stringMatching(message) }),
    );
  });

  test("a hostname listed by two host files names both", () => {
    const other = { ...good, id: "other", hostnames: ["h5.sample.example"] };
    const problems = problemsOf({}, { "hosts/other.ts": other });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "hosts/sample.ts",
        field: "hostnames[0]",
        message: expect.stringContaining("hosts/other.ts"),
      }),
    );
  });

  test("a bundle id used twice names both files", () => {
    const twin = { ...good };
    const problems = findConfigProblems({ "hosts/sample.ts": good, "hosts/copy.ts": twin });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "hosts/copy.ts",
        field: "id",
        message: expect.stringContaining("hosts/sample.ts"),
      }),
    );
  });

  test("the thrown error lists every problem with file and field", () => {
    const files = { "hosts/sample.ts": { ...good, brand: "nope", hostnames: [] } as unknown as HostConfig };
    expect(() => assertValidConfig(files)).toThrow(
      /hosts\/sample\.ts › brand: unknown brand[\s\S]*hosts\/sample\.ts › hostnames/,
    );
  });

  test("a token root must be one of the host's tokens", () => {
    expect(problemsOf({ root: { token: "zz" }, tokens: ["aa"], tokenDesign: "amount" })).toContainEqual(
      expect.objectContaining({ field: "root" }),
    );
    expect(problemsOf({ root: { token: "aa" }, tokens: ["aa"], tokenDesign: "amount" })).toEqual([]);
  });

  test("the car host's root /carloan is allowed without being an entry", () => {
    expect(problemsOf({ root: "/carloan" })).toEqual([]);
  });
});

describe("brand theme colours", () => {
  /** WCAG relative luminance of a #rrggbb colour. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  test.each(Object.entries(BRAND_THEME))("%s keeps 4.5:1 with white and the page grey", (_brand, theme) => {
    for (const colour of [theme.primary, theme.accent]) {
      expect(contrast(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, "#f4f6fa")).toBeGreaterThanOrEqual(4.5);
    }
  });
});
