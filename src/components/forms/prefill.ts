/**
 * Applies the car valuation's prefill (query parameters) to a car form: values the visitor has
 * not typed yet are filled; a city name is looked up in the area data (loaded on demand).
 */
import { CAR_FIELDS } from "../../config/forms/car.ts";
import { parseQuery } from "../../core/query.ts";
import { areaLabel, cityCodeByName } from "../../core/forms/area-options.ts";
import { carPrefill } from "../../core/forms/car-prefill.ts";
import { loadAreaList } from "../../client/area-data.ts";

type SetValues = (update: (current: Record<string, string>) => Record<string, string>) => void;

const BRAND_VALUES = (CAR_FIELDS.find((field) => field.name === "car_brand")?.options ?? []).map(
  (o) => o.value,
);

/** Fills the car form from `search`; the draft's own values win over the link's. */
export function applyPrefill(
  search: string,
  draft: Readonly<Record<string, string>>,
  setValues: SetValues,
): void {
  const prefill = carPrefill(parseQuery(search), BRAND_VALUES);
  setValues((current) => ({ ...prefill.values, ...current }));
  const cityName = prefill.cityName;
  if (cityName === undefined || draft.city) return;
  loadAreaList().then(
    (list) => {
      const code = cityCodeByName(list, cityName);
      const label = code && areaLabel(list, code, "city");
      if (code && label)
        setValues((current) => (current.city ? current : { ...current, city: code, city_name: label }));
    },
    // Without the area data the visitor picks the city by hand.
    () => undefined,
  );
}
