import { afterEach, beforeEach, describe, expect, it, test, vi } from "vitest";
import { installPreloadErrorHandler, lazyImport } from "./lazy-import.ts";

const PRELOAD_ERROR_EVENT = "vite:preloadError";

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

test("a handled failure (preventDefault, the reload of installPreloadErrorHandler) does not rethrow", async () => {
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

const KEY = "preloadErrorReloadAt";

/** A window with a tab storage (null: blocked) and the installed handler; `fail` dispatches an error. */
function page(initial: Record<string, string> | null = {}) {
  const values = new Map(Object.entries(initial ?? {}));
  const blocked = () => {
    throw new Error("SecurityError");
  };
  const sessionStorage = initial
    ? { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => values.set(k, v) }
    : { getItem: blocked, setItem: blocked };
  const reload = vi.fn();
  const listeners = new Map<string, (event: Event) => void>();
  const win = {
    sessionStorage,
    location: { reload },
    addEventListener: (type: string, l: (event: Event) => void) => listeners.set(type, l),
  };
  vi.stubGlobal("window", win);
  installPreloadErrorHandler();
  const fail = (payload: unknown = new Error("chunk failed")) => {
    const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), { payload });
    listeners.get("vite:preloadError")?.(event);
    return event;
  };
  const dispatch = (type: "beforeunload" | "pageshow") => listeners.get(type)?.(new Event(type));
  return { fail, reload, values, dispatch };
}

describe("the preload-error handler (vite:preloadError)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it("reloads once and marks the reload", () => {
    const { fail, reload, values } = page();
    expect(fail().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(values.get(KEY)).toBe("1000000");
  });

  it("a load cut off by leaving the page neither reloads nor throws (Firefox aborts it)", () => {
    const { fail, reload, dispatch } = page({ [KEY]: "990000" });
    dispatch("beforeunload");
    expect(fail(new TypeError("error loading dynamically imported module")).defaultPrevented).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it("a failure after the page came back (back/forward cache) or long after leaving counts again", () => {
    const back = page();
    back.dispatch("beforeunload");
    back.dispatch("pageshow");
    back.fail();
    expect(back.reload).toHaveBeenCalledOnce();
    const stayed = page();
    stayed.dispatch("beforeunload");
    vi.advanceTimersByTime(6_000);
    stayed.fail();
    expect(stayed.reload).toHaveBeenCalledOnce();
  });

  it("rethrows the load error after a recent reload", () => {
    const { fail, reload } = page({ [KEY]: "990000" });
    expect(() => fail(new Error("chunk failed"))).toThrow("chunk failed");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads again after the window, and ignores a corrupted marker", () => {
    const old = page({ [KEY]: "1" });
    old.fail();
    expect(old.reload).toHaveBeenCalledOnce();
    const corrupted = page({ [KEY]: "<script>" });
    corrupted.fail();
    expect(corrupted.reload).toHaveBeenCalledOnce();
  });

  it("never loops when storage is blocked", () => {
    const { fail, reload } = page(null);
    expect(() => fail("not an error")).toThrow("页面资源加载失败");
    expect(reload).not.toHaveBeenCalled();
  });
});
