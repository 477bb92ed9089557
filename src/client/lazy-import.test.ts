import { afterEach, expect, test, vi } from "vitest";
import { lazyImport, PRELOAD_ERROR_EVENT } from "./lazy-import.ts";

interface FakeLink {
  rel: string;
  href: string;
  onload: ((event: unknown) => void) | null;
  onerror: (() => void) | null;
}

function fakePage() {
  const links: FakeLink[] = [];
  const win = new EventTarget();
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", {
    createElement: () => ({ rel: "", href: "", onload: null, onerror: null }),
    head: { append: (link: FakeLink) => links.push(link) },
  });
  return { links, win };
}

afterEach(() => vi.unstubAllGlobals());

test("requests the lazy module's chunks in parallel, each once, under the site root", async () => {
  const { links } = fakePage();
  const module = { ok: true };
  await expect(lazyImport(async () => module, ["_astro/a.js", "_astro/b.js"])).resolves.toBe(module);
  await lazyImport(async () => module, ["_astro/a.js"]);
  expect(links.map((l) => [l.rel, l.href])).toEqual([
    ["modulepreload", "/_astro/a.js"],
    ["modulepreload", "/_astro/b.js"],
  ]);
});

test("a chunk under a shared asset prefix is requested at its own address", async () => {
  const { links } = fakePage();
  await lazyImport(async () => 1, ["https://static.example.com/h5/_astro/a.js"]);
  expect(links.map((l) => l.href)).toEqual(["https://static.example.com/h5/_astro/a.js"]);
});

test("loads a stylesheet the module needs before running it", async () => {
  const { links } = fakePage();
  const order: string[] = [];
  const pending = lazyImport(async () => order.push("module"), ["_astro/x.css"]);
  await Promise.resolve();
  expect(order).toEqual([]);
  expect(links[0]?.rel).toBe("stylesheet");
  links[0]?.onload?.({});
  await pending;
  expect(order).toEqual(["module"]);
});

test("a failed load raises vite:preloadError and rethrows when nobody handles it", async () => {
  const { win } = fakePage();
  const payloads: unknown[] = [];
  win.addEventListener(PRELOAD_ERROR_EVENT, (event) =>
    payloads.push((event as Event & { payload: unknown }).payload),
  );
  const failure = new TypeError("Failed to fetch dynamically imported module");
  await expect(lazyImport(() => Promise.reject(failure))).rejects.toBe(failure);
  expect(payloads).toEqual([failure]);
});

test("a handled failure (preventDefault, the reload of preload-error.ts) does not rethrow", async () => {
  const { win } = fakePage();
  win.addEventListener(PRELOAD_ERROR_EVENT, (event) => event.preventDefault());
  await expect(lazyImport(() => Promise.reject(new Error("gone")))).resolves.toBeUndefined();
});

test("a stylesheet that fails to load counts as a failed load", async () => {
  const { links, win } = fakePage();
  const payloads: unknown[] = [];
  win.addEventListener(PRELOAD_ERROR_EVENT, (event) =>
    payloads.push((event as Event & { payload: unknown }).payload),
  );
  const pending = lazyImport(async () => "module", ["_astro/y.css"]);
  links[0]?.onerror?.();
  await expect(pending).rejects.toThrow("Unable to preload CSS for _astro/y.css");
  expect(payloads).toHaveLength(1);
});
