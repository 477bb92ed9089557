import { expect, test } from "vitest";
import { parseQuery } from "../query.ts";
import { carPrefill } from "./car-prefill.ts";

const read = (search: string) => carPrefill(parseQuery(search));

test("a valuation link fills brand, series, registration, mileage and the city name", () => {
  expect(read("?brand=大众&series=朗逸&reg=2020-05&mileage=3.5&city=上海市")).toEqual({
    values: { car_brand: "大众", car_series: "朗逸", first_registration: "2020-05", mileage: "3.5" },
    cityName: "上海市",
  });
});

test("an unknown brand becomes 其他品牌 and keeps its name in the model", () => {
  expect(read("?brand=红旗&series=H5").values).toEqual({ car_brand: "其他品牌", car_series: "红旗 H5" });
});

test.each([
  ["?reg=2020-13", {}],
  ["?reg=20-05", {}],
  ["?mileage=100", {}],
  ["?mileage=-1", {}],
  ["?mileage=3.55", {}],
  ["?mileage=abc", {}],
  ["?city=<script>", {}],
  ["?series=<b>x</b>", { car_series: "bx/b" }],
])("bad or odd values are ignored or cleaned: %s", (search, values) => {
  const result = read(search);
  expect(result.values).toEqual(values);
  expect(result.cityName).toBeUndefined();
});

test("no query, no prefill", () => {
  expect(read("")).toEqual({ values: {} });
});
