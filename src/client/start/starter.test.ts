import { afterEach, expect, test, vi } from "vitest";
import { startPageScripts } from "./starter.ts";

/** The first paint (after-first-paint.ts has its own tests): comes when `paint()` says so. */
const firstPaint = vi.hoisted(() => ({ waiting: [] as (() => void)[] }));
vi.mock("./after-first-paint.ts", () => ({
  afterFirstPaint: (then: () => void) => firstPaint.waiting.push(then),
}));
const paint = () => firstPaint.waiting.splice(0).forEach((then) => then());

interface FakeElement {
  tag: string;
  type?: string;
  src?: string;
  rel?: string;
  href?: string;
}

type Listener = () => void;

/** A document that records what is appended; `elements` keeps the live elements (handlers). */
function fakePage() {
  const added: FakeElement[] = [];
  const elements: (FakeElement & { onerror?: () => void })[] = [];
  const listeners: { type: string; listener: Listener; options: unknown }[] = [];
  const append = (where: string) => (element: FakeElement & { onerror?: () => void }) => {
    elements.push(element);
    const { tag, type, src, rel, href } = element;
    added.push({ type, src, rel, href, tag: `${where}>${tag}` });
  };
  vi.stubGlobal("history", { state: null, replaceState: vi.fn() });
  vi.stubGlobal("document", {
    createElement: (tag: string) => ({ tag }),
    querySelector: () => null,
    head: { append: append("head") },
    body: { append: append("body") },
    addEventListener: (type: string, listener: Listener, options: unknown) =>
      listeners.push({ type, listener, options }),
  });
  return { added, elements, listeners };
}

const starter = (attributes: Record<string, string>) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
});

afterEach(() => {
  firstPaint.waiting = [];
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, "funnelStart");
});

test("adds nothing until the page has painted", () => {
  const { added } = fakePage();
  startPageScripts(starter({ "data-run": "/_astro/a.js" }));
  expect(added).toEqual([]);
  paint();
  expect(added).toHaveLength(1);
});

test("after first paint: the listed scripts as module scripts, in order, then the preloads", () => {
  const { added } = fakePage();
  const run = "/_astro/Shell.js /_astro/Panel.js";
  const preload = "/_astro/page-runtime.js /_astro/FormApp.js";
  startPageScripts(starter({ "data-run": run, "data-preload": preload }));
  paint();
  expect(added).toEqual([
    { tag: "body>script", type: "module", src: "/_astro/Shell.js" },
    { tag: "body>script", type: "module", src: "/_astro/Panel.js" },
    { tag: "head>link", rel: "modulepreload", href: "/_astro/page-runtime.js" },
    { tag: "head>link", rel: "modulepreload", href: "/_astro/FormApp.js" },
  ]);
});

test("holds the islands' taps from the start: a click and a submit listener on the document", () => {
  const page = fakePage();
  startPageScripts(starter({ "data-run": "/_astro/islands.js" }));
  expect(page.listeners.map(({ type, options }) => [type, options])).toEqual([
    ["click", true],
    ["submit", true],
  ]);
  expect(Reflect.has(globalThis, "funnelStart")).toBe(true);
});

test("a script that fails to load is asked for once more, anew, on the next touch", () => {
  const page = fakePage();
  startPageScripts(starter({ "data-run": "/_astro/islands.js" }));
  paint();
  page.elements[0]?.onerror?.();
  const retry = page.listeners.find(({ type }) => type === "pointerdown");
  expect(retry?.options).toEqual({ once: true, capture: true });
  retry?.listener();
  expect(page.added.at(-1)).toEqual({ tag: "body>script", type: "module", src: "/_astro/islands.js?retry" });
  // The retry that fails too waits for no further touch.
  page.elements.at(-1)?.onerror?.();
  expect(page.listeners.filter(({ type }) => type === "pointerdown")).toHaveLength(1);
});

test("empty or missing lists (and no starter element) add nothing and do not throw", () => {
  const { added } = fakePage();
  startPageScripts(starter({ "data-run": "", "data-preload": " " }));
  startPageScripts(null);
  paint();
  expect(added).toEqual([]);
});

test("adds four elements per task, so that no task of the start is long", () => {
  const { added } = fakePage();
  const tasks: (() => void)[] = [];
  const preload = Array.from({ length: 8 }, (_, i) => `/_astro/chunk${i}.js`).join(" ");
  vi.stubGlobal("setTimeout", (then: () => void) => tasks.push(then));
  startPageScripts(starter({ "data-run": "/_astro/Shell.js", "data-preload": preload }));
  paint();
  const perTask = [added.length];
  while (tasks.length > 0) {
    tasks.shift()?.();
    perTask.push(added.length - perTask.reduce((a, b) => a + b, 0));
  }
  expect(perTask).toEqual([4, 4, 1]);
  expect(added[0]).toEqual({ tag: "body>script", type: "module", src: "/_astro/Shell.js" });
  expect(added.at(-1)).toEqual({ tag: "head>link", rel: "modulepreload", href: "/_astro/chunk7.js" });
});

test("supplies Object.hasOwn where the phone lacks it (iOS before 15.4), own keys only", () => {
  fakePage();
  const native = Object.hasOwn;
  Reflect.deleteProperty(Object, "hasOwn");
  try {
    startPageScripts(starter({}));
    expect(Object.hasOwn({ a: 1 }, "a")).toBe(true);
    expect(Object.hasOwn({}, "toString")).toBe(false);
    expect(Object.keys(Object)).not.toContain("hasOwn");
  } finally {
    Object.defineProperty(Object, "hasOwn", { value: native, writable: true, configurable: true });
  }
});

test("keeps the phone's own Object.hasOwn", () => {
  fakePage();
  const native = Object.hasOwn;
  startPageScripts(starter({}));
  expect(Object.hasOwn).toBe(native);
});
