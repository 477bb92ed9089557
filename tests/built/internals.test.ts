/**
 * Issue 56: every place the build, the pages or their tests lean on an Astro, Vite or React
 * internal (no documented option does the job, decision 470) is one row here: what we assume,
 * which of our files rely on it, the package and the version range the assumption was checked
 * against, and a check of the assumption itself on the built output or the package's files. An
 * upgrade out of a range fails its row by name, so that someone looks again and moves the range.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { devBundleRewrite } from "../../src/tasks/dev-bundle-rewrite.mjs";
import { distDir, filesOf, read } from "./dist.ts";

/** A package and the versions an assumption was checked against: `from` inclusive, `below` exclusive. */
interface Checked {
  pkg: "astro" | "@astrojs/react" | "vite" | "rolldown" | "react-dom";
  from: string;
  below: string;
}

interface Internal {
  name: string;
  assumes: string;
  reliedOnBy: string[];
  checked: Checked[];
  /** Throws (an `expect`) when the assumption no longer holds. */
  check: () => void;
  /** Where the part of the assumption no built file can show is checked instead. */
  e2e?: string;
}

const modules = join(process.cwd(), "node_modules");
const installed = (pkg: string) =>
  (JSON.parse(readFileSync(join(modules, pkg, "package.json"), "utf8")) as { version: string }).version;
/** A package file's text, for checks of what the package itself does. */
const packageFile = (pkg: string, file: string) => readFileSync(join(modules, pkg, file), "utf8");
/** The one file under `dir` of a package whose text contains `marker` (bundled names carry hashes). */
function packageFileWith(pkg: string, dir: string, marker: string): string {
  const files = readdirSync(join(modules, pkg, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => packageFile(pkg, join(dir, file)))
    .filter((text) => text.includes(marker));
  expect(files, `${pkg}/${dir} has one file with ${marker}`).toHaveLength(1);
  return files[0]!;
}

/** Fails naming `where` and the missing text (not printing a whole package file). */
const expectText = (text: string, fragment: string, where: string) =>
  expect(text.includes(fragment), `${where} contains ${fragment}`).toBe(true);

/** `a` compared with `b` as major.minor.patch (a pre-release counts as its release). */
const compare = (a: string, b: string) => {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  return x.map((n, i) => n - (y[i] ?? 0)).find((d) => d !== 0) ?? 0;
};

/** An island's opening tag as its attributes (values stay HTML-escaped, as Astro wrote them). */
type Island = Record<string, string>;

interface Page {
  bundle: string;
  page: string;
  html: string;
  /** Each island's attributes, and whether a bare inline <script> ends right before it. */
  islands: { attributes: Island; afterBareScript: boolean }[];
}

/** Whether the element ending at `at` is an attribute-less inline script. */
function bareScriptEndsAt(html: string, at: number): boolean {
  if (!html.slice(0, at).endsWith("</script>")) return false;
  return html.startsWith("<script>", html.lastIndexOf("<script", at - "</script>".length - 1));
}

let pagesWithIslands: Page[] | undefined;
/** Every built page with an island, read once. */
function islandPages(): Page[] {
  pagesWithIslands ??= BUNDLES.flatMap(({ id: bundle }) =>
    filesOf(bundle)
      .filter((page) => page.endsWith(".html"))
      .map((page) => ({ bundle, page, html: read(bundle, page) }))
      .filter(({ html }) => html.includes("<astro-island"))
      .map((page) => ({
        ...page,
        islands: [...page.html.matchAll(/<astro-island\b([^>]*)>/g)].map((tag) => ({
          attributes: Object.fromEntries(
            [...(tag[1] ?? "").matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]),
          ),
          afterBareScript: bareScriptEndsAt(page.html, tag.index),
        })),
      })),
  );
  return pagesWithIslands;
}
const started = (html: string) => /<script data-run="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
const astroFiles = (bundle: string, pattern: RegExp) =>
  filesOf(bundle).filter((file) => pattern.test(file.replace(/^\/_astro\//, "")));

const INTERNALS: Internal[] = [
  {
    name: "Astro's island scripts are inline, right before the islands",
    assumes:
      "Astro writes its island runtime and each directive's code as attribute-less inline <script> elements " +
      "right before the first astro-island that needs them; no option moves them out (withastro/astro#17017)",
    reliedOnBy: ["src/vite/deferred-scripts.mjs"],
    checked: [{ pkg: "astro", from: "7.3.5", below: "7.4.0" }],
    check: () => {
      const pages = islandPages();
      const left = pages
        .filter((page) => page.islands.some((island) => island.afterBareScript))
        .map((page) => `${page.bundle}${page.page}: an inline script is still before an island`);
      // The rewrite writes islands.<hash>.js only from the scripts it took: Astro still wrote them.
      const taken = pages
        .filter((page) => !/^\/_astro\/islands\.[\w-]+\.js$/.test(started(page.html)[0] ?? ""))
        .map((page) => `${page.bundle}${page.page}: its starter starts no islands file first`);
      expect(pages.length).toBeGreaterThan(0);
      expect([...left, ...taken]).toEqual([]);
    },
  },
  {
    name: "An island is an astro-island element with its URLs, directive and props as attributes",
    assumes:
      "an astro-island element names its modules in component-url and renderer-url, its directive in client, " +
      "carries its props in props (text as written, not \\u-escaped) and ssr until the runtime hydrates it",
    reliedOnBy: [
      "src/vite/deferred-scripts.mjs",
      "src/client/start/held-hydration.ts",
      "src/client/start/held-taps.ts",
      "src/deploy/compliance-check.ts",
      "tests/built/budgets.test.ts",
      "tests/e2e/early-input.spec.ts",
      "tests/e2e/forms.spec.ts",
      "tests/e2e/login.spec.ts",
    ],
    checked: [{ pkg: "astro", from: "7.3.5", below: "7.4.0" }],
    check: () => {
      const islands = islandPages().flatMap((page) =>
        page.islands.map(({ attributes }) => ({ page, attributes })),
      );
      const problems = islands.flatMap(({ page, attributes: a }) => {
        const urls = [a["component-url"], a["renderer-url"]];
        return [
          ...urls
            .filter((url) => !url || !existsSync(join(distDir, page.bundle, url)))
            .map((url) => `no module at ${url}`),
          ...(["interaction", "settled"].includes(a.client ?? "") ? [] : [`client=${a.client}`]),
          ...(a.props === undefined ? ["no props"] : []),
          ...("ssr" in a ? [] : ["no ssr"]),
        ].map((problem) => `${page.bundle}${page.page}: ${problem}`);
      });
      expect(islands.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      expect(islands.some(({ attributes }) => /\p{Script=Han}/u.test(attributes.props ?? ""))).toBe(true);
      const runtime = packageFile("astro", "dist/runtime/server/astro-island.prebuilt.js");
      expectText(runtime, 'removeAttribute("ssr")', "astro's island runtime");
    },
  },
  {
    name: "Astro's island runtime and directive code read as budgets.test.ts expects",
    assumes:
      'the island runtime defines its element with customElements.define("astro-island", and each ' +
      "directive's code, minified by esbuild, registers itself as (self.Astro||(self.Astro={})).<name>=",
    reliedOnBy: ["tests/built/budgets.test.ts"],
    checked: [{ pkg: "astro", from: "7.3.5", below: "7.4.0" }],
    check: () => {
      const runtime = packageFile("astro", "dist/runtime/server/astro-island.prebuilt.js");
      expectText(runtime, 'customElements.define("astro-island"', "astro's island runtime");
      const directive = packageFile("astro", "dist/core/client-directive/build.js");
      expectText(directive, "(self.Astro || (self.Astro = {}))[", "astro's directive build");
      const code = astroFiles("default", /^islands\./).map((file) => read("default", file));
      expect(code.length).toBeGreaterThan(0);
      expect(code.every((text) => text.includes('customElements.define("astro-island"'))).toBe(true);
      for (const name of ["interaction", "settled"])
        expectText(code.join("\n"), `(self.Astro||(self.Astro={})).${name}=`, "the islands files");
    },
  },
  {
    name: "Astro names a component's script chunk after the component",
    assumes:
      "a component's <script> is built into <Component>.astro_astro_type_script_index_0_lang.<hash>.js, " +
      "a lazy module into <module>.<hash>.js",
    reliedOnBy: ["tests/built/budgets.test.ts"],
    checked: [{ pkg: "astro", from: "7.3.5", below: "7.4.0" }],
    check: () => {
      expect(astroFiles("default", /^Shell\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/)).toHaveLength(
        1,
      );
      expect(astroFiles("default", /^field-report\.[\w-]+\.js$/)).toHaveLength(1);
    },
  },
  {
    name: "Vite's dynamic-import helper is a virtual module we can replace",
    assumes:
      "Vite's build (rolldown's native import-analysis plugin, fed Vite's helper code) wraps each import() as " +
      "__vitePreload(load, deps, importerUrl), exported by the virtual module \\0vite/preload-helper.js, which " +
      "JS plugins may transform; deps are named relative to base (_astro/…); no option drops it (vitejs/vite#18551)",
    reliedOnBy: [
      "src/vite/runtime-chunk.mjs",
      "src/client/start/lazy-import.ts",
      "tests/built/budgets.test.ts",
    ],
    checked: [
      { pkg: "vite", from: "8.3.8", below: "8.4.0" },
      { pkg: "rolldown", from: "1.2.19", below: "1.3.0" },
    ],
    check: () => {
      const vite = packageFileWith("vite", "dist/node", "const preloadHelperId =");
      for (const text of [
        'const preloadHelperId = "\\0vite/preload-helper.js"',
        "const preloadMethod = `__vitePreload`",
        "function preload(baseModule, deps, importerUrl)",
        // deps relative to base: lazy-import.ts puts "/" before them.
        "return ${JSON.stringify(environment.config.base)}+dep",
        // budgets.test.ts tells Vite's helper by this text.
        "meta[property=csp-nonce]",
      ])
        expectText(vite, text, "vite's build");
      // The native plugin that inserts the calls and the module (one binding per platform).
      const binding = readdirSync(join(modules, "@rolldown"))
        .filter((dir) => dir.startsWith("binding-"))
        .flatMap((dir) =>
          readdirSync(join(modules, "@rolldown", dir)).map((file) => join(modules, "@rolldown", dir, file)),
        )
        .find((file) => file.endsWith(".node"));
      expect(binding, "rolldown's native binding").toBeDefined();
      const native = readFileSync(binding!);
      for (const text of [
        "vite/preload-helper.js",
        "__vitePreload",
        "rolldown_plugin_vite_build_import_analysis",
      ])
        expect(native.includes(text), `rolldown's native binding contains ${text}`).toBe(true);
      const code = astroFiles("default", /\.js$/).map((file) => read("default", file));
      expect(code.filter((text) => text.includes("csp-nonce"))).toEqual([]);
      // Lazy imports still name their chunks for the helper: the replacement has work to do.
      expect(code.some((text) => /__vite__mapDeps\b[^;]*"_astro\/[\w.-]+\.js"/.test(text))).toBe(true);
    },
  },
  {
    name: "Vite's dev server serves its own modules under /@",
    assumes: "the dev server's own addresses (/@vite/client, /@vite/env, /@id/, /@fs/) start with /@",
    reliedOnBy: ["src/tasks/dev-bundle-rewrite.mjs"],
    checked: [{ pkg: "vite", from: "8.3.8", below: "8.4.0" }],
    check: () => {
      const vite = packageFileWith("vite", "dist/node", "const CLIENT_PUBLIC_PATH =");
      const names = ["VALID_ID_PREFIX", "FS_PREFIX", "CLIENT_PUBLIC_PATH", "ENV_PUBLIC_PATH"];
      const prefixes = names.map((name) => new RegExp(`const ${name} = \`([^\`]+)\``).exec(vite)?.[1]);
      let middleware: ((req: { url: string }, res: unknown, next: () => void) => void) | undefined;
      const server = { middlewares: { use: (fn: typeof middleware) => (middleware = fn) } };
      (devBundleRewrite("b")?.configureServer as (s: unknown) => void)(server);
      for (const prefix of prefixes) {
        const req = { url: `${prefix ?? "(missing)"}x.js` };
        middleware?.(req, undefined, () => {});
        expect(req.url, "the dev rewrite passes it through").toBe(`${prefix}x.js`);
      }
    },
  },
  {
    name: "React has committed an island's hydration and run its effects two frames and a task after hydrate()",
    assumes:
      "@astrojs/react hydrates with hydrateRoot inside startTransition, so hydrate() resolves before React " +
      "commits; held-hydration.ts's afterEffects (two animation frames, then a task) outlasts that commit and its effects",
    reliedOnBy: ["src/client/start/held-hydration.ts"],
    checked: [
      { pkg: "react-dom", from: "19.3.1", below: "19.4.0" },
      { pkg: "@astrojs/react", from: "7.0.0", below: "7.1.0" },
    ],
    check: () => {
      const client = packageFile("@astrojs/react", "dist/client.js");
      expect(client).toMatch(
        /startTransition\(\(\) => \{\s*const root = getOrCreateRoot\(element, \(\) => \{\s*const r = hydrateRoot\(/,
      );
    },
    e2e: "tests/e2e/early-input.spec.ts (held taps replayed after hydration act on what React holds)",
  },
];

describe.each(INTERNALS.map((row) => [row.name, row] as const))("%s", (name, row) => {
  test.each(row.checked.map((checked) => [checked.pkg, checked] as const))(
    "the installed %s is in the range it was checked against",
    (pkg, { from, below }) => {
      const version = installed(pkg);
      const inRange = compare(version, from) >= 0 && compare(version, below) < 0;
      expect(
        inRange,
        `"${name}": ${pkg} ${version} is outside >=${from} <${below}, the versions this was checked against. ` +
          `Check "${row.assumes}" again (relied on by ${row.reliedOnBy.join(", ")}${row.e2e ? `; ${row.e2e}` : ""}), then move the range.`,
      ).toBe(true);
    },
  );

  // Reads every built page once (the first row), or a package's bundled files.
  test("the assumption holds", { timeout: 60_000 }, () => {
    row.check();
  });
});
