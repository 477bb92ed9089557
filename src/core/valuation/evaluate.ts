/**
 * One submission of the valuation form, as a pure function: the answers as picked and typed →
 * either one Chinese message per unusable field, or the estimate to show with its link into the
 * car-loan form, prefilled.
 */
import { findCarBrand, findCarSeries } from "../../config/car-models.ts";
import {
  CONDITIONS,
  estimateValue,
  type Condition,
  MAX_MILEAGE_WAN,
  type ValuationEstimate,
  type YearMonth,
} from "./estimate.ts";

/** The form's answers as strings, exactly as the controls hold them. */
export interface ValuationAnswers {
  brandId: string;
  seriesId: string;
  /** YYYY-MM, as the month picker stores it. */
  reg: string;
  mileage: string;
  city: string;
  condition: Condition;
}

/** Field names in the order they appear (the first invalid one takes focus). */
const VALUATION_FIELDS = ["brand", "series", "reg", "mileage", "city"] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];
export type ValuationErrors = Partial<Record<ValuationField, string>>;

/** An estimate together with the answers it came from, as shown to the visitor. */
export interface ShownValuation {
  estimate: ValuationEstimate;
  carName: string;
  /** YYYY-MM */
  reg: string;
  mileageWan: number;
  city: string;
  conditionLabel: string;
  applyHref: string;
}

export type ValuationSubmission =
  { ok: true; shown: ShownValuation } | { ok: false; errors: ValuationErrors; firstInvalid: ValuationField };

/**
 * Mileage typed in 万公里: "3.5", " 3.5万 ", "12万公里" are accepted; at most one decimal,
 * 0..MAX_MILEAGE_WAN. The number, or the message when it cannot be used.
 */
function parseMileage(text: string): number | string {
  const cleaned = text.replace(/\s+/g, "").replace(/万(公里)?$/, "");
  if (cleaned === "") return "请填写行驶里程";
  if (!/^\d{1,2}(\.\d)?$/.test(cleaned) || Number(cleaned) > MAX_MILEAGE_WAN) {
    return `行驶里程请填写0-${MAX_MILEAGE_WAN}之间的数字（单位：万公里，最多一位小数）`;
  }
  return Number(cleaned);
}

/** Checks every answer, estimates when all are usable; `asOf` is the current month. */
export function evaluateValuation(answers: ValuationAnswers, asOf: YearMonth): ValuationSubmission {
  const errors: ValuationErrors = {};
  const brand = findCarBrand(answers.brandId);
  const series = findCarSeries(answers.brandId, answers.seriesId);
  if (!brand) errors.brand = "请选择品牌";
  else if (!series) errors.series = "请选择车系";
  const reg = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(answers.reg);
  if (!reg) errors.reg = "请选择首次上牌年份";
  const mileage = parseMileage(answers.mileage);
  if (typeof mileage === "string") errors.mileage = mileage;
  // The city is the area picker's choice: a name from the area data, or nothing.
  const city = answers.city.trim();
  if (city === "") errors.city = "请选择所在城市";

  if (brand && series && reg && typeof mileage === "number" && city !== "") {
    const registration = { year: Number(reg[1]), month: Number(reg[2]) };
    const outcome = estimateValue({
      series,
      registration,
      mileageWan: mileage,
      condition: answers.condition,
      asOf,
    });
    if (outcome.ok) {
      // The car-loan form (/carloan) is prefilled from its query parameters.
      const prefill = new URLSearchParams({
        brand: brand.name,
        series: series.name,
        reg: answers.reg,
        mileage: String(mileage),
        city,
      });
      return {
        ok: true,
        shown: {
          estimate: outcome.estimate,
          carName: `${brand.name} ${series.name}`,
          reg: answers.reg,
          mileageWan: mileage,
          city,
          conditionLabel: CONDITIONS.find((c) => c.value === answers.condition)?.label ?? "",
          applyHref: `/carloan?${prefill.toString()}`,
        },
      };
    }
    // The estimate refuses only a registration month (too old, or in the future).
    errors.reg = outcome.message;
  }
  const firstInvalid = VALUATION_FIELDS.find((name) => errors[name]) ?? "brand";
  return { ok: false, errors, firstInvalid };
}
