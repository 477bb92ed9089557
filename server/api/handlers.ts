/**
 * Every endpoint's handler, one per call of the contract (the type forces it): the return value
 * is the answer's `data`, so the handlers' return types are the reference server's answer types;
 * a refusal is thrown (http/answer.ts). Tracking records and conversion relays are stored
 * only, never forwarded to an ad network.
 */
import {
  API_CODE,
  type ApiRequests,
  type FormBody,
  DEV_COOKIES,
  DEV_PHONE_TOKEN_PREFIX,
  SMS_CODE,
  channelInfoOfDevFlow,
  isFormAccepted,
  maskIdNumber,
  parseDevFlow,
  productOfCatalogue,
  type ApiName,
  type ChannelInfo,
  type FormSubmission,
} from "../../src/contract/index.ts";
import { CHANNEL_PATTERN } from "../../src/config/channels.ts";
import { SHARED_CATALOGUE } from "../../src/config/marketplace.ts";
import { isMainlandMobile, maskPhone, normalizeMobile } from "../../src/core/phone.ts";
import { isDevelopment, type AppContext } from "../context.ts";
import { channelInfoOfSeed, SEED_CHANNELS } from "../db/seed-channels.ts";
import { ApiError, refusal } from "../http/answer.ts";
import { childAreas, cityByName, nearestCity, provinceOf } from "../services/areas.ts";
import { maskFormFields } from "../services/personal-data.ts";
import { keepWithinBounds } from "../services/retention.ts";
import { sendLoginCode, verifyLoginCode } from "../services/sms.ts";
import { login, NO_USER, redeemMark, revokeToken, type UserRow } from "../services/users.ts";

/** One API request after decoding, authentication and validation. */
export interface RequestContext {
  app: AppContext;
  ip: string;
  cookies: Record<string, string>;
  /** The whole decoded body, common fields included. */
  body: FormBody;
  /** The user of a valid `_token` (endpoints with auth none never look). */
  user: UserRow | undefined;
}

/** Answers one endpoint (its return value is the answer's `data`); throws ApiError to refuse. */
export type Handler<N extends ApiName> = (input: ApiRequests[N], ctx: RequestContext) => unknown;

/** The user of a `required` endpoint (the router has already refused requests without one). */
function requireUser(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new ApiError(401, NO_USER.code, NO_USER.msg);
  return ctx.user;
}

function storeForm(
  app: AppContext,
  userId: number,
  form: FormSubmission,
  endpoint: string,
  accepted: boolean | null,
): void {
  app.db
    .prepare(
      "INSERT INTO forms (user_id, kind, endpoint, fields, accepted, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run(
      userId,
      form.form_kind,
      endpoint,
      JSON.stringify(maskFormFields(form.fields)),
      accepted === null ? null : Number(accepted),
      app.options.now(),
    );
}

/**
 * The forms whose accepted save completes the application (the quick lead forms do not): userGet
 * then says application_complete.
 */
const FULL_APPLICATION_KINDS: readonly string[] = [
  "form-package",
  "form-package-app",
  "form-package-uni",
  "form-package-test",
];

/** The stored answers of a form (ID numbers are stored masked) as a profile, consent flags left out. */
function profileOf(stored: string): Record<string, string> {
  const fields = new Map(Object.entries(JSON.parse(stored) as Record<string, string>));
  fields.delete("consent");
  fields.delete("id_consent");
  return Object.fromEntries(fields);
}

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

/** The body's `_channel` (a common field), checked. */
function channelOf(ctx: RequestContext): string {
  const channel = ctx.body._channel ?? "";
  if (!CHANNEL_PATTERN.test(channel)) throw new ApiError(400, API_CODE.BAD_REQUEST, "渠道号格式不正确");
  return channel;
}

/** Stores what an anonymous visitor sends (kind record, baidu, kuaishou, activation) within the row bounds. */
function store(app: AppContext, kind: string, userId: number | null, payload: object): { id: number } {
  const result = app.db
    .prepare("INSERT INTO events (kind, user_id, payload, time) VALUES (?, ?, ?, ?)")
    .run(kind, userId, JSON.stringify(payload), app.options.now());
  const id = Number(result.lastInsertRowid);
  keepWithinBounds(app, id);
  return { id };
}

export const HANDLERS = {
  // Login endpoints: SMS code, one-click (carrier token), mark, markcode; and logout.
  sendLoginSms: ({ phone }, ctx) => {
    sendLoginCode(ctx.app, phone, ctx.ip);
    return { expires_in: SMS_CODE.ttlSeconds, resend_after: SMS_CODE.resendSeconds };
  },

  loginSmsCode: ({ phone, code }, ctx) => {
    verifyLoginCode(ctx.app, phone, code);
    return login(ctx.app, phone);
  },

  loginH5: ({ phone_token }, ctx) => {
    // No carrier gateway is reachable: development accepts "dev:<mobile>" so the flow can be tested.
    // Normalised like every other phone, so "dev:+86 138-0013-8000" finds the user 13800138000.
    const phone = phone_token.startsWith(DEV_PHONE_TOKEN_PREFIX)
      ? normalizeMobile(phone_token.slice(DEV_PHONE_TOKEN_PREFIX.length))
      : "";
    if (!isDevelopment(ctx.app) || !isMainlandMobile(phone)) {
      throw refusal(API_CODE.UNAUTHORIZED, "一键登录失败，请使用短信验证码登录");
    }
    return login(ctx.app, phone);
  },

  loginMark: ({ mark }, ctx) => login(ctx.app, redeemMark(ctx.app, "mark", mark)),

  loginMarkCode: ({ markcode }, ctx) => login(ctx.app, redeemMark(ctx.app, "markcode", markcode)),

  logout: (_input, ctx) => {
    requireUser(ctx);
    return { revoked: revokeToken(ctx.app, ctx.body._token ?? "") };
  },

  // User endpoints: info, form saves and the real-name check.
  userGet: (_input, ctx) => {
    const user = requireUser(ctx);
    const forms = ctx.app.db
      .prepare("SELECT kind, endpoint, fields, accepted FROM forms WHERE user_id = ? ORDER BY id")
      .all(user.id) as { kind: string; endpoint: string; fields: string; accepted: number | null }[];
    const latest = forms.at(-1);
    return {
      id: user.id,
      phone: maskPhone(user.phone),
      realname_status: user.realname_status,
      form_filled: forms.some((form) => form.endpoint === "formSave"),
      form_kinds: [...new Set(forms.map((form) => form.kind))],
      created_at: Math.floor(user.created_at / 1000),
      application_complete: forms.some(
        (form) => form.accepted === 1 && FULL_APPLICATION_KINDS.includes(form.kind),
      ),
      profile: latest ? profileOf(latest.fields) : {},
    };
  },

  userSave: (form, ctx) => {
    storeForm(ctx.app, requireUser(ctx).id, form, "save", null);
    return { saved: true };
  },

  formSave: (form, ctx) => {
    const accepted = isFormAccepted(form.fields);
    storeForm(ctx.app, requireUser(ctx).id, form, "formSave", accepted);
    // A declined application is a business refusal: HTTP 200 with a code other than 200.
    if (!accepted) throw refusal(API_CODE.DECLINED, "很抱歉，本次申请未通过");
    return { accepted };
  },

  realname: ({ name, id_number }, ctx) => {
    const user = requireUser(ctx);
    // No identity service here: a well-formed pair passes, except the refusal test name.
    const passed = isFormAccepted({ name });
    const masked = maskIdNumber(id_number);
    ctx.app.db
      .prepare(
        "UPDATE users SET realname_status = ?, realname_name = ?, realname_id_masked = ?, realname_at = ? WHERE id = ?",
      )
      .run(passed ? "passed" : "failed", name, masked, ctx.app.options.now(), user.id);
    return { passed, name, id_number: masked };
  },

  // Reference data: areas, geocoder, IP city, login-page data.
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
    const override = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.city]?.trim() : undefined;
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

  // Channel settings, channel activation and the marketplace product list.
  channelInfo: (_input, ctx): ChannelInfo => {
    // Flow settings a test chose (development only) stand in for the channel's row.
    const chosen = isDevelopment(ctx.app) ? parseDevFlow(ctx.cookies[DEV_COOKIES.flow]) : undefined;
    if (chosen) return channelInfoOfDevFlow(chosen);
    const channel = channelOf(ctx);
    const row = SEED_CHANNELS.find((seed) => seed.channel === channel);
    // Answered with HTTP 200: the guard carries on without channel info (spec section 4).
    if (!row) throw refusal(API_CODE.NOT_FOUND, "渠道不存在");
    return channelInfoOfSeed(row);
  },

  activeChannel: (_input, ctx) => {
    const channel = channelOf(ctx);
    store(ctx.app, "activation", ctx.user?.id ?? null, { channel });
    return { channel, activated_at: ctx.app.options.now() };
  },

  productList: (_input, ctx) => {
    const forced = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.products] : undefined;
    if (forced === "error") throw new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
    if (forced === "empty") return { list: [] };
    // The catalogue the pages are built with, in the backend's field names (decision 041).
    return {
      list: SHARED_CATALOGUE.map(productOfCatalogue),
    };
  },

  // Event records and conversion relays: stored only, never forwarded to an ad network.
  record: (input, ctx) => {
    const userId = /^\d{1,12}$/.test(input._user_id ?? "") ? Number(input._user_id) : null;
    return store(ctx.app, "record", userId, input);
  },
  baiduConvert: ({ logidUrl, newType }, ctx) =>
    store(ctx.app, "baidu", ctx.user?.id ?? null, { logidUrl, newType: newType ?? 3 }),
  kuaishouReport: (input, ctx) => store(ctx.app, "kuaishou", ctx.user?.id ?? null, input),
} satisfies { [N in ApiName]: Handler<N> };

/** `data` of a successful answer of each endpoint (full profile). */
export type ApiData = { [N in ApiName]: ReturnType<(typeof HANDLERS)[N]> };
