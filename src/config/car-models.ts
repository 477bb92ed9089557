/**
 * A small offline brand/series table for the car valuation page (/car-valuation). Prices are
 * indicative new-car guide prices (厂商指导价) of a mid-range trim in yuan, rounded to 1,000;
 * they feed an estimate that is always labelled 估值仅供参考. Source and limits: docs/car-models.md.
 */

/**
 * How fast a kind of car loses value; the rates live in src/core/valuation/estimate.ts.
 * mainstream = joint-venture and domestic petrol cars, luxury = premium brands,
 * nev = new-energy (battery / plug-in) cars, which lose value faster in the used market.
 */
export type DepreciationClass = "mainstream" | "luxury" | "nev";

export interface CarSeries {
  /** Stable code for the picker and tests; links to the car-loan form carry the name instead. */
  id: string;
  name: string;
  /** Indicative guide price of a mid-range trim, yuan. */
  guidePriceYuan: number;
  depreciation: DepreciationClass;
}

interface CarBrand {
  id: string;
  name: string;
  series: readonly CarSeries[];
}

const s = (id: string, name: string, guidePriceYuan: number, depreciation: DepreciationClass): CarSeries => ({
  id,
  name,
  guidePriceYuan,
  depreciation,
});

/** Brands in the order the picker shows them (most common in car-secured lending first). */
export const CAR_BRANDS: readonly CarBrand[] = [
  {
    id: "volkswagen",
    name: "大众",
    series: [
      s("lavida", "朗逸", 120_000, "mainstream"),
      s("sagitar", "速腾", 155_000, "mainstream"),
      s("magotan", "迈腾", 210_000, "mainstream"),
      s("passat", "帕萨特", 215_000, "mainstream"),
      s("tiguan-l", "途观L", 230_000, "mainstream"),
    ],
  },
  {
    id: "toyota",
    name: "丰田",
    series: [
      s("corolla", "卡罗拉", 130_000, "mainstream"),
      s("camry", "凯美瑞", 190_000, "mainstream"),
      s("rav4", "RAV4荣放", 195_000, "mainstream"),
      s("highlander", "汉兰达", 270_000, "mainstream"),
    ],
  },
  {
    id: "honda",
    name: "本田",
    series: [
      s("fit", "飞度", 90_000, "mainstream"),
      s("civic", "思域", 140_000, "mainstream"),
      s("accord", "雅阁", 180_000, "mainstream"),
      s("cr-v", "CR-V", 195_000, "mainstream"),
    ],
  },
  {
    id: "nissan",
    name: "日产",
    series: [
      s("sylphy", "轩逸", 110_000, "mainstream"),
      s("teana", "天籁", 190_000, "mainstream"),
      s("x-trail", "奇骏", 190_000, "mainstream"),
    ],
  },
  {
    id: "buick",
    name: "别克",
    series: [
      s("excelle-gt", "英朗", 110_000, "mainstream"),
      s("lacrosse", "君越", 210_000, "mainstream"),
      s("gl8", "GL8", 270_000, "mainstream"),
    ],
  },
  {
    id: "byd",
    name: "比亚迪",
    series: [
      s("dolphin", "海豚", 110_000, "nev"),
      s("qin-plus", "秦PLUS", 110_000, "nev"),
      s("song-plus", "宋PLUS", 160_000, "nev"),
      s("han", "汉", 220_000, "nev"),
    ],
  },
  {
    id: "geely",
    name: "吉利",
    series: [
      s("emgrand", "帝豪", 80_000, "mainstream"),
      s("boyue", "博越", 110_000, "mainstream"),
      s("xingyue-l", "星越L", 150_000, "mainstream"),
    ],
  },
  {
    id: "changan",
    name: "长安",
    series: [
      s("eado", "逸动", 80_000, "mainstream"),
      s("cs55-plus", "CS55 PLUS", 100_000, "mainstream"),
      s("cs75-plus", "CS75 PLUS", 120_000, "mainstream"),
    ],
  },
  {
    id: "haval",
    name: "哈弗",
    series: [s("h6", "H6", 120_000, "mainstream"), s("dargo", "大狗", 140_000, "mainstream")],
  },
  {
    id: "bmw",
    name: "宝马",
    series: [
      s("3-series", "3系", 320_000, "luxury"),
      s("x3", "X3", 400_000, "luxury"),
      s("5-series", "5系", 450_000, "luxury"),
    ],
  },
  {
    id: "mercedes-benz",
    name: "奔驰",
    series: [
      s("c-class", "C级", 330_000, "luxury"),
      s("glc", "GLC", 430_000, "luxury"),
      s("e-class", "E级", 450_000, "luxury"),
    ],
  },
  {
    id: "audi",
    name: "奥迪",
    series: [
      s("a4l", "A4L", 320_000, "luxury"),
      s("q5l", "Q5L", 400_000, "luxury"),
      s("a6l", "A6L", 420_000, "luxury"),
    ],
  },
  {
    id: "tesla",
    name: "特斯拉",
    series: [s("model-3", "Model 3", 250_000, "nev"), s("model-y", "Model Y", 260_000, "nev")],
  },
  {
    id: "wuling",
    name: "五菱",
    series: [
      s("hongguang-miniev", "宏光MINIEV", 40_000, "nev"),
      s("hongguang", "宏光", 50_000, "mainstream"),
    ],
  },
];

/** The brand with this id, if the table has it. */
export function findCarBrand(brandId: string): CarBrand | undefined {
  return CAR_BRANDS.find((brand) => brand.id === brandId);
}

/** The series with this id under the brand, if the table has it. */
export function findCarSeries(brandId: string, seriesId: string): CarSeries | undefined {
  return findCarBrand(brandId)?.series.find((series) => series.id === seriesId);
}
