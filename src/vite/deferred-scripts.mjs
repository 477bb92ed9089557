// @ts-check
/**
 * Page scripts start after first paint (issue 21, decision 080). Astro writes each module
 * script of a page as `<script type="module" src>`; the browser requests it while parsing, and
 * Lighthouse's simulated throttling then counts it, with the chunks it imports, on the path of
 * the largest paint (decision 004). The build takes those tags out of every page and lists them
 * on one inline starter (src/client/paint-starter.ts) that adds them once the first frame is
 * painted, with modulepreloads for the chunks they and the islands hydrated without a touch
 * import. Islands hydrated on interaction are not preloaded: their JavaScript stays out of what
 * an entry page fetches before the visitor touches it (decision 002).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";

const STARTER = fileURLToPath(new URL("../client/paint-starter.ts", import.meta.url));

const MODULE_SCRIPT = /<script type="module" src="(\/[^"]+\.js)"><\/script>/g;
const ISLAND = /<astro-island\b[^>]*>/g;

/**
 * The relative static imports of a built chunk (`import{a}from"./b.js"`, `import"./c.js"`);
 * `import()` stays lazy and is not listed.
 * @param {string} code
 * @returns {string[]}
 */
export function staticImportsOf(code) {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1] ?? "");
}

/**
 * The chunks `url` imports statically, transitively, read from the built site root `siteDir`.
 * @param {string} siteDir
 * @returns {(url: string) => string[]}
 */
export function staticClosureIn(siteDir) {
  /** @type {Map<string, string[]>} */
  const known = new Map();
  /** @param {string} url */
  const importsOf = (url) => {
    let imports = known.get(url);
    if (!imports) {
      const file = join(siteDir, url);
      const code = existsSync(file) ? readFileSync(file, "utf8") : "";
      imports = staticImportsOf(code).map((relative) => posix.join(posix.dirname(url), relative));
      known.set(url, imports);
    }
    return imports;
  };
  return (url) => {
    const seen = new Set();
    const queue = [...importsOf(url)];
    while (queue.length > 0) {
      const next = /** @type {string} */ (queue.shift());
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...importsOf(next));
    }
    return [...seen];
  };
}

/**
 * Component and renderer of every island that hydrates without a touch.
 * @param {string} html
 * @returns {string[]}
 */
function untouchedIslandModules(html) {
  return [...html.matchAll(ISLAND)]
    .map((match) => match[0])
    .filter((tag) => !/\bclient="interaction"/.test(tag))
    .flatMap((tag) =>
      [...tag.matchAll(/\b(?:component-url|renderer-url)="(\/[^"]+\.js)"/g)].map((m) => m[1] ?? ""),
    );
}

/**
 * The page with its module scripts moved onto the inline starter (unchanged when it has none).
 * @param {string} html
 * @param {{ starter: string; closureOf: (url: string) => string[] }} build
 *   `starter`: the starter's code; `closureOf`: the chunks a module imports statically
 * @param {string[]} first scripts the starter starts before the page's own (its island scripts)
 * @returns {string}
 */
export function deferPageScripts(html, { starter, closureOf }, first = []) {
  const run = [...new Set([...first, ...[...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? "")])];
  if (run.length === 0) return html;
  const islands = untouchedIslandModules(html);
  const preload = [
    ...new Set([...run.flatMap(closureOf), ...islands.flatMap((url) => [url, ...closureOf(url)])]),
  ].filter((url) => !run.includes(url));
  const tag = `<script data-run="${run.join(" ")}" data-preload="${preload.join(" ")}">${starter}</script>`;
  const withoutScripts = html.replace(MODULE_SCRIPT, "");
  const end = withoutScripts.lastIndexOf("</body>");
  return end < 0 ? withoutScripts + tag : withoutScripts.slice(0, end) + tag + withoutScripts.slice(end);
}

/**
 * The starter's code: src/client/paint-starter.ts bundled and minified with esbuild, the way
 * Astro builds the inline code of client directives.
 * @returns {Promise<string>}
 */
async function starterCode() {
  const { build } = await import("esbuild");
  const output = await build({
    stdin: {
      contents: `import { startPageScripts } from ${JSON.stringify(STARTER)};\nstartPageScripts(document.currentScript);`,
      resolveDir: fileURLToPath(new URL(".", import.meta.url)),
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "iife",
    write: false,
  });
  const code = output.outputFiles[0]?.text.trim() ?? "";
  if (code === "" || code.includes("</")) throw new Error("paint starter: unusable build output");
  return code;
}

/** @param {string} dir @returns {string[]} */
function htmlFilesIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Astro's inline island scripts: the custom element `astro-island` and each client directive
 * (ours bundle the held hydration), written before the first island that needs them.
 */
const INLINE_SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>/g;
const ISLAND_SCRIPT_MARKS = ['customElements.define("astro-island"', "(self.Astro||(self.Astro={}))."];

/**
 * The page without Astro's inline island scripts, and their code in their order ("" when it has
 * none). Inline they are ~9 KB of the HTML, sent and run before the first frame is painted
 * (with applied throttling, 20–100 ms of the first paint); as one file, which the starter
 * starts with the page's other scripts, the first paint waits for none of it (decision 080).
 * @param {string} html
 * @returns {{ html: string; code: string }}
 */
export function takeIslandScripts(html) {
  /** @type {string[]} */
  const taken = [];
  const rest = html.replace(INLINE_SCRIPT, (tag, code) => {
    if (!ISLAND_SCRIPT_MARKS.some((mark) => code.includes(mark))) return tag;
    taken.push(code.trim());
    return "";
  });
  return { html: rest, code: taken.join("\n") };
}

/**
 * The address of a file of island scripts in the built site, written once per distinct code
 * (pages with the same islands share it, and the browser's cache with it).
 * @param {string} siteDir
 * @param {string} code
 * @returns {string}
 */
function islandScriptFile(siteDir, code) {
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 8);
  const url = `/_astro/islands.${hash}.js`;
  const file = join(siteDir, url);
  if (!existsSync(file)) writeFileSync(file, `${code}\n`);
  return url;
}

/**
 * The Astro integration: rewrites every built page once the build is done. With a shared asset
 * prefix (decision 102) the pages are read with their asset addresses made local, so the
 * closures come from the built files, and written with them under the prefix again.
 * @param {string} [assetsPrefix]
 * @returns {import("astro").AstroIntegration}
 */
export function deferredScripts(assetsPrefix) {
  const local = (/** @type {string} */ html) =>
    assetsPrefix ? html.replaceAll(`${assetsPrefix}/_astro/`, "/_astro/") : html;
  const shared = (/** @type {string} */ html) =>
    assetsPrefix ? html.replace(/(["'\s(=])\/_astro\//g, `$1${assetsPrefix}/_astro/`) : html;
  return {
    name: "funnel:deferred-scripts",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const siteDir = fileURLToPath(dir);
        const build = { starter: await starterCode(), closureOf: staticClosureIn(siteDir) };
        for (const file of htmlFilesIn(siteDir)) {
          const html = readFileSync(file, "utf8");
          const islands = takeIslandScripts(local(html));
          const first = islands.code === "" ? [] : [islandScriptFile(siteDir, islands.code)];
          const deferred = shared(deferPageScripts(islands.html, build, first));
          if (deferred !== html) writeFileSync(file, deferred);
        }
      },
    },
  };
}
