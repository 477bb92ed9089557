/**
 * Prefill of the car-loan form from the car valuation's link (/carloan?brand=&series=&reg=&
 * mileage=&city=). Each value is checked; anything that does not fit is ignored. The city comes
 * as a name and is turned into a code once the area data is loaded (src/core/area.ts).
 */
import { CAR_BRANDS } from "../../config/car-models.ts";
import { OTHER_BRAND } from "../../config/forms/car.ts";
import type { Query } from "../query.ts";

interface CarPrefill {
  values: Record<string, string>;
  /** City name to look up in the area data, when one was given. */
  cityName?: string;
}

/** Drops control characters and angle brackets, trims, and bounds the length. */
const clean = (value: string | undefined, max: number) =>
  [...(value ?? "")]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== "\u007f" && char !== "<" && char !== ">")
    .join("")
    .trim()
    .slice(0, max);

/** A brand of the car form's select (src/config/forms/car.ts): the table's, and 其他品牌. */
const isFormBrand = (brand: string) =>
  brand === OTHER_BRAND || CAR_BRANDS.some((known) => known.name === brand);

/** Values for the car form from the query. */
export function carPrefill(query: Query): CarPrefill {
  const values: Record<string, string> = {};
  const brand = clean(query.brand, 20);
  const series = clean(query.series, 30);
  if (brand !== "" && isFormBrand(brand)) {
    values.car_brand = brand;
    if (series !== "") values.car_series = series;
  } else if (brand !== "") {
    // A brand outside the table keeps its name in the model text.
    values.car_brand = OTHER_BRAND;
    values.car_series = `${brand} ${series}`.trim();
  } else if (series !== "") {
    values.car_series = series;
  }
  const reg = clean(query.reg, 7);
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(reg)) values.first_registration = reg;
  const mileage = clean(query.mileage, 6);
  if (/^\d{1,2}(\.\d)?$/.test(mileage) && Number(mileage) <= 99.9) values.mileage = String(Number(mileage));
  const city = clean(query.city, 20);
  return /^\p{Script=Han}{2,20}$/u.test(city) ? { values, cityName: city } : { values };
}
