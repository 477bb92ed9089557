/**
 * Reading the valuation form: text typed or picked by the visitor to typed values, each with a
 * Chinese message when it cannot be used. Also the link into the car-loan form, prefilled.
 */
import { MAX_MILEAGE_WAN, type YearMonth } from "./estimate.ts";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** { year: 2021, month: 3 } → "2021-03" (the `reg` query format of the car-loan form). */
export function formatYearMonth(value: YearMonth): string {
  return `${String(value.year).padStart(4, "0")}-${String(value.month).padStart(2, "0")}`;
}

/**
 * Mileage typed in 万公里: "3.5", " 3.5万 ", "12万公里" are accepted; at most one decimal,
 * 0..MAX_MILEAGE_WAN.
 */
export function parseMileage(text: string): Parsed<number> {
  const cleaned = text.replace(/\s+/g, "").replace(/万(公里)?$/, "");
  if (cleaned === "") return { ok: false, message: "请填写行驶里程" };
  if (!/^\d{1,2}(\.\d)?$/.test(cleaned) || Number(cleaned) > MAX_MILEAGE_WAN) {
    return {
      ok: false,
      message: `行驶里程请填写0-${MAX_MILEAGE_WAN}之间的数字（单位：万公里，最多一位小数）`,
    };
  }
  return { ok: true, value: Number(cleaned) };
}

/** City name: 2-20 Han characters after removing spaces, e.g. 上海市 or 西双版纳傣族自治州. */
export function parseCity(text: string): Parsed<string> {
  const cleaned = text.replace(/\s+/g, "");
  if (cleaned === "") return { ok: false, message: "请选择所在城市" };
  if (!/^[\u4e00-\u9fa5]{2,20}$/.test(cleaned)) {
    return { ok: false, message: "请填写正确的城市名称，如：上海市" };
  }
  return { ok: true, value: cleaned };
}

/** What the car-loan form can be prefilled with (query parameters of /carloan). */
export interface CarLoanPrefill {
  brand: string;
  series: string;
  /** YYYY-MM */
  reg: string;
  /** 万公里 */
  mileage: number;
  city: string;
}

/** The /carloan link with the valuation's answers as query parameters, encoded. */
export function carLoanPrefillHref(prefill: CarLoanPrefill): string {
  const query = new URLSearchParams({
    brand: prefill.brand,
    series: prefill.series,
    reg: prefill.reg,
    mileage: String(prefill.mileage),
    city: prefill.city,
  });
  return `/carloan?${query.toString()}`;
}
