/**
 * The car valuation (REFERENCE.md "Car valuation": an offline estimate, guide price × age and
 * mileage factors, labelled 估值仅供参考), as one pure function of the form's answers: either
 * one Chinese message per unusable field, or the estimate to show with its link into the
 * car-loan form, prefilled. Deterministic: the valuation month is an input, never read from the
 * clock here. The factors and their reasons are in docs/car-models.md.
 */
import {
  findCarBrand,
  findCarSeries,
  type CarSeries,
  type DepreciationClass,
} from "../../config/car-models.ts";
import { roundHalfUp } from "../format.ts";

/** A calendar month; `month` is 1..12. */
export interface YearMonth {
  year: number;
  month: number;
}

/** Condition codes with the labels shown (优/良/一般). */
export type Condition = "excellent" | "good" | "fair";
export const CONDITIONS: readonly { value: Condition; label: string }[] = [
  { value: "excellent", label: "优" },
  { value: "good", label: "良" },
  { value: "fair", label: "一般" },
];

/** Oldest registration the estimate accepts: 15 years; older cars are rarely accepted as collateral. */
export const MAX_AGE_MONTHS = 180;
/** Mileage field range, 万公里 (REFERENCE.md car-loan field: 0-99.9). */
const MAX_MILEAGE_WAN = 99.9;

/**
 * Share of value kept after the first year, then per further year. New-energy cars lose value
 * fastest in the Chinese used market, premium brands faster than mainstream petrol cars.
 */
const DEPRECIATION: Readonly<Record<DepreciationClass, { firstYear: number; laterYears: number }>> = {
  mainstream: { firstYear: 0.82, laterYears: 0.9 },
  luxury: { firstYear: 0.78, laterYears: 0.88 },
  nev: { firstYear: 0.72, laterYears: 0.87 },
};

/** Usual yearly distance of a private car, 万公里; above it the value drops, below it rises a little. */
const EXPECTED_WAN_PER_YEAR = 1.5;
const MILEAGE_PENALTY_PER_WAN = 0.02;
const MILEAGE_BONUS_PER_WAN = 0.01;
const MILEAGE_MAX_BONUS = 0.05;
const MILEAGE_MIN_FACTOR = 0.7;

const CONDITION_FACTOR: Readonly<Record<Condition, number>> = { excellent: 1.05, good: 1, fair: 0.9 };
/** The range shown is the point estimate ±8%, widened to whole hundreds of yuan. */
const RANGE_SPREAD_PERCENT = 8;

interface ValuationInput {
  series: CarSeries;
  registration: YearMonth;
  /** Odometer, 万公里, within 0..MAX_MILEAGE_WAN (evaluateValuation reads and checks what was typed). */
  mileageWan: number;
  condition: Condition;
  /** The month the estimate is made in. */
  asOf: YearMonth;
}

interface ValuationEstimate {
  lowYuan: number;
  highYuan: number;
  ageMonths: number;
  ageFactor: number;
  mileageFactor: number;
  conditionFactor: number;
}

type ValuationOutcome =
  { ok: true; estimate: ValuationEstimate } | { ok: false; field: "registration"; message: string };

/** Share of the guide price kept after `ageMonths` (compounded monthly within each phase). */
function ageFactor(kind: DepreciationClass, ageMonths: number): number {
  const { firstYear, laterYears } = DEPRECIATION[kind];
  if (ageMonths <= 12) return Math.pow(firstYear, ageMonths / 12);
  return firstYear * Math.pow(laterYears, (ageMonths - 12) / 12);
}

/** Mileage adjustment against EXPECTED_WAN_PER_YEAR for the car's age (bonus capped, penalty floored). */
function mileageFactor(mileageWan: number, ageMonths: number): number {
  const surplus = mileageWan - (EXPECTED_WAN_PER_YEAR * ageMonths) / 12;
  if (surplus <= 0) return 1 + Math.min(-surplus * MILEAGE_BONUS_PER_WAN, MILEAGE_MAX_BONUS);
  return Math.max(1 - surplus * MILEAGE_PENALTY_PER_WAN, MILEAGE_MIN_FACTOR);
}

/**
 * Estimates a used car's value range in yuan (low rounded down, high rounded up to 100 yuan).
 * Rejects a registration in the future or older than MAX_AGE_MONTHS, with a Chinese message.
 */
function estimateValue(input: ValuationInput): ValuationOutcome {
  // Whole months from the registration month to the valuation month (negative if in the future).
  const { registration: from, asOf: to } = input;
  const ageMonths = to.year * 12 + to.month - (from.year * 12 + from.month);
  if (!Number.isInteger(ageMonths) || ageMonths < 0) {
    return { ok: false, field: "registration", message: "首次上牌时间不能晚于当前月份" };
  }
  if (ageMonths > MAX_AGE_MONTHS) {
    return { ok: false, field: "registration", message: "仅支持15年内上牌的车辆估值" };
  }
  const age = ageFactor(input.series.depreciation, ageMonths);
  const mileage = mileageFactor(input.mileageWan, ageMonths);
  const condition = CONDITION_FACTOR[input.condition];
  const point = roundHalfUp(input.series.guidePriceYuan * age * mileage * condition);
  return {
    ok: true,
    estimate: {
      lowYuan: Math.floor((point * (100 - RANGE_SPREAD_PERCENT)) / 10_000) * 100,
      highYuan: Math.ceil((point * (100 + RANGE_SPREAD_PERCENT)) / 10_000) * 100,
      ageMonths,
      ageFactor: age,
      mileageFactor: mileage,
      conditionFactor: condition,
    },
  };
}

/** Yuan as 万元 with two decimals for the result line: 90500 → "9.05". */
export function formatWan(yuan: number): string {
  return (roundHalfUp(yuan / 100) / 100).toFixed(2);
}

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
