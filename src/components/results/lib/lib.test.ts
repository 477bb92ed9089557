import { describe, expect, test } from "vitest";
import { carriedQuery } from "./browser-context.ts";
import { applyHref, toProductView, type ProductView } from "./product-view.ts";

const API_ITEM = {
  id: 1,
  name: "信用易贷",
  logo: "/products/p1.svg",
  amount_min: 1000,
  amount_max: 200000,
  rate_min: 7.2,
  rate_max: 23.9,
  term_min: 3,
  term_max: 36,
  apply_url: "https://apply.example.com/xinyong",
  tags: ["持牌机构", 5, "按日计息"],
  lender: "示例消费金融股份有限公司",
  lender_phone: "400-000-1001",
};

describe("carriedQuery", () => {
  test.each([
    [
      "?previousPage=%E8%B7%B3%E8%BF%87%E8%A1%A8%E5%8D%95&successType=1&sd_plat_fr=channel_5818&c=12",
      { previousPage: "跳过表单", successType: "1", sd_plat_fr: "channel_5818" },
    ],
    ["?previousPage=%E4%B8%8&successType=", { previousPage: "%E4%B8%8" }],
    ["?successType=" + "9".repeat(65), {}],
    ["", {}],
    ["?%zz=1&sd_plat_fr=a&sd_plat_fr=b", { sd_plat_fr: "a" }],
  ])("%s", (search, expected) => {
    expect(carriedQuery(search)).toEqual(expected);
  });
});

describe("product views", () => {
  test("formats ranges with grouped amounts and only the 年化利率（单利） percentage", () => {
    expect(toProductView(API_ITEM)).toEqual({
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
      // REFERENCE.md's formula at 10,000 · 12 m · 23.9%: 945.11 a month.
      exampleText: "示例：借10,000元分12期，年化利率（单利）23.9%，等额本息每期还945.11元，总利息1,341.35元",
    });
  });

  test.each([
    [{ lender: undefined }, "no lender"],
    [{ lender: "  " }, "a blank lender"],
    [{ lender: 7 }, "a lender that is not text"],
  ])("an item with %o is not shown (%s): every product names who lends", (change: object, _why: string) => {
    expect(toProductView({ ...API_ITEM, ...change })).toBeUndefined();
  });

  test("no example when the figures make no loan; no phone when none is given", () => {
    const view = toProductView({ ...API_ITEM, amount_min: 0, amount_max: 0, lender_phone: 5 });
    expect(view?.exampleText).toBe("");
    expect(view?.lenderPhone).toBe("");
  });

  test("equal bounds show one value; swapped bounds are put in order", () => {
    const view = toProductView({ ...API_ITEM, rate_min: 24, rate_max: 24, term_min: 12, term_max: 6 });
    expect(view?.rateText).toBe("24%");
    expect(view?.termText).toBe("6-12个月");
  });

  test.each([
    ["javascript:alert(1)", "//evil.example.com/x.svg"],
    ["http://apply.example.com/x", "https://cdn.example.com/logo.png"],
  ])("drops an unusable apply URL %s; logo %s", (apply_url, logo) => {
    const view = toProductView({ ...API_ITEM, apply_url, logo });
    expect(view?.applyUrl).toBe("");
    expect(view?.logo).toBe(logo.startsWith("https://") ? logo : "");
  });

  test.each([
    null,
    "x",
    { ...API_ITEM, name: "" },
    { ...API_ITEM, amount_min: "1000" },
    { ...API_ITEM, id: Number.NaN },
  ])("leaves out a malformed item %#", (item) => {
    expect(toProductView(item)).toBeUndefined();
  });
});

describe("applyHref", () => {
  const view = toProductView(API_ITEM) as ProductView;

  test("adds tracking parameters and the carried ones", () => {
    const href = applyHref(view, {
      channel: "channel_5818",
      userId: "42",
      fromPage: "successLoanMarketplaceDownload",
      carried: { previousPage: "跳过表单", successType: "1", sd_plat_fr: "channel_6000" },
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://apply.example.com/xinyong");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      product_id: "1",
      _channel: "channel_5818",
      _user_id: "42",
      from_page: "successLoanMarketplaceDownload",
      sd_plat_fr: "channel_6000",
      previousPage: "跳过表单",
      successType: "1",
    });
  });

  test("sd_plat_fr defaults to the channel; empty values are left out; no URL, no link", () => {
    const url = new URL(applyHref(view, { channel: "channel_5818", userId: "", fromPage: "p", carried: {} }));
    expect(url.searchParams.get("sd_plat_fr")).toBe("channel_5818");
    expect(url.searchParams.has("_user_id")).toBe(false);
    expect(
      applyHref({ ...view, applyUrl: "" }, { channel: "c", userId: "", fromPage: "p", carried: {} }),
    ).toBe("");
  });
});
