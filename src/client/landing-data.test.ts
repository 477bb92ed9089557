/**
 * The landing refresh against a fake backend and a fake page: only enabled hosts ask, only
 * sane and labelled figures replace the built texts, and every failure leaves them.
 */
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { RuntimeConfig } from "../config/bundles.ts";

const state = vi.hoisted(() => {
  const shared = { answer: undefined as unknown, calls: 0, live: undefined as RuntimeConfig["live"] };
  globalThis.fetch = (async () => {
    shared.calls += 1;
    if (shared.answer instanceof Error) throw shared.answer;
    return new Response(JSON.stringify(shared.answer), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return shared;
});

vi.mock("./bundle-config.ts", () => ({
  bundleConfig: () => ({
    apiBase: "http://h.example",
    trackBase: "",
    entryPaths: [],
    rootPath: "/login",
    live: state.live,
  }),
}));

const { refreshOffer } = await import("./landing-data.ts");

/** A landing page's offer texts as built. */
function page() {
  const elements = Object.entries({
    maxAmount: "200,000",
    amountRange: "1,000-200,000元",
    rate: "年化利率（单利）7.2%-24%",
    term: "3-36期",
    other: "x",
  }).map(([kind, textContent]) => ({ kind, textContent, getAttribute: () => kind }));
  const root = { querySelectorAll: () => elements } as unknown as ParentNode;
  const texts = () => Object.fromEntries(elements.map((e) => [e.kind, e.textContent]));
  return { root, texts };
}

const BUILT = page().texts();

beforeEach(() => {
  state.calls = 0;
  state.live = { offer: true, regions: false, timeoutMs: 1000 };
});

describe("refreshOffer", () => {
  test("an enabled host takes sane figures from the answer", async () => {
    state.answer = {
      code: 200,
      data: {
        amount: { min: 2000, max: 150000 },
        rate: { label: "年化利率（单利）", min: 9, max: 18 },
        terms: [6, 24],
      },
    };
    const { root, texts } = page();
    await expect(refreshOffer(root)).resolves.toBe(4);
    expect(texts()).toEqual({
      maxAmount: "150,000",
      amountRange: "2,000-150,000元",
      rate: "年化利率（单利）9%-18%",
      term: "6-24期",
      other: "x",
    });
  });

  test("a rate that is not 年化利率（单利） keeps the built rate", async () => {
    state.answer = {
      code: 200,
      data: { rate: { label: "日利率", min: 0.02, max: 0.05 }, amount: { min: 1000, max: 50000 } },
    };
    const { root, texts } = page();
    await refreshOffer(root);
    expect(texts().rate).toBe(BUILT.rate);
    expect(texts().maxAmount).toBe("50,000");
  });

  test.each<[string, unknown]>([
    ["a bare answer", { code: 200 }],
    ["a refusal", { code: 500, msg: "系统繁忙" }],
    ["absurd figures", { code: 200, data: { amount: { min: 1, max: 1e12 }, terms: [999] } }],
    ["a network failure", new TypeError("offline")],
  ])("%s: the built texts stay", async (_name, answer) => {
    state.answer = answer;
    const { root, texts } = page();
    await expect(refreshOffer(root)).resolves.toBe(0);
    expect(texts()).toEqual(BUILT);
  });

  test("a host that did not enable it asks nothing", async () => {
    state.live = { offer: false, regions: true, timeoutMs: 1000 };
    await expect(refreshOffer(page().root)).resolves.toBe(0);
    state.live = undefined;
    await expect(refreshOffer(page().root)).resolves.toBe(0);
    expect(state.calls).toBe(0);
  });
});
