/** Reference data: areas, geocoder, IP city, login-page data. */
import { API_CODE, DEV_COOKIES } from "../../src/contract/index.ts";
import { deviceOverrideOf } from "../dev/device-overrides.ts";
import { isDevelopment } from "../context.ts";
import { ApiError, refusal } from "../http/api-error.ts";
import { childAreas, cityByName, nearestCity, provinceOf } from "../services/areas.ts";
import type { HandlerTable } from "./types.ts";

export const DATA_HANDLERS = {
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

  appIndex: (_input, ctx) => {
    // Per request in development, the dev cookie's answer, so browser tests can show any shape.
    const forced = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.appIndex] : undefined;
    if (forced === "error") throw new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
    // A test's shape may be anything the backend could send: that is the point of it.
    return forcedAnswer(forced) ?? APP_INDEX;
  },
} satisfies Partial<HandlerTable>;

/**
 * The login-page data of /v3/app/index (the built landing figures are the same). Rates are
 * 年化利率（单利） in percent (PBoC 2021 No. 3).
 */
const APP_INDEX = {
  amount: { min: 1000, max: 200000, default: 50000 },
  rate: { label: "年化利率（单利）", min: 7.2, max: 24 },
  terms: [3, 6, 12, 18, 24, 36],
  banners: ["最高可借200,000元", "年化利率（单利）7.2%起", "合作持牌金融机构，费用透明"],
  notice: "贷款额度、利率及放款时间以合作机构最终审批为准，请理性借贷，按时还款",
};

/** Longest forced answer read from the dev cookie. */
const FORCED_ANSWER_MAX = 2048;

/** The JSON of a dev cookie, or undefined when absent, too long or not JSON. */
function forcedAnswer(raw: string | undefined): unknown {
  if (raw === undefined || raw.length > FORCED_ANSWER_MAX) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
