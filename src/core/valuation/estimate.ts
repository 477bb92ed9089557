/**
 * Offline used-car estimate (REFERENCE.md "Car valuation": guide price × age and mileage
 * factors, labelled 估值仅供参考). Pure and deterministic: the valuation month is an input,
 * never read from the clock here. The factors and their reasons are in docs/car-models.md.
 */
import type { CarSeries, DepreciationClass } from "../../config/car-models.ts";
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
export const MAX_MILEAGE_WAN = 99.9;

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

export interface ValuationInput {
  series: CarSeries;
  registration: YearMonth;
  /** Odometer, 万公里, within 0..MAX_MILEAGE_WAN (evaluate.ts reads and checks what was typed). */
  mileageWan: number;
  condition: Condition;
  /** The month the estimate is made in. */
  asOf: YearMonth;
}

export interface ValuationEstimate {
  lowYuan: number;
  highYuan: number;
  ageMonths: number;
  ageFactor: number;
  mileageFactor: number;
  conditionFactor: number;
}

export type ValuationOutcome =
  { ok: true; estimate: ValuationEstimate } | { ok: false; field: "registration"; message: string };

/** Whole months from the registration month to the valuation month (negative if in the future). */
function monthsBetween(from: YearMonth, to: YearMonth): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month);
}

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
export function estimateValue(input: ValuationInput): ValuationOutcome {
  const ageMonths = monthsBetween(input.registration, input.asOf);
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
