import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  deferPageScripts,
  staticClosureIn,
  staticImportsOf,
  takeIslandScripts,
} from "./deferred-scripts.mjs";

const IMPORTS: Record<string, string[]> = {
  "/_astro/Shell.js": ["/_astro/page-runtime.js"],
  "/_astro/FormApp.js": ["/_astro/react.js", "/_astro/page-runtime.js"],
  "/_astro/client.js": ["/_astro/react.js"],
  "/_astro/SmsLoginForm.js": ["/_astro/react.js"],
};
const build = { starter: "start()", closureOf: (url: string) => IMPORTS[url] ?? [] };

const island = (client: string, component: string) =>
  `<astro-island uid="x" component-url="/_astro/${component}.js" renderer-url="/_astro/client.js" ssr client="${client}" opts="{}"><form></form></astro-island>`;

function starterOf(html: string) {
  const match = /<script data-run="([^"]*)" data-preload="([^"]*)">start\(\)<\/script><\/body>/.exec(html);
  return match && { run: match[1]?.split(" "), preload: match[2]?.split(" ").filter(Boolean) };
}

describe("deferPageScripts", () => {
  test("moves every module script onto one starter at the end of the body, with their imports to preload", () => {
    const html = `<html><head></head><body><h1>借钱</h1><script type="module" src="/_astro/Panel.js"></script><p>x</p><script type="module" src="/_astro/Shell.js"></script></body></html>`;
    const deferred = deferPageScripts(html, build);
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain("<h1>借钱</h1><p>x</p>");
    expect(starterOf(deferred)).toEqual({
      run: ["/_astro/Panel.js", "/_astro/Shell.js"],
      preload: ["/_astro/page-runtime.js"],
    });
  });

  test("preloads the component, renderer and imports of islands that hydrate untouched, once each", () => {
    const html = `<body>${island("settled", "FormApp")}<script type="module" src="/_astro/Shell.js"></script></body>`;
    expect(starterOf(deferPageScripts(html, build))?.preload).toEqual([
      "/_astro/page-runtime.js",
      "/_astro/FormApp.js",
      "/_astro/react.js",
      "/_astro/client.js",
    ]);
  });

  test("leaves islands hydrated on interaction out: an entry page fetches no React before a touch", () => {
    const html = `<body>${island("interaction", "SmsLoginForm")}<script type="module" src="/_astro/Shell.js"></script></body>`;
    expect(starterOf(deferPageScripts(html, build))?.preload).toEqual(["/_astro/page-runtime.js"]);
  });

  test("a page without module scripts is left as it is", () => {
    const html = `<body><script>inline()</script><h1>x</h1></body>`;
    expect(deferPageScripts(html, build)).toBe(html);
  });
});

describe("takeIslandScripts", () => {
  const directive = `<script>(()=>{var L=1;(self.Astro||(self.Astro={})).settled=L;})();</script>`;
  const element = `<script>(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>`;
  const own = `<script>history.scrollRestoration="manual"</script>`;

  test("takes the directive and custom-element scripts out of the page, their code in their order", () => {
    const html = `<head>${own}</head><body><h1>x</h1>${directive}${element}${island("settled", "FormApp")}<p>y</p></body>`;
    expect(takeIslandScripts(html)).toEqual({
      html: `<head>${own}</head><body><h1>x</h1>${island("settled", "FormApp")}<p>y</p></body>`,
      code: `(()=>{var L=1;(self.Astro||(self.Astro={})).settled=L;})();\n(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();`,
    });
  });

  test("finds them by their place before an island, not by their code; other inline scripts stay", () => {
    const mark = `<script>document.body.dataset.signingIn="1"</script>`;
    const html = `<body><h1>x</h1>${mark}<p>y</p><script>anything()</script>${island("interaction", "SmsLoginForm")}</body>`;
    expect(takeIslandScripts(html)).toEqual({
      html: `<body><h1>x</h1>${mark}<p>y</p>${island("interaction", "SmsLoginForm")}</body>`,
      code: "anything()",
    });
  });

  test("leaves every other script where it is; a page without island scripts has no code", () => {
    const html = `<head>${own}</head><body><script type="application/json">{"a":1}</script><h1>x</h1></body>`;
    expect(takeIslandScripts(html)).toEqual({ html, code: "" });
  });
});

test("the starter starts the island scripts first, before the page's own", () => {
  const html = `<body>${island("interaction", "SmsLoginForm")}<script type="module" src="/_astro/Shell.js"></script></body>`;
  expect(starterOf(deferPageScripts(html, build, ["/_astro/islands.x.js"]))?.run).toEqual([
    "/_astro/islands.x.js",
    "/_astro/Shell.js",
  ]);
});

test("with a shared asset prefix, closures are read by site-local address and the lists carry the prefix", () => {
  const prefix = "https://cdn.example.com/f";
  const html = `<body>${island("settled", "FormApp").replaceAll('"/_astro/', `"${prefix}/_astro/`)}<script type="module" src="${prefix}/_astro/Shell.js"></script></body>`;
  expect(starterOf(deferPageScripts(html, { ...build, prefix }))).toEqual({
    run: [`${prefix}/_astro/Shell.js`],
    preload: ["page-runtime", "FormApp", "react", "client"].map((name) => `${prefix}/_astro/${name}.js`),
  });
});

test("static imports of a built chunk, not its lazy ones", () => {
  const code = `import{a as b}from"./page-runtime.C1.js";import"./side.js";const l=()=>import("./lazy.js");export{b};`;
  expect(staticImportsOf(code)).toEqual(["./page-runtime.C1.js", "./side.js"]);
});

test("the closure of a chunk in a built site: transitive, each once, cycles included", () => {
  const site = mkdtempSync(join(tmpdir(), "deferred-"));
  mkdirSync(join(site, "_astro"));
  writeFileSync(join(site, "_astro/a.js"), `import"./b.js";import{x}from"./c.js";`);
  writeFileSync(join(site, "_astro/b.js"), `import"./c.js";`);
  writeFileSync(join(site, "_astro/c.js"), `import"./a.js";const l=()=>import("./d.js");`);
  expect(staticClosureIn(site)("/_astro/a.js")).toEqual(["/_astro/b.js", "/_astro/c.js", "/_astro/a.js"]);
  expect(staticClosureIn(site)("/_astro/missing.js")).toEqual([]);
});
