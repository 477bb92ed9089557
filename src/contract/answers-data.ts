/**
 * Readers of the answers that carry reference data for the pages (spec section 7, all "not
 * shown"): the landing figures of /v3/app/index, the areas of /v1/region/list and the place of
 * /v3/app/geocoder. Like every reader (answers.ts, decision 025) they never throw, read own
 * properties only and take the field names from src/config/answer-fields.ts; the rules that
 * decide what may be shown are in src/core (landing-offer.ts, area.ts).
 */
import { ANSWER_FIELDS, type AnswerPath } from "../config/answer-fields.ts";
import { opaqueValue } from "../core/opaque.ts";
import { firstOf } from "./answers.ts";

/** A number, or a plain decimal numeral as text ("200000", "7.2"); anything else undefined. */
function numberIn(value: unknown): number | undefined {
  const number =
    typeof value === "string" && /^\s*\d{1,9}(\.\d{1,4})?\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

/** A range as the answer gave it (min may exceed max: the rules decide what is shown). */
interface AnswerRange {
  min: number;
  max: number;
}

/** The landing figures /v3/app/index gave, each only when both ends were readable. */
export interface OfferAnswer {
  amount?: AnswerRange;
  /** With the label the answer gave it ("" when none): only 年化利率（单利） is ever shown. */
  rate?: AnswerRange & { label: string };
  term?: AnswerRange;
}

function rangeOf(data: unknown, minPaths: readonly AnswerPath[], maxPaths: readonly AnswerPath[]) {
  const min = firstOf(data, minPaths, numberIn);
  const max = firstOf(data, maxPaths, numberIn);
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** Shortest and longest of a list of terms ([3, 6, "12"]), when it holds any number. */
function termListRange(data: unknown): AnswerRange | undefined {
  const list = firstOf(data, ANSWER_FIELDS.offerTermList, (v) => (Array.isArray(v) ? v : undefined));
  const terms = (list ?? [])
    .slice(0, 100)
    .map(numberIn)
    .filter((n) => n !== undefined);
  return terms.length === 0 ? undefined : { min: Math.min(...terms), max: Math.max(...terms) };
}

/**
 * /v3/app/index ("login data", spec 7, not shown): the amount, rate and term ranges it gives.
 * Read only; src/core/landing-offer.ts decides which may be shown.
 */
export function readOfferAnswer(data: unknown): OfferAnswer {
  const f = ANSWER_FIELDS;
  const amount = rangeOf(data, f.offerAmountMin, f.offerAmountMax);
  const rate = rangeOf(data, f.offerRateMin, f.offerRateMax);
  const label = firstOf(data, f.offerRateLabel, (v) => opaqueValue(v, 32)) ?? "";
  const term = rangeOf(data, f.offerTermMin, f.offerTermMax) ?? termListRange(data);
  return { ...(amount && { amount }), ...(rate && { rate: { ...rate, label } }), ...(term && { term }) };
}

/** An area as an answer names it: a 6-digit code and a name. */
export interface AnswerArea {
  code: string;
  name: string;
}

/** A 6-digit area code given as text or as a number. */
function areaCodeIn(value: unknown): string | undefined {
  const text = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  return typeof text === "string" && /^\d{6}$/.test(text.trim()) ? text.trim() : undefined;
}

const areaNameIn = (value: unknown) => opaqueValue(value, 32);

/**
 * /v1/region/list ("city list", spec 7, not shown): the areas of the list (`data` itself, or
 * under `list`), each with a 6-digit code and a name; unusable items are left out.
 */
export function readRegionList(data: unknown): AnswerArea[] {
  const list = Array.isArray(data)
    ? data
    : firstOf(data, ANSWER_FIELDS.regionList, (v) => (Array.isArray(v) ? v : undefined));
  return (list ?? []).slice(0, 5000).flatMap((item: unknown) => {
    const code = firstOf(item, ANSWER_FIELDS.regionCode, areaCodeIn);
    const name = firstOf(item, ANSWER_FIELDS.regionName, areaNameIn);
    return code && name ? [{ code, name }] : [];
  });
}

/** A place as the geocoder names it: any of a county code, a city code, a city name. */
export interface AnswerPlace {
  countyCode?: string;
  cityCode?: string;
  cityName?: string;
}

/** /v3/app/geocoder ("geocoding", spec 7, not shown): the place of a position, if it names one. */
export function readPlace(data: unknown): AnswerPlace | undefined {
  const f = ANSWER_FIELDS;
  const countyCode = firstOf(data, f.placeCountyCode, areaCodeIn);
  const cityCode = firstOf(data, f.placeCityCode, areaCodeIn);
  const cityName = typeof data === "string" ? areaNameIn(data) : firstOf(data, f.placeCityName, areaNameIn);
  const place = {
    ...(countyCode && { countyCode }),
    ...(cityCode && { cityCode }),
    ...(cityName && { cityName }),
  };
  return Object.keys(place).length > 0 ? place : undefined;
}
