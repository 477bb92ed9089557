/**
 * One submission of the valuation form, as a pure function: the answers as picked and typed →
 * either one Chinese message per unusable field, or the estimate to show with its car-loan link.
 */
import { findCarBrand, findCarSeries } from "../../config/car-models.ts";
import {
  CONDITIONS,
  estimateValue,
  type Condition,
  type ValuationEstimate,
  type YearMonth,
} from "./estimate.ts";
import { carLoanPrefillHref, formatYearMonth, parseCity, parseMileage } from "./fields.ts";

/** The form's answers as strings, exactly as the controls hold them. */
export interface ValuationAnswers {
  brandId: string;
  seriesId: string;
  year: string;
  month: string;
  mileage: string;
  city: string;
  condition: Condition;
}

/** Field names in the order they appear (the first invalid one takes focus). */
/** Where the estimate's refusals are shown: registration at the month, the finer of its two pickers. */
const PICKER_OF = { registration: "month", mileage: "mileage" } as const;

const VALUATION_FIELDS = ["brand", "series", "year", "month", "mileage", "city"] as const;
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

/** Checks every answer, estimates when all are usable; `asOf` is the current month. */
export function evaluateValuation(answers: ValuationAnswers, asOf: YearMonth): ValuationSubmission {
  const errors: ValuationErrors = {};
  const brand = findCarBrand(answers.brandId);
  const series = findCarSeries(answers.brandId, answers.seriesId);
  if (!brand) errors.brand = "请选择品牌";
  else if (!series) errors.series = "请选择车系";
  const year = /^\d{4}$/.test(answers.year) ? Number(answers.year) : undefined;
  const month = /^(?:[1-9]|1[0-2])$/.test(answers.month) ? Number(answers.month) : undefined;
  if (year === undefined) errors.year = "请选择首次上牌年份";
  if (month === undefined) errors.month = "请选择首次上牌月份";
  const mileage = parseMileage(answers.mileage);
  if (!mileage.ok) errors.mileage = mileage.message;
  const city = parseCity(answers.city);
  if (!city.ok) errors.city = city.message;

  if (brand && series && year !== undefined && month !== undefined && mileage.ok && city.ok) {
    const registration = { year, month };
    const outcome = estimateValue({
      series,
      registration,
      mileageWan: mileage.value,
      condition: answers.condition,
      asOf,
    });
    if (outcome.ok) {
      const reg = formatYearMonth(registration);
      const prefill = {
        brand: brand.name,
        series: series.name,
        reg,
        mileage: mileage.value,
        city: city.value,
      };
      return {
        ok: true,
        shown: {
          estimate: outcome.estimate,
          carName: `${brand.name} ${series.name}`,
          reg,
          mileageWan: mileage.value,
          city: city.value,
          conditionLabel: CONDITIONS.find((c) => c.code === answers.condition)?.label ?? "",
          applyHref: carLoanPrefillHref(prefill),
        },
      };
    }
    // The month select carries registration messages: it is the finer of the two pickers.
    errors[PICKER_OF[outcome.field]] = outcome.message;
  }
  const firstInvalid = VALUATION_FIELDS.find((name) => errors[name]) ?? "brand";
  return { ok: false, errors, firstInvalid };
}
