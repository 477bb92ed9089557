/** Reference data: areas, geocoder, IP city, login-page data. */
import { API_CODE, DEV_COOKIES } from "../../src/contract/index.ts";
import { deviceOverrideOf } from "../dev/device-overrides.ts";
import { isDevelopment } from "../context.ts";
import { refusal } from "../http/api-error.ts";
import { childAreas, cityByName, nearestCity, provinceOf } from "../services/areas.ts";
import type { HandlerTable } from "./types.ts";

type DataHandlers = Pick<HandlerTable, "regionList" | "geocoder" | "ipInfo" | "appIndex">;

export const DATA_HANDLERS: DataHandlers = {
  regionList: ({ code }) => {
    const list = childAreas(code);
    if (!list) throw refusal(API_CODE.NOT_FOUND, "地区不存在");
    return { list };
  },

  geocoder: ({ lat, lng }) => {
    const city = nearestCity(lat, lng);
    return { province: provinceOf(city.code), city };
  },

  ipInfo: (_input, ctx) => {
    // No IP database here: the configured city, or per request the dev cookie, so parallel
    // browser tests can each pick a city (spec section 4, city-based override).
    // A preview start may have chosen the city for this device (server/dev/device-overrides.ts).
    const override = isDevelopment(ctx.app)
      ? (deviceOverrideOf(ctx)?.city ?? ctx.cookies[DEV_COOKIES.city])?.trim()
      : undefined;
    const name = override || ctx.app.options.defaultCity;
    return { code: cityByName(name)?.code ?? "", name };
  },

  appIndex: () => ({
    amount: { min: 1000, max: 200000, default: 50000 },
    rate: { label: "年化利率（单利）", min: 7.2, max: 24 },
    terms: [3, 6, 12, 18, 24, 36],
    banners: ["最高可借200,000元", "年化利率（单利）7.2%起", "合作持牌金融机构，费用透明"],
    notice: "贷款额度、利率及放款时间以合作机构最终审批为准，请理性借贷，按时还款",
  }),
};
