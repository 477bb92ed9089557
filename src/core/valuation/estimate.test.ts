import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { CAR_BRANDS, findCarSeries, type CarSeries } from "../../config/car-models.ts";
import { evaluateValuation, formatWan, type Condition, type YearMonth } from "./estimate.ts";

/** A car of the table, by brand and series id. */
interface Car {
  brandId: string;
  seriesId: string;
}

function series(brandId: string, seriesId: string): Car {
  if (!findCarSeries(brandId, seriesId)) throw new Error(`no ${brandId}/${seriesId} in the table`);
  return { brandId, seriesId };
}

const ym = (year: number, month: number): YearMonth => ({ year, month });

/** The estimate of the valuation form's answers, or the registration's message. */
function estimateValue(input: {
  series: Car;
  registration: YearMonth;
  asOf: YearMonth;
  mileageWan: number;
  condition: Condition;
}) {
  const { series: car, registration: r, asOf, mileageWan, condition } = input;
  const reg = `${r.year}-${String(r.month).padStart(2, "0")}`;
  const answers = { ...car, reg, mileage: String(mileageWan), city: "上海市", condition };
  const submission = evaluateValuation(answers, asOf);
  if (submission.ok) return { ok: true as const, estimate: submission.shown.estimate };
  expect(Object.keys(submission.errors)).toEqual(["reg"]);
  return { ok: false as const, field: "registration", message: submission.errors.reg ?? "" };
}

describe("estimate: worked examples (hand-computed, see the comment of each row)", () => {
  test.each([
    {
      // 120,000 × 0.82 (one year) × 1 (1.5万km is the expected distance) × 1 = 98,400 → ×0.92 / ×1.08.
      name: "朗逸, one year, expected mileage, 良",
      car: series("volkswagen", "lavida"),
      registration: ym(2024, 1),
      asOf: ym(2025, 1),
      mileageWan: 1.5,
      condition: "good" as Condition,
      low: 90_500,
      high: 106_300,
    },
    {
      // Same month as registration: 120,000 × 1 × 1 × 1.05 = 126,000.
      name: "朗逸, new, no mileage, 优",
      car: series("volkswagen", "lavida"),
      registration: ym(2025, 1),
      asOf: ym(2025, 1),
      mileageWan: 0,
      condition: "excellent" as Condition,
      low: 115_900,
      high: 136_100,
    },
    {
      // 320,000 × 0.78 × 0.88² × (1 − 0.02 × (10 − 4.5)) × 0.9 = 154,825.48 → 154,825.
      name: "宝马 3系, three years, high mileage, 一般",
      car: series("bmw", "3-series"),
      registration: ym(2022, 6),
      asOf: ym(2025, 6),
      mileageWan: 10,
      condition: "fair" as Condition,
      low: 142_400,
      high: 167_300,
    },
    {
      // 250,000 × 0.72^0.5 × (1 + 0.01 × (0.75 − 0.2)) × 1 = 213,298.76 → 213,299; across a year end.
      name: "特斯拉 Model 3, six months, low mileage, 良",
      car: series("tesla", "model-3"),
      registration: ym(2024, 7),
      asOf: ym(2025, 1),
      mileageWan: 0.2,
      condition: "good" as Condition,
      low: 196_200,
      high: 230_400,
    },
  ])("$name", ({ car, registration, asOf, mileageWan, condition, low, high }) => {
    const outcome = estimateValue({ series: car, registration, asOf, mileageWan, condition });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.estimate.lowYuan).toBe(low);
    expect(outcome.estimate.highYuan).toBe(high);
  });
});

describe("estimate: rejected registration", () => {
  const car = series("toyota", "corolla");
  test.each([
    {
      name: "registration next month",
      registration: ym(2025, 2),
      mileageWan: 1,
      field: "registration",
      message: "首次上牌时间不能晚于当前月份",
    },
    {
      name: "registration 181 months ago",
      registration: ym(2009, 12),
      mileageWan: 1,
      field: "registration",
      message: "仅支持15年内上牌的车辆估值",
    },
  ])("$name", ({ registration, mileageWan, field, message }) => {
    const outcome = estimateValue({
      series: car,
      registration,
      asOf: ym(2025, 1),
      mileageWan,
      condition: "good",
    });
    expect(outcome).toEqual({ ok: false, field, message });
  });

  test("exactly 180 months old is still estimated", () => {
    const outcome = estimateValue({
      series: car,
      registration: ym(2010, 1),
      asOf: ym(2025, 1),
      mileageWan: 20,
      condition: "good",
    });
    expect(outcome.ok).toBe(true);
  });
});

describe("factors", () => {
  const lavida = series("volkswagen", "lavida");
  /** A car of the table of each depreciation class. */
  const CAR_OF_CLASS: Record<CarSeries["depreciation"], Car> = {
    mainstream: lavida,
    luxury: series("bmw", "3-series"),
    nev: series("tesla", "model-3"),
  };
  /** The estimate of a car registered `months` before 2025-01. */
  const factors = (depreciation: CarSeries["depreciation"], months: number, mileageWan = 0) => {
    const total = 2025 * 12 + 1 - months;
    const registration = ym(Math.floor((total - 1) / 12), total - Math.floor((total - 1) / 12) * 12);
    const car = CAR_OF_CLASS[depreciation];
    const outcome = estimateValue({
      series: car,
      registration,
      asOf: ym(2025, 1),
      mileageWan,
      condition: "good",
    });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.estimate;
  };
  const at = (registration: YearMonth, asOf: YearMonth) =>
    estimateValue({ series: lavida, registration, asOf, mileageWan: 0, condition: "good" });

  test("the age counts calendar months across years", () => {
    expect(at(ym(2023, 11), ym(2025, 2))).toMatchObject({ ok: true, estimate: { ageMonths: 15 } });
    expect(at(ym(2025, 2), ym(2025, 1))).toMatchObject({ ok: false, field: "registration" });
  });

  test.each([
    { kind: "mainstream" as const, months: 0, factor: 1 },
    { kind: "mainstream" as const, months: 12, factor: 0.82 },
    { kind: "mainstream" as const, months: 24, factor: 0.82 * 0.9 },
    { kind: "luxury" as const, months: 12, factor: 0.78 },
    { kind: "nev" as const, months: 36, factor: 0.72 * 0.87 * 0.87 },
  ])("ageFactor($kind, $months) = $factor", ({ kind, months, factor }) => {
    expect(factors(kind, months).ageFactor).toBeCloseTo(factor, 12);
  });

  test.each([
    { mileage: 3, months: 24, factor: 1 }, // exactly the expected 1.5万km a year
    { mileage: 0, months: 24, factor: 1.03 }, // 3万km below: +1% each
    { mileage: 0, months: 120, factor: 1.05 }, // bonus capped at +5%
    { mileage: 5, months: 24, factor: 0.96 }, // 2万km above: −2% each
    { mileage: 99.9, months: 24, factor: 0.7 }, // penalty floored at 0.7
  ])("mileageFactor($mileage万km, $months months) = $factor", ({ mileage, months, factor }) => {
    expect(factors("mainstream", months, mileage).mileageFactor).toBeCloseTo(factor, 12);
  });

  test("formatWan shows 万元 with two decimals", () => {
    expect(formatWan(90_500)).toBe("9.05");
    expect(formatWan(1_000_000)).toBe("100.00");
  });
});

describe("every series of the table", () => {
  const everySeries = CAR_BRANDS.flatMap((brand) => brand.series.map((car) => ({ brand, car })));

  test("ids are unique within a brand and brand ids are unique", () => {
    expect(new Set(CAR_BRANDS.map((b) => b.id)).size).toBe(CAR_BRANDS.length);
    for (const brand of CAR_BRANDS)
      expect(new Set(brand.series.map((c) => c.id)).size).toBe(brand.series.length);
  });

  test.each(everySeries.map(({ brand, car }) => ({ label: `${brand.name} ${car.name}`, brand, car })))(
    "$label: a three-year-old car is estimated below its guide price",
    ({ brand, car }) => {
      const outcome = estimateValue({
        series: series(brand.id, car.id),
        registration: ym(2022, 1),
        asOf: ym(2025, 1),
        mileageWan: 4.5,
        condition: "good",
      });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.estimate.lowYuan).toBeGreaterThan(0);
      expect(outcome.estimate.lowYuan).toBeLessThan(outcome.estimate.highYuan);
      expect(outcome.estimate.highYuan).toBeLessThan(car.guidePriceYuan);
      expect(outcome.estimate.lowYuan % 100).toBe(0);
      expect(outcome.estimate.highYuan % 100).toBe(0);
    },
  );
});

describe("properties", () => {
  const car = series("honda", "accord");
  const asOf = ym(2025, 6);
  const conditions: Condition[] = ["excellent", "good", "fair"];
  const monthsAgo = (months: number): YearMonth => {
    const index = asOf.year * 12 + (asOf.month - 1) - months;
    return ym(Math.floor(index / 12), (index % 12) + 1);
  };
  const at = (months: number, tenths: number, condition: Condition) =>
    estimateValue({ series: car, registration: monthsAgo(months), asOf, mileageWan: tenths / 10, condition });

  test("deterministic, and never more for an older car or a longer distance", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 179 }),
        fc.integer({ min: 0, max: 998 }),
        fc.constantFrom(...conditions),
        (months, tenths, condition) => {
          const base = at(months, tenths, condition);
          expect(at(months, tenths, condition)).toEqual(base);
          const older = at(months + 1, tenths, condition);
          const further = at(months, tenths + 1, condition);
          if (!base.ok || !older.ok || !further.ok) throw new Error("unexpected rejection");
          expect(older.estimate.highYuan).toBeLessThanOrEqual(base.estimate.highYuan);
          expect(further.estimate.highYuan).toBeLessThanOrEqual(base.estimate.highYuan);
        },
      ),
    );
  });
});
