/**
 * Applies the car valuation's prefill (query parameters) to a car form: `fill` enters them where
 * the visitor (or the draft) left the field untouched; a city name is looked up in the area data
 * (loaded on demand).
 */
import { CAR_FIELDS } from "../../config/forms/car.ts";
import { parseQuery } from "../../core/query.ts";
import { areaLabel, cityCodeByName } from "../../core/area.ts";
import { carPrefill } from "../../core/forms/car-prefill.ts";
import { loadAreaList } from "../../client/area-data.ts";

type Fill = (values: Readonly<Record<string, string>>) => void;

const BRAND_VALUES = (CAR_FIELDS.find((field) => field.name === "car_brand")?.options ?? []).map(
  (o) => o.value,
);

/** Fills the car form from `search`; what the draft or the visitor entered wins over the link. */
export function applyPrefill(search: string, fill: Fill): void {
  const prefill = carPrefill(parseQuery(search), BRAND_VALUES);
  fill(prefill.values);
  const cityName = prefill.cityName;
  if (cityName === undefined) return;
  loadAreaList().then(
    (list) => {
      const code = cityCodeByName(list, cityName);
      const label = code && areaLabel(list, code, "city");
      if (code && label) fill({ city: code, city_name: label });
    },
    // Without the area data the visitor picks the city by hand.
    () => undefined,
  );
}
