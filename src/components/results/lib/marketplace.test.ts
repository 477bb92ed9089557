import { afterEach, describe, expect, test, vi } from "vitest";
import { marketplaceMemory } from "../../../client/tab-state.ts";
import { SHARED_CATALOGUE } from "../../../config/marketplace.ts";
import { applyHref, catalogueViews } from "./product-view.ts";

const fetchLiveProductData = vi.hoisted(() => vi.fn());
vi.mock("../../../client/products.ts", () => ({ fetchLiveProductData }));

const { fetchLiveProducts, findProduct, restoredList, saveListState } = await import("./product-source.ts");

/** Where the last live list is kept for the detail pages (the tab's storage key). */
const LIVE_LIST_KEY = "marketplace:products";

const source = { path: "/v3/product/list", timeoutMs: 4000 };
/** The list fetchLiveProducts shows for a live answer whose `data` is `data`. */
async function liveListFrom(data: unknown, shownCatalogue: typeof catalogue) {
  fetchLiveProductData.mockResolvedValueOnce({ ok: true, data });
  return fetchLiveProducts(source, shownCatalogue);
}

const catalogue = catalogueViews(SHARED_CATALOGUE);
const FULL_ITEM = {
  id: 9,
  name: "新品速借",
  logo: "https://cdn.partner.example/9.png",
  amount_min: 1000,
  amount_max: 5000,
  rate_min: 9,
  rate_max: 18,
  term_min: 3,
  term_max: 12,
  apply_url: "https://apply.partner.example/9",
  tags: ["新品"],
  lender: "示例银行股份有限公司",
  lender_phone: "95000",
};

/** The tab storage the detail pages read (the session module's; memory here, with no window). */
function fakeSession(): { get(key: string): string | null; set(key: string, value: string): void } {
  marketplaceMemory.write(LIVE_LIST_KEY, "");
  return {
    get: (key) => marketplaceMemory.read(key),
    set: (key, value) => marketplaceMemory.write(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fetchLiveProductData.mockReset();
});

describe("the built catalogue", () => {
  test("becomes views in its own order, formatted like API items", () => {
    expect(catalogue.map((view) => view.id)).toEqual([1, 2, 3, 4]);
    expect(catalogue[0]).toEqual({
      id: 1,
      name: "信用易贷",
      logo: "/products/p1.svg",
      amountText: "1,000-200,000元",
      rateText: "7.2%-23.9%",
      termText: "3-36个月",
      tags: ["持牌机构", "按日计息"],
      applyUrl: "https://apply.example.com/xinyong",
      lender: "示例消费金融股份有限公司",
      lenderPhone: "400-000-1001",
      exampleText: "示例：借10,000元分12期，年化利率（单利）23.9%，等额本息每期还945.11元，总利息1,341.35元",
    });
  });

  test("apply links in the static HTML carry the product and page; the visitor's own follow", () => {
    const tracking = { channel: "", userId: "", fromPage: "p4ListDownload", carried: {} };
    const built = new URL(applyHref(catalogue[0]!, tracking));
    expect(Object.fromEntries(built.searchParams)).toEqual({ product_id: "1", from_page: "p4ListDownload" });
  });
});

describe("a live answer's data, read tolerantly", () => {
  const ids = async (data: unknown) => (await liveListFrom(data, catalogue))?.map((view) => view.id);

  test.each([
    // data                                             ids shown (undefined: the built list stays)
    ["an array of full products", [FULL_ITEM], [9]],
    ["{ list: [...] }", { list: [FULL_ITEM, { ...FULL_ITEM, id: 10 }] }, [9, 10]],
    ["{ products: [...] }", { products: [FULL_ITEM] }, [9]],
    ["catalogue ids (a reorder)", [3, "1", { id: 2 }], [3, 1, 2]],
    ["ids mixed with full products", { list: [{ id: 4 }, FULL_ITEM] }, [4, 9]],
    ["an id used twice shows once", [2, 2, { id: 2 }], [2]],
    ["unknown ids and junk are left out", [77, "x", null, { id: -1 }, { id: 1.5 }, 1], [1]],
    ["null", null, undefined],
    ["undefined", undefined, undefined],
    ["an empty list", [], undefined],
    ["nothing usable", { list: ["x", { id: 99 }] }, undefined],
    ["an object without a list", { total: 3 }, undefined],
    ["a string", "1,2,3", undefined],
  ])("%s", async (_name, data, expected) => {
    fakeSession();
    expect(await ids(data)).toEqual(expected);
  });

  test("an unsafe logo or apply link of a live item is dropped, the product kept", async () => {
    fakeSession();
    const [view] =
      (await liveListFrom([{ ...FULL_ITEM, logo: "javascript:x", apply_url: "http://x.example" }], [])) ?? [];
    expect(view).toMatchObject({ id: 9, logo: "", applyUrl: "" });
  });

  test("at most 50 products", async () => {
    fakeSession();
    const many = Array.from({ length: 80 }, (_, i) => ({ ...FULL_ITEM, id: i + 1 }));
    expect(await liveListFrom(many, [])).toHaveLength(50);
  });
});

describe("fetchLiveProducts", () => {
  test("asks the configured path with its timeout and keeps the list for the detail pages", async () => {
    const store = fakeSession();
    fetchLiveProductData.mockResolvedValue({ ok: true, data: { list: [FULL_ITEM, 1] } });
    const list = await fetchLiveProducts(source, catalogue);
    expect(fetchLiveProductData).toHaveBeenCalledWith("/v3/product/list", 4000);
    expect(list?.map((view) => view.id)).toEqual([9, 1]);
    expect(store.get(LIVE_LIST_KEY)).toContain("新品速借");
  });

  test.each([
    ["a non-200 code", () => fetchLiveProductData.mockResolvedValue({ ok: false, code: 500, message: "x" })],
    ["an unusable answer", () => fetchLiveProductData.mockResolvedValue({ ok: true, data: null })],
    [
      "a failure (network, timeout, HTTP)",
      () => fetchLiveProductData.mockRejectedValue(new Error("timeout")),
    ],
  ])("%s keeps the built list and never rejects", async (_name, arrange) => {
    fakeSession();
    arrange();
    await expect(fetchLiveProducts(source, catalogue)).resolves.toBeUndefined();
  });
});

describe("findProduct (detail pages, no call)", () => {
  test("from the catalogue built into the page", () => {
    fakeSession();
    expect(findProduct(3, catalogue)?.name).toBe("工薪分期");
    expect(findProduct(99, catalogue)).toBeUndefined();
  });

  test("from the last live answer while it is fresh", async () => {
    const store = fakeSession();
    await liveListFrom([FULL_ITEM], []);
    // Read after the save: a saved time later than "now" reads as a changed clock, not fresh.
    const now = Date.now();
    expect(findProduct(9, catalogue, now)?.name).toBe("新品速借");
    expect(findProduct(9, catalogue, now + 3_600_000)).toBeUndefined();
    expect(findProduct(1, catalogue, now)?.name).toBe("信用易贷");
    // A kept answer is read again as it first was: an unsafe apply link written since is dropped.
    store.set(
      LIVE_LIST_KEY,
      JSON.stringify({ data: [{ ...FULL_ITEM, apply_url: "javascript:x" }], savedAt: now }),
    );
    expect(findProduct(9, catalogue, now)).toMatchObject({ id: 9, applyUrl: "" });
  });
});

describe("a page's saved list (kept alive without the back/forward cache)", () => {
  const path = "/p4-list-download";
  const key = `marketplace:list:${path}`;
  const now = Date.now();

  test("comes back in its order, live products included, with the scroll position", async () => {
    fakeSession();
    const live = (await liveListFrom([FULL_ITEM, 2], catalogue)) ?? [];
    saveListState(path, [catalogue[2]!, ...live], 420.4);
    expect(restoredList(path, catalogue)).toEqual({
      products: [catalogue[2], live[0], catalogue[1]],
      scrollY: 420,
    });
    expect(restoredList("/ks-fail-marketplace", catalogue)).toBeUndefined();
  });

  test.each([
    ["missing", ""],
    ["not JSON", "{"],
    ["too old", JSON.stringify({ ids: [1], scrollY: 1, savedAt: now - 30 * 60 * 1000 - 1 })],
    ["from the future", JSON.stringify({ ids: [1], scrollY: 1, savedAt: now + 60_000 })],
    ["no list", JSON.stringify({ ids: "1", scrollY: 1, savedAt: now })],
    ["only unknown ids", JSON.stringify({ ids: [77, "1", null], scrollY: 1, savedAt: now })],
  ])("%s reads as nothing", (_name, raw) => {
    const store = fakeSession();
    store.set(key, raw);
    expect(restoredList(path, catalogue, now)).toBeUndefined();
  });

  test("unknown ids are left out; a bad scroll position reads as the top; an empty list is not saved", () => {
    const store = fakeSession();
    store.set(key, JSON.stringify({ ids: [4, 77, 1], scrollY: -5, savedAt: now }));
    expect(restoredList(path, catalogue, now)).toEqual({
      products: [catalogue[3], catalogue[0]],
      scrollY: 0,
    });
    saveListState(path, [], 100);
    expect(restoredList(path, catalogue, now)?.scrollY).toBe(0);
  });
});
