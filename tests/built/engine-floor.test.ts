/**
 * What the shipped pages may use: nothing newer than the oldest engines visitors bring, iOS
 * Safari 15 (WebKit, every iPhone browser and WeChat on iOS) and Android WebView 90 (decision
 * 410). Each row names a feature that would throw, or lay out wrongly, on those phones, with the
 * versions that first have it; the build's script target (astro.config.mjs) lowers syntax, and
 * this reads what is left in every bundle's scripts and styles. Three newer features are used
 * with care: `Object.hasOwn` (Astro's island runtime calls it), supplied by the inline starter
 * before any script runs; `Array.prototype.at` (web-vitals calls it), supplied by the field
 * reporter's chunk that bundles it; and `color-mix()`, always after a plain declaration of its
 * property.
 */
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { filesOf, read } from "./dist.ts";

interface Feature {
  name: string;
  pattern: RegExp;
  /** The first versions that have it, and what to write instead. */
  why: string;
  /** A script that supplies the feature itself, when missing, before it can be called, may use it. */
  suppliedBy?: RegExp;
}

const SCRIPT_FEATURES: Feature[] = [
  {
    name: "Array/String .at()",
    pattern: /\.at\(-?\d/,
    why: "Safari 15.4, Chrome 92: index with length - 1",
    // The field reporter's chunk supplies Array.prototype.at for web-vitals (src/client/field-report.ts).
    suppliedBy: /defineProperty\(\w+,\s*"at"/,
  },
  { name: "structuredClone", pattern: /\bstructuredClone\(/, why: "Safari 15.4, Chrome 98" },
  { name: ".findLast()", pattern: /\.findLast(Index)?\(/, why: "Safari 15.4, Chrome 97" },
  {
    name: "copying array methods",
    pattern: /\.(toSorted|toReversed|toSpliced)\(/,
    why: "Safari 16, Chrome 110",
  },
  { name: "crypto.randomUUID", pattern: /\.randomUUID\(/, why: "Safari 15.4, Chrome 92" },
  {
    name: "AbortSignal.timeout/any",
    pattern: /\bAbortSignal\.(timeout|any)\(/,
    why: "Safari 16, Chrome 103",
  },
  { name: "Promise.withResolvers", pattern: /\bPromise\.withResolvers\(/, why: "Safari 17.4, Chrome 119" },
  {
    name: "Object.groupBy / Map.groupBy",
    pattern: /\b(Object|Map)\.groupBy\(/,
    why: "Safari 17.4, Chrome 117",
  },
  {
    name: "class static block",
    pattern: /\bstatic\s*\{/,
    why: "Safari 16.4, Chrome 94: the build target lowers it",
  },
];

const STYLE_FEATURES: Feature[] = [
  { name: ":has()", pattern: /:has\(/, why: "Safari 15.4, Chrome 105" },
  {
    name: "dynamic viewport units",
    pattern: /\d(dvh|svh|lvh|dvw|svw|lvw)\b/,
    why: "Safari 15.4, Chrome 108: vh",
  },
  { name: "container queries", pattern: /@container\b|\bcontainer-type:/, why: "Safari 16, Chrome 105" },
  { name: "cascade layers", pattern: /@layer\b/, why: "Safari 15.4, Chrome 99" },
  { name: "nested rules", pattern: /\{[^{}]*&[^{}]*\{/, why: "Safari 16.5, Chrome 112" },
];

const blocks = (html: string, tag: "script" | "style") =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1] ?? "");

/** Every script and stylesheet a bundle ships: its files and what its pages carry inline. */
function shipped(bundle: string): { scripts: string[]; styles: string[]; starters: string[] } {
  const files = filesOf(bundle);
  const pages = files.filter((file) => file.endsWith(".html")).map((file) => read(bundle, file));
  return {
    starters: pages.flatMap((html) =>
      [...html.matchAll(/<script\b[^>]*\bdata-run=[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? "",
      ),
    ),
    scripts: [
      ...files.filter((file) => file.endsWith(".js")).map((file) => read(bundle, file)),
      ...pages.flatMap((html) => blocks(html, "script")),
    ],
    styles: [
      ...files.filter((file) => file.endsWith(".css")).map((file) => read(bundle, file)),
      ...pages.flatMap((html) => blocks(html, "style")),
    ],
  };
}

/** Declarations with color-mix() that no plain declaration of the same property comes before. */
function colorMixWithoutFallback(css: string): string[] {
  return [...css.matchAll(/\{([^{}]*)\}/g)].flatMap((rule) => {
    const declarations = (rule[1] ?? "").split(";").map((text) => text.trim());
    return declarations.filter((declaration, index) => {
      if (!declaration.includes("color-mix(")) return false;
      const property = declaration.slice(0, declaration.indexOf(":")).trim();
      return !declarations
        .slice(0, index)
        .some((before) => before.startsWith(`${property}:`) && !before.includes("color-mix("));
    });
  });
}

/** The inline starter's supply of Object.hasOwn (src/client/start/starter.ts), minified. */
const SUPPLIES_HAS_OWN = /typeof Object\.hasOwn\s*!==?\s*"function"/;

describe.each(BUNDLES.map((bundle) => bundle.id))(
  "%s ships nothing newer than iOS 15 and WebView 90",
  (bundle) => {
    const { scripts, styles, starters } = shipped(bundle);

    test("every page that starts scripts supplies Object.hasOwn first", () => {
      expect(starters.length).toBeGreaterThan(0);
      expect(starters.filter((starter) => !SUPPLIES_HAS_OWN.test(starter))).toEqual([]);
    });

    test("color-mix() only after a plain declaration of its property", () => {
      expect(styles.flatMap(colorMixWithoutFallback)).toEqual([]);
    });

    test("it has scripts and styles to read", () => {
      expect(scripts.length).toBeGreaterThan(0);
      expect(styles.length).toBeGreaterThan(0);
    });

    test.each(SCRIPT_FEATURES)("scripts: no $name", ({ pattern, why, suppliedBy }) => {
      const found = scripts
        .filter((text) => !suppliedBy?.test(text))
        .map((text) => text.match(pattern)?.[0])
        .filter(Boolean);
      expect(found, why).toEqual([]);
    });

    test.each(STYLE_FEATURES)("styles: no $name", ({ pattern, why }) => {
      const found = styles.map((text) => text.match(pattern)?.[0]).filter(Boolean);
      expect(found, why).toEqual([]);
    });
  },
);

test("each feature's pattern finds what it names", () => {
  const samples: Record<string, string> = {
    "Array/String .at()": "x.at(-1)",
    structuredClone: "structuredClone(v)",
    ".findLast()": "a.findLastIndex(f)",
    "copying array methods": "a.toSorted()",
    "crypto.randomUUID": "crypto.randomUUID()",
    "AbortSignal.timeout/any": "AbortSignal.timeout(5)",
    "Promise.withResolvers": "Promise.withResolvers()",
    "Object.groupBy / Map.groupBy": "Map.groupBy(a,f)",
    "class static block": "class A{static{init()}}",
    ":has()": "label:has(input){color:red}",
    "dynamic viewport units": ".a{height:100dvh}",
    "container queries": "@container (min-width: 1px){}",
    "cascade layers": "@layer base{}",
    "nested rules": ".a{color:red;&:hover{color:blue}}",
  };
  for (const { name, pattern } of [...SCRIPT_FEATURES, ...STYLE_FEATURES]) {
    expect(samples[name], name).toMatch(pattern);
  }
  expect(colorMixWithoutFallback(".a{color:red;background:color-mix(in srgb,red,#fff)}")).toEqual([
    "background:color-mix(in srgb,red,#fff)",
  ]);
  expect(colorMixWithoutFallback(".a{background:#fff;background:color-mix(in srgb,red,#fff)}")).toEqual([]);
  expect(SUPPLIES_HAS_OWN.test('typeof Object.hasOwn!="function"&&x()')).toBe(true);
});
