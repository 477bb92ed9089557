import { afterEach, expect, test, vi } from "vitest";
import { startPageScripts } from "./paint-starter.ts";

interface FakeElement {
  tag: string;
  type?: string;
  src?: string;
  rel?: string;
  href?: string;
}

function fakePage() {
  const added: FakeElement[] = [];
  vi.stubGlobal("document", {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: FakeElement) => added.push({ ...element, tag: `head>${element.tag}` }) },
    body: { append: (element: FakeElement) => added.push({ ...element, tag: `body>${element.tag}` }) },
  });
  return added;
}

const starter = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

afterEach(() => vi.unstubAllGlobals());

test("adds nothing until the page has painted", () => {
  const added = fakePage();
  startPageScripts(starter({ "data-run": "/_astro/a.js" }), () => {});
  expect(added).toEqual([]);
});

test("after first paint: the listed scripts as module scripts, in order, then the preloads", () => {
  const added = fakePage();
  const run = "/_astro/Shell.js /_astro/Panel.js";
  const preload = "/_astro/page-runtime.js /_astro/FormApp.js";
  startPageScripts(starter({ "data-run": run, "data-preload": preload }), (then) => then());
  expect(added).toEqual([
    { tag: "body>script", type: "module", src: "/_astro/Shell.js" },
    { tag: "body>script", type: "module", src: "/_astro/Panel.js" },
    { tag: "head>link", rel: "modulepreload", href: "/_astro/page-runtime.js" },
    { tag: "head>link", rel: "modulepreload", href: "/_astro/FormApp.js" },
  ]);
});

test("empty or missing lists (and no starter element) add nothing and do not throw", () => {
  const added = fakePage();
  startPageScripts(starter({ "data-run": "", "data-preload": " " }), (then) => then());
  startPageScripts(null, (then) => then());
  expect(added).toEqual([]);
});
