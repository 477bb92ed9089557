import { describe, expect, test, vi } from "vitest";
import { afterFirstPaint, IDLE_TIMEOUT_MS, type IdleHost } from "./after-first-paint.ts";
import { createScriptLoader } from "./script-loader.ts";
import { fakeDocument, flush } from "./test-kit.ts";

describe("createScriptLoader", () => {
  test("appends one async script and resolves loaded on load", async () => {
    const doc = fakeDocument();
    const outcome = createScriptLoader(doc).load({ kind: "baidu", urls: ["https://x.example/a.js"] });
    expect(doc.appended.map((s) => [s.src, s.async])).toEqual([["https://x.example/a.js", true]]);
    doc.appended[0]!.finish("load");
    await expect(outcome).resolves.toBe("loaded");
  });

  test("tries the next URL only when one fails; failed when all fail", async () => {
    const doc = fakeDocument();
    const outcome = createScriptLoader(doc).load({
      kind: "kuaishou",
      urls: ["https://a.example/k.js", "https://b.example/k.js"],
    });
    expect(doc.appended).toHaveLength(1);
    doc.appended[0]!.finish("error");
    await flush();
    expect(doc.appended.map((s) => s.src)).toEqual(["https://a.example/k.js", "https://b.example/k.js"]);
    doc.appended[1]!.finish("error");
    await expect(outcome).resolves.toBe("failed");
  });

  test("a second request for the same script returns the same load", async () => {
    const doc = fakeDocument();
    const loader = createScriptLoader(doc);
    const script = { kind: "baidu" as const, urls: ["https://x.example/a.js"] };
    expect(loader.load(script)).toBe(loader.load(script));
    expect(doc.appended).toHaveLength(1);
  });

  test("a document without <head> or a throwing createElement fails quietly", async () => {
    await expect(
      createScriptLoader(fakeDocument({ head: false })).load({ kind: "baidu", urls: ["https://x/a.js"] }),
    ).resolves.toBe("failed");
    const broken = {
      head: null,
      createElement: () => {
        throw new Error("no DOM");
      },
    };
    await expect(createScriptLoader(broken).load({ kind: "baidu", urls: ["https://x/a.js"] })).resolves.toBe(
      "failed",
    );
  });
});

function idleHost(readyState: string, withIdle = true) {
  const events: string[] = [];
  let onLoad: (() => void) | undefined;
  const host: IdleHost = {
    document: { readyState },
    addEventListener: (_type, listener) => {
      events.push("listen:load");
      onLoad = listener;
    },
    setTimeout: (callback, ms) => {
      events.push(`timeout:${ms}`);
      callback();
    },
  };
  if (withIdle) {
    host.requestIdleCallback = (callback, options) => {
      events.push(`idle:${options?.timeout}`);
      callback();
    };
  }
  return { host, events, fireLoad: () => onLoad?.() };
}

describe("afterFirstPaint (never before load, then when idle)", () => {
  test("a loading page waits for load, then for an idle moment", () => {
    const { host, events, fireLoad } = idleHost("interactive");
    const work = vi.fn();
    afterFirstPaint(host, work);
    expect(work).not.toHaveBeenCalled();
    expect(events).toEqual(["listen:load"]);
    fireLoad();
    expect(events).toEqual(["listen:load", `idle:${IDLE_TIMEOUT_MS}`]);
    expect(work).toHaveBeenCalledOnce();
  });

  test("a loaded page goes straight to idle; without requestIdleCallback, a timeout", () => {
    const loaded = idleHost("complete");
    const work = vi.fn();
    afterFirstPaint(loaded.host, work);
    expect(loaded.events).toEqual([`idle:${IDLE_TIMEOUT_MS}`]);
    const old = idleHost("complete", false);
    afterFirstPaint(old.host, work);
    expect(old.events).toEqual(["timeout:1"]);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
