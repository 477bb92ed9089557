import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { deferredScripts } from "./deferred-scripts.mjs";

/**
 * Built chunks: the page runtime behind the shell, React behind the islands (with a cycle
 * through the scheduler), a lazy import that is no static import; Panel.js is missing.
 */
const CHUNKS: Record<string, string> = {
  "_astro/Shell.js": `import{s}from"./page-runtime.js";const l=()=>import("./lazy.js");s();`,
  "_astro/page-runtime.js": `export const s=()=>{};`,
  "_astro/FormApp.js": `import"./react.js";import{s}from"./page-runtime.js";`,
  "_astro/client.js": `import"./react.js";`,
  "_astro/SmsLoginForm.js": `import"./react.js";`,
  "_astro/react.js": `import{x}from"./scheduler.js";`,
  "_astro/scheduler.js": `import"./react.js";export const x=1;`,
};

/** The pages after the integration rewrote a built site of them and {@link CHUNKS}. */
async function built(pages: Record<string, string>, prefix?: string) {
  const site = mkdtempSync(join(tmpdir(), "deferred-"));
  for (const [path, text] of Object.entries({ ...CHUNKS, ...pages })) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  await deferredScripts(prefix).hooks["astro:build:done"]?.({ dir: pathToFileURL(`${site}/`) } as never);
  return (path: string) => readFileSync(join(site, path), "utf8");
}

const POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

/** One page rewritten, split into its starter's lists and the rest of its markup. */
async function rewritten(html: string, prefix?: string) {
  const read = await built({ "page.html": html }, prefix);
  // The page's own policy is checked on its own below.
  const page = read("page.html").replace(POLICY, "");
  const starter = /<script data-run="([^"]*)" data-preload="([^"]*)">.+?<\/script>(?=<\/body>)/s.exec(page);
  return {
    page,
    read,
    run: starter?.[1]?.split(" "),
    preload: starter?.[2]?.split(" ").filter(Boolean),
    rest: starter ? page.replace(starter[0], "") : page,
  };
}

const island = (client: string, component: string) =>
  `<astro-island uid="x" component-url="/_astro/${component}.js" renderer-url="/_astro/client.js" ssr client="${client}" opts="{}"><form></form></astro-island>`;

describe("module scripts start from one inline starter", () => {
  test("every module script moves onto the starter at the end of the body, their static imports to preload", async () => {
    const page = await rewritten(
      `<html><head></head><body><h1>借钱</h1><script type="module" src="/_astro/Panel.js"></script><p>x</p><script type="module" src="/_astro/Shell.js"></script></body></html>`,
    );
    expect(page.rest).toBe(`<html><head></head><body><h1>借钱</h1><p>x</p></body></html>`);
    expect(page.run).toEqual(["/_astro/Panel.js", "/_astro/Shell.js"]);
    expect(page.preload, "lazy imports stay lazy").toEqual(["/_astro/page-runtime.js"]);
  });

  test("islands that hydrate untouched: component, renderer and their imports preloaded, transitively, once each", async () => {
    const page = await rewritten(
      `<body>${island("settled", "FormApp")}<script type="module" src="/_astro/Shell.js"></script></body>`,
    );
    expect(page.preload).toEqual(
      ["page-runtime", "FormApp", "react", "scheduler", "client"].map((name) => `/_astro/${name}.js`),
    );
  });

  test("islands hydrated on interaction are left out: an entry page fetches no React before a touch", async () => {
    const page = await rewritten(
      `<body>${island("interaction", "SmsLoginForm")}<script type="module" src="/_astro/Shell.js"></script></body>`,
    );
    expect(page.preload).toEqual(["/_astro/page-runtime.js"]);
  });

  test("a page without module or island scripts is left as it is", async () => {
    const html = `<head><script>history.scrollRestoration="manual"</script></head><body><script type="application/json">{"a":1}</script><h1>x</h1></body>`;
    expect((await rewritten(html)).page).toBe(html);
  });

  test("with a shared asset prefix, closures are read by site-local address and the lists carry the prefix", async () => {
    const prefix = "https://cdn.example.com/f";
    const page = await rewritten(
      `<body>${island("settled", "FormApp").replaceAll('"/_astro/', `"${prefix}/_astro/`)}<script type="module" src="${prefix}/_astro/Shell.js"></script></body>`,
      prefix,
    );
    expect(page.run).toEqual([`${prefix}/_astro/Shell.js`]);
    expect(page.preload).toEqual(
      ["page-runtime", "FormApp", "react", "scheduler", "client"].map(
        (name) => `${prefix}/_astro/${name}.js`,
      ),
    );
  });
});

describe("Astro's island scripts become one file the starter starts first", () => {
  const directive = `<script>(()=>{var L=1;(self.Astro||(self.Astro={})).settled=L;})();</script>`;
  const element = `<script>(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>`;
  const own = `<script>history.scrollRestoration="manual"</script>`;
  const shell = `<script type="module" src="/_astro/Shell.js"></script>`;

  test("the directive and custom-element scripts leave the page; their code, in order, is the first script", async () => {
    const page = await rewritten(
      `<head>${own}</head><body><h1>x</h1>${directive}${element}${island("settled", "FormApp")}<p>y</p>${shell}</body>`,
    );
    expect(page.rest).toBe(
      `<head>${own}</head><body><h1>x</h1>${island("settled", "FormApp")}<p>y</p></body>`,
    );
    expect(page.run).toEqual([
      expect.stringMatching(/^\/_astro\/islands\.[\w-]{8}\.js$/),
      "/_astro/Shell.js",
    ]);
    expect(page.read(page.run![0]!)).toBe(
      `(()=>{var L=1;(self.Astro||(self.Astro={})).settled=L;})();\n(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();\n`,
    );
  });

  test("found by their place before an island, not by their code; other inline scripts stay", async () => {
    const mark = `<script>document.body.dataset.signingIn="1"</script>`;
    const page = await rewritten(
      `<body><h1>x</h1>${mark}<p>y</p><script>anything()</script>${island("interaction", "SmsLoginForm")}</body>`,
    );
    expect(page.rest).toBe(`<body><h1>x</h1>${mark}<p>y</p>${island("interaction", "SmsLoginForm")}</body>`);
    expect(page.read(page.run![0]!)).toBe("anything()\n");
  });

  test("pages with the same island scripts share one file", async () => {
    const html = `<body>${directive}${island("settled", "FormApp")}${shell}</body>`;
    const read = await built({ "a.html": html, "b/c.html": html });
    const first = (path: string) => /data-run="([^" ]+)/.exec(read(path))?.[1];
    expect(first("a.html")).toMatch(/^\/_astro\/islands\./);
    expect(first("b/c.html")).toBe(first("a.html"));
  });
});

describe("only the project's own client directives", () => {
  test.each(["load", "visible", "idle", "media", "only"])(
    "client:%s fails the build, naming the fix",
    async (stock) => {
      await expect(rewritten(`<body>${island(stock, "Panel")}</body>`, undefined)).rejects.toThrow(
        new RegExp(`page\\.html: client:${stock} \\(/_astro/Panel\\.js\\): islands take client:settled`),
      );
    },
  );

  test.each(["settled", "interaction"])("client:%s builds", async (own) => {
    await expect(rewritten(`<body>${island(own, "FormApp")}</body>`)).resolves.toHaveProperty("page");
  });
});

describe("each page carries its own policy (issue 51: it travels with the release)", () => {
  const page = `<!DOCTYPE html><html><head><meta charset="utf-8"><script>history.x=1</script></head><body><h1>x</h1><script type="module" src="/_astro/Shell.js"></script></body></html>`;

  test("right after <meta charset>, before any script, allowing exactly the page's inline scripts", async () => {
    const read = await built({ "page.html": page });
    const html = read("page.html");
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="[^"]+"><script>/,
    );
    const policy = POLICY.exec(html)?.[1] ?? "";
    const inline = [
      ...html.matchAll(/<script(?: data-run="[^"]*" data-preload="[^"]*")?>(.*?)<\/script>/gs),
    ].map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64")}'`,
    );
    expect(inline).toHaveLength(2);
    expect(
      policy
        .split("; ")
        .find((directive) => directive.startsWith("script-src"))
        ?.split(" ")
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual(inline.sort());
    expect(policy).toContain("default-src 'self'");
    // A <meta> policy cannot carry frame-ancestors; the CDN's one-time header does.
    expect(policy).not.toContain("frame-ancestors");
  });

  test("a bundle's page names its bundle's origins (baidu's product images from any https host)", async () => {
    const read = await built({ "baidu/page.html": page, "default/page.html": page });
    const images = (path: string) => /img-src [^;]*/.exec(POLICY.exec(read(path))?.[1] ?? "")?.[0];
    expect(images("baidu/page.html")).toBe("img-src 'self' data: blob: https:");
    expect(images("default/page.html")).toBe("img-src 'self' data: blob:");
  });
});
