// @ts-check
/**
 * Page scripts start after first paint (issue 21, decision 080): the build takes the module
 * scripts and Astro's inline island scripts out of every page and lists them on one inline
 * starter (src/client/start/starter.ts; README "How a page starts"), with modulepreloads for what they import.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { ELEMENT_NODE, parse, walkSync } from "ultrahtml";
import { BUNDLES } from "../config/bundles.ts";
import { pagePolicy } from "../deploy/security-headers.ts";

const STARTER = fileURLToPath(new URL("../client/start/starter.ts", import.meta.url));
const EARLY_LOGIN = fileURLToPath(new URL("../client/start/early-login.ts", import.meta.url));
/** An entry page's SMS login (src/components/login/SmsLogin.tsx): its starter sends 获取验证码 itself. */
const isEntryLogin = (/** @type {import("ultrahtml").ElementNode} */ node) =>
  node.attributes["data-sms-login"] === "entry";

/**
 * The chunks `url` imports statically, transitively, read from the built site root `siteDir`.
 * @param {string} siteDir
 * @returns {(url: string) => string[]}
 */
function staticClosureIn(siteDir) {
  /** @type {Map<string, string[]>} */
  const known = new Map();
  /** @param {string} url */
  const importsOf = (url) => {
    let imports = known.get(url);
    if (!imports) {
      const file = join(siteDir, url);
      const code = existsSync(file) ? readFileSync(file, "utf8") : "";
      // Relative static imports (`import{a}from"./b.js"`, `import"./c.js"`); `import()` stays lazy.
      const relative = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)];
      imports = relative.map((m) => posix.join(posix.dirname(url), m[1] ?? ""));
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
 * The element nodes of a page in document order: elements move by their place, never by text.
 * @param {string} html
 * @returns {import("ultrahtml").ElementNode[]}
 */
function elementsOf(html) {
  /** @type {import("ultrahtml").ElementNode[]} */
  const elements = [];
  walkSync(parse(html), (node) => {
    if (node.type === ELEMENT_NODE) elements.push(node);
  });
  return elements;
}

/** @param {import("ultrahtml").Node} node */
const isBareInlineScript = (node) =>
  node.type === ELEMENT_NODE && node.name === "script" && Object.keys(node.attributes).length === 0;

/**
 * `html` without the given elements (their whole extent, from the opening to the closing tag).
 * @param {string} html
 * @param {import("ultrahtml").ElementNode[]} nodes
 */
function without(html, nodes) {
  let rest = "";
  let at = 0;
  for (const node of [...nodes].sort((a, b) => a.loc[0].start - b.loc[0].start)) {
    rest += html.slice(at, node.loc[0].start);
    at = node.loc[1].end;
  }
  return rest + html.slice(at);
}

/**
 * The page with its module scripts moved onto the inline starter (unchanged when it has none).
 * `client="interaction"` islands are not preloaded (decision 002: no React before a touch).
 * @param {string} html
 * @param {{ starter: string; loginStarter: string; closureOf: (url: string) => string[]; prefix?: string }} build
 *   `starter`: the starter's code (`loginStarter` on a page with an entry SMS login); `closureOf`: the chunks a module imports statically (by its
 *   site-local address); `prefix`: the shared asset prefix the page's addresses carry, if any
 * @param {string[]} first site-local scripts the starter starts before the page's own (its island scripts)
 * @returns {string}
 */
function deferPageScripts(html, { starter, loginStarter, closureOf, prefix = "" }, first = []) {
  const local = (/** @type {string} */ url) =>
    prefix && url.startsWith(prefix) ? url.slice(prefix.length) : url;
  const elements = elementsOf(html);
  const scripts = elements.filter(
    (node) => node.name === "script" && node.attributes.type === "module" && Boolean(node.attributes.src),
  );
  const run = [...new Set([...first, ...scripts.map((node) => local(node.attributes.src ?? ""))])];
  if (run.length === 0) return html;
  const islands = elements
    .filter((node) => node.name === "astro-island" && node.attributes.client !== "interaction")
    .flatMap((node) => [node.attributes["component-url"], node.attributes["renderer-url"]])
    .filter((url) => url !== undefined)
    .map(local);
  const preload = [
    ...new Set([...run.flatMap(closureOf), ...islands.flatMap((url) => [url, ...closureOf(url)])]),
  ].filter((url) => !run.includes(url));
  const list = (/** @type {string[]} */ urls) => urls.map((url) => prefix + url).join(" ");
  const code = elements.some(isEntryLogin) ? loginStarter : starter;
  const tag = `<script data-run="${list(run)}" data-preload="${list(preload)}">${code}</script>`;
  const body = elements.find((node) => node.name === "body");
  const end = body ? body.loc[1].start : html.length;
  return without(html.slice(0, end), scripts) + tag + html.slice(end);
}

/**
 * A module bundled and minified as Astro builds the inline code of client directives.
 * @param {string} contents the entry module's code
 * @param {string} [globalName] the global the entry's exports are assigned to
 * @returns {Promise<string>}
 */
async function inlineCode(contents, globalName) {
  const { build } = await import("esbuild");
  const output = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(".", import.meta.url)), loader: "js" },
    bundle: true,
    minify: true,
    // Chinese text as it is: escaped, each character takes six bytes of the page.
    charset: "utf8",
    format: "iife",
    ...(globalName ? { globalName } : {}),
    write: false,
  });
  const code = output.outputFiles[0]?.text.trim() ?? "";
  if (code === "" || code.includes("</")) throw new Error("paint starter: unusable build output");
  return code;
}

/**
 * The starter's code; `withLogin`, it also sends an entry page's held 获取验证码 (early-login.ts,
 * decision 405). That module makes the stores, which read storage as they are made: it is
 * evaluated at the first held login tap, not while the page is parsed (decision 080).
 * @param {boolean} withLogin
 * @returns {Promise<string>}
 */
async function starterCode(withLogin) {
  const start = `import { startPageScripts } from ${JSON.stringify(STARTER)};\n`;
  if (!withLogin) return inlineCode(`${start}startPageScripts(document.currentScript);`);
  const early = await inlineCode(`export * from ${JSON.stringify(EARLY_LOGIN)};`, "earlyLogin");
  return inlineCode(
    `${start}let early;\nfunction load() {\n${early}\nreturn earlyLogin;\n}\n` +
      "startPageScripts(document.currentScript, {\n" +
      '  action: (name, target) => name === "login" && (early ??= load()).sendBeforeScripts(target),\n' +
      "  acknowledge: async () => early !== undefined && early.acknowledgeSentCode(),\n" +
      "});",
  );
}

/**
 * The project's own client directives (astro.config.mjs, src/client/start/held-hydration.ts). A stock
 * one (`client:load`, `client:visible`, `client:idle`, `client:media`, `client:only`) would be
 * silently broken: the page's hold keeps taps inside every island until held-hydration.ts takes
 * them, and only these two are claimed.
 */
const OWN_DIRECTIVES = ["interaction", "settled"];

/**
 * Throws when `html` (the page at `page`) has an island with a stock client directive, naming
 * the fix.
 * @param {string} html
 * @param {string} page
 */
function refuseStockDirectives(html, page) {
  const stock = elementsOf(html).filter(
    (node) => node.name === "astro-island" && !OWN_DIRECTIVES.includes(node.attributes.client ?? ""),
  );
  if (stock.length === 0) return;
  const names = stock.map((node) => `client:${node.attributes.client} (${node.attributes["component-url"]})`);
  throw new Error(
    `${page}: ${names.join(", ")}: islands take client:settled (hydrate after first paint) or ` +
      "client:interaction (hydrate at the first touch); taps are held until one of these claims them (decision 002)",
  );
}

/**
 * The page without Astro's inline island scripts, and their code in their order ("" when it has
 * none): the attribute-less inline scripts right before an `astro-island` element. Inline they
 * are ~9 KB run before the first paint (decision 080). Where Astro puts them is its own choice,
 * no option: pinned by tests/built/internals.test.ts (decision 470).
 * @param {string} html
 * @returns {{ html: string; code: string }}
 */
function takeIslandScripts(html) {
  /** @type {Set<import("ultrahtml").ElementNode>} */
  const taken = new Set();
  for (const island of elementsOf(html).filter((node) => node.name === "astro-island")) {
    const siblings = island.parent.children;
    for (let index = siblings.indexOf(island) - 1; index >= 0; index -= 1) {
      const sibling = siblings[index];
      if (!isBareInlineScript(sibling)) break;
      taken.add(sibling);
    }
  }
  const scripts = [...taken].sort((a, b) => a.loc[0].start - b.loc[0].start);
  const code = scripts.map((node) => html.slice(node.loc[0].end, node.loc[1].start).trim());
  return { html: without(html, scripts), code: code.join("\n") };
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
 * `html` with its own Content-Security-Policy as the first element after `<meta charset>` (before
 * any script, which a policy only governs from where it stands), computed from the page as it is
 * served (its inline scripts' hashes, its bundle's origins; src/deploy/security-headers.ts).
 * @param {string} html
 * @param {string} policy
 */
function withPagePolicy(html, policy) {
  const after = /<meta charset="[^"]*">/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  // A fragment without a head (none is built; tests/built/page-policy.test.ts checks every page).
  if (!after) return html;
  const at = after.index + after[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}">`;
  return html.slice(0, at) + meta + html.slice(at);
}

/**
 * The Astro integration: rewrites every built page once the build is done. With a shared asset
 * prefix (decision 102) the pages' addresses carry it: the closures are read from the built
 * files by their site-local address, and the starter's lists carry the prefix again.
 * @param {string} [assetsPrefix]
 * @returns {import("astro").AstroIntegration}
 */
export function deferredScripts(assetsPrefix = "") {
  return {
    name: "funnel:deferred-scripts",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const siteDir = fileURLToPath(dir);
        const build = {
          starter: await starterCode(false),
          loginStarter: await starterCode(true),
          closureOf: staticClosureIn(siteDir),
          prefix: assetsPrefix,
        };
        const bundles = new Map(BUNDLES.map((bundle) => [bundle.id, bundle]));
        const pages = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter(
          (entry) => entry.isFile() && entry.name.endsWith(".html"),
        );
        for (const file of pages.map((entry) => join(entry.parentPath, entry.name))) {
          const html = readFileSync(file, "utf8");
          refuseStockDirectives(html, relative(siteDir, file));
          const islands = takeIslandScripts(html);
          const first = islands.code === "" ? [] : [islandScriptFile(siteDir, islands.code)];
          const deferred = deferPageScripts(islands.html, build, first);
          // Pages live under .build/site/<bundle>/ (decision 001); the policy names its origins.
          const bundle = bundles.get(relative(siteDir, file).split(sep)[0] ?? "") ?? {};
          writeFileSync(file, withPagePolicy(deferred, pagePolicy(bundle, deferred)));
        }
      },
    },
  };
}
