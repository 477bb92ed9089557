import { afterEach, expect, test, vi } from "vitest";
import { ELEMENTS_PER_TASK, startPageScripts } from "./paint-starter.ts";

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

test("adds a few elements per task, so that no task of the start is long", () => {
  const added = fakePage();
  const tasks: (() => void)[] = [];
  const preload = Array.from({ length: 2 * ELEMENTS_PER_TASK }, (_, i) => `/_astro/chunk${i}.js`).join(" ");
  startPageScripts(
    starter({ "data-run": "/_astro/Shell.js", "data-preload": preload }),
    (then) => then(),
    (then) => tasks.push(then),
  );
  const perTask = [added.length];
  while (tasks.length > 0) {
    tasks.shift()?.();
    perTask.push(added.length - perTask.reduce((a, b) => a + b, 0));
  }
  expect(perTask).toEqual([ELEMENTS_PER_TASK, ELEMENTS_PER_TASK, 1]);
  expect(added[0]).toEqual({ tag: "body>script", type: "module", src: "/_astro/Shell.js" });
  expect(added.at(-1)).toEqual({ tag: "head>link", rel: "modulepreload", href: "/_astro/chunk7.js" });
});
