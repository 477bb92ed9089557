import { describe, expect, test } from "vitest";
import { claimsIn } from "../config/compliance.ts";
import { liveOfferTexts, offerTexts, type LiveOffer } from "./landing-offer.ts";

const LABEL = "年化利率（单利）";

test("offer texts of the built figures", () => {
  expect(
    offerTexts({
      minAmount: 1000,
      maxAmount: 200000,
      minAnnualRate: 7.2,
      maxAnnualRate: 24,
      minTerm: 3,
      maxTerm: 36,
    }),
  ).toEqual({
    maxAmount: "200,000",
    minAmount: "1,000",
    amountRange: "1,000-200,000元",
    rate: "年化利率（单利）7.2%-24%",
    term: "3-36期",
  });
});

describe("rate labels: only 年化利率（单利） is shown", () => {
  test.each([
    ["年化利率（单利）", true],
    ["年化利率(单利)", true],
    [" 年化利率 （单利） ", true],
    ["年化利率", false],
    ["年化利率（复利）", false],
    ["日利率", false],
    ["月利率（单利）", false],
    ["", false],
  ])("%j: %s", (label, shown) => {
    expect("rate" in liveOfferTexts({ rate: { min: 9, max: 18, label } })).toBe(shown);
  });
});

describe("liveOfferTexts: what an answer of /v3/app/index may replace", () => {
  test.each<[string, LiveOffer, Record<string, string>]>([
    [
      "a full, sane answer replaces every text",
      {
        amount: { min: 2000, max: 150000 },
        rate: { min: 9, max: 18.5, label: LABEL },
        term: { min: 6, max: 24 },
      },
      {
        maxAmount: "150,000",
        minAmount: "2,000",
        amountRange: "2,000-150,000元",
        rate: "年化利率（单利）9%-18.5%",
        term: "6-24期",
      },
    ],
    ["nothing given: the built texts stay", {}, {}],
    [
      "only the amount",
      { amount: { min: 1000, max: 50000 } },
      { maxAmount: "50,000", minAmount: "1,000", amountRange: "1,000-50,000元" },
    ],
    ["a rate without the label", { rate: { min: 7, max: 20, label: "" } }, {}],
    ["a daily rate", { rate: { min: 0.02, max: 0.05, label: "日利率" } }, {}],
    ["a rate above the ceiling", { rate: { min: 10, max: 36, label: LABEL } }, {}],
    ["a zero rate", { rate: { min: 0, max: 10, label: LABEL } }, {}],
    ["a rate with many decimals", { rate: { min: 7.123, max: 10, label: LABEL } }, {}],
    [
      "two-decimal rates are fine",
      { rate: { min: 7.25, max: 23.99, label: LABEL } },
      { rate: "年化利率（单利）7.25%-23.99%" },
    ],
    ["min above max", { amount: { min: 200000, max: 1000 } }, {}],
    ["an amount of nothing", { amount: { min: 0, max: 200000 } }, {}],
    ["an absurd amount", { amount: { min: 1000, max: 100_000_000 } }, {}],
    ["fractions of a yuan", { amount: { min: 1000.5, max: 2000 } }, {}],
    ["a term of ten years", { term: { min: 12, max: 120 } }, {}],
    ["a fractional term", { term: { min: 1.5, max: 12 } }, {}],
    ["not a number", { term: { min: Number.NaN, max: 12 } }, {}],
  ])("%s", (_name, live, texts) => expect(liveOfferTexts(live)).toEqual(texts));

  test("whatever the answer's words, no banned claim reaches the page", () => {
    const hostile = {
      amount: { min: 1000, max: 200000 },
      rate: { min: 7, max: 20, label: `${LABEL}秒批` },
      term: { min: 3, max: 36 },
      banners: ["秒批", "100%下款", "不看征信", "黑户可贷", "无门槛"],
    };
    const shown = Object.values(liveOfferTexts(hostile)).join(" ");
    expect(shown).not.toBe("");
    expect(claimsIn(shown)).toEqual([]);
  });
});
