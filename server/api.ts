/**
 * The API: the pipeline for one request and one handler per call of the contract (the type
 * forces it). A handler's return value is the answer's `data` (its return type is the answer
 * type), a refusal is thrown (http.ts); stacks go to the log only (decisions 230, 255).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { areaList } from "@vant/area-data";
import {
  API_CODE,
  COMMON_FIELD_MAX_LENGTH,
  COMMON_FIELD_NAMES,
  DEV_COOKIES,
  DEV_PHONE_TOKEN_PREFIX,
  SMS_CODE,
  isFormAccepted,
  maskIdNumber,
  maskIdNumbers,
  productOfCatalogue,
  type ApiName,
  type ApiRequests,
  type ChannelInfo,
  type EndpointSpec,
  type FormBody,
  type FormSubmission,
} from "../src/contract/index.ts";
import { SMS_CHALLENGE } from "../src/config/answer-fields.ts";
import { SHARED_CATALOGUE } from "../src/config/marketplace.ts";
import type { AreaOption } from "../src/core/area.ts";
import { isMainlandMobile, maskPhone, normalizeMobile } from "../src/core/phone.ts";
import { SEED_CHANNELS } from "./db/seed-channels.ts";
import { logRequest } from "./dev/routes.ts";
import { clientIp } from "./clients.ts";
import {
  ApiError,
  parseCookies,
  readForm,
  refusal,
  send,
  sendFailure,
  sendJson,
  tooManyRequests,
} from "./http.ts";
import { login, redeemMark, sendLoginCode, userForToken, verifyLoginCode, type UserRow } from "./login.ts";
import { isDevelopment, type AppContext } from "./options.ts";

/**
 * Tracking records may come from pages on another origin (the tracking host is separate in
 * production), carry no credentials and only append rows, so any origin may post them.
 */
const TRACKING = new Set<ApiName>(["record", "baiduConvert", "kuaishouReport"]);
const TRACKING_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
};

/**
 * Calls that append rows for anonymous callers, limited per client IP: without the limit one
 * client could fill the disk, and on a full disk every write fails, logins included (decision 032).
 */
const ANONYMOUS_WRITES = new Set<ApiName>([...TRACKING, "activeChannel"]);

/** The refusal of a call that needs a live token, without one. */
const NO_USER = "登录已失效，请重新登录";

/** Answers a request for the endpoint `spec` (path already matched). */
export async function handleApi(
  app: AppContext,
  spec: EndpointSpec,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const cors = TRACKING.has(spec.name) ? TRACKING_CORS_HEADERS : {};
  if (req.method === "OPTIONS") return send(res, 204, { ...cors, Allow: "POST, OPTIONS" });
  const path = (req.url ?? "").split("?")[0] ?? "";
  let body: FormBody | undefined;
  let status = 200;
  try {
    if (req.method !== "POST")
      throw new ApiError(405, API_CODE.METHOD_NOT_ALLOWED, "请求方法不支持", { Allow: "POST, OPTIONS" });
    const ip = clientIp(req, app.isProxy);
    const wait = ANONYMOUS_WRITES.has(spec.name) ? app.writeLimiter(ip) : 0;
    if (wait > 0) throw tooManyRequests("请求过于频繁，请稍后再试", wait);
    body = await readForm(req, app.options.maxBodyBytes);
    const lean = app.options.profile === "lean";
    // The lean profile does not answer productList (not in spec section 7), before any work.
    if (lean && spec.name === "productList") throw new ApiError(404, API_CODE.NOT_FOUND, "接口不存在");
    for (const name of COMMON_FIELD_NAMES) {
      if ((body[name]?.length ?? 0) > COMMON_FIELD_MAX_LENGTH)
        throw new ApiError(400, API_CODE.BAD_REQUEST, `${name} 过长`);
    }
    const user = spec.auth === "none" ? undefined : userForToken(app, body._token ?? "");
    if (!user && spec.auth === "required") throw new ApiError(401, API_CODE.UNAUTHORIZED, NO_USER);
    if (!user && spec.auth === "soft") throw refusal(API_CODE.UNAUTHORIZED, NO_USER);
    const validation = spec.validate(body);
    if (!validation.ok) throw new ApiError(400, API_CODE.BAD_REQUEST, validation.message);
    const ctx: RequestContext = { app, ip, cookies: parseCookies(req.headers.cookie), user };
    const data = (HANDLERS[spec.name] as Handler<typeof spec.name>)(validation.value as never, ctx);
    const reshape = LEAN_SHAPES[spec.name] as ((data: unknown) => unknown) | undefined;
    const shaped = !lean ? data : reshape ? reshape(data) : BARE;
    const envelope = lean ? { code: API_CODE.OK } : { code: API_CODE.OK, msg: "成功" };
    sendJson(res, 200, shaped === BARE ? envelope : { ...envelope, data: shaped }, cors);
  } catch (error) {
    status = sendFailure(res, error, app.options.logger, `[api] ${spec.path}`, cors);
  } finally {
    logRequest(app, path, status, body);
  }
}

/** One API request after decoding, authentication and validation. */
interface RequestContext {
  app: AppContext;
  ip: string;
  cookies: Record<string, string>;
  /** The user of a valid `_token`: always set for endpoints with auth soft or required. */
  user: UserRow | undefined;
}

/** Answers one endpoint (its return value is the answer's `data`); throws ApiError to refuse. */
type Handler<N extends ApiName> = (input: ApiRequests[N], ctx: RequestContext) => unknown;

/**
 * JSON of what a visitor sent, as it is kept at rest (decisions 030, 415): every ID number in any
 * string masked, in whatever form it was typed.
 */
const atRest = (value: object) =>
  JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? maskIdNumbers(item) : item));

function storeForm(app: AppContext, userId: number, form: FormSubmission, accepted: boolean | null): void {
  const fields = atRest(form.fields);
  app.db
    .prepare("INSERT INTO forms (user_id, kind, fields, accepted) VALUES (?, ?, ?, ?)")
    .run(userId, form.form_kind, fields, accepted === null ? null : Number(accepted));
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

const DAY_MS = 24 * 3600 * 1000;
/** Age pruning scans whole tables, so it runs at most once an hour (by the server clock). */
const AGE_PRUNE_EVERY_MS = 3600 * 1000;
const lastAgePrune = new WeakMap<AppContext, number>();

/**
 * Deletes rows older than the retention days from events and SMS codes (decision 032): the
 * server enforces retention itself, at start and on inserts, so no cron job has to exist for the
 * disk to stay bounded.
 */
export function pruneByAge(app: AppContext): void {
  const now = app.options.now();
  lastAgePrune.set(app, now);
  const cutoff = now - app.options.retentionDays * DAY_MS;
  app.db.prepare("DELETE FROM events WHERE time < ?").run(cutoff);
  app.db.prepare("DELETE FROM sms_codes WHERE created_at < ?").run(cutoff);
}

/**
 * Stores what an anonymous visitor sends (kind record, baidu, kuaishou, activation), then keeps
 * the newest rows only (ids only grow, so "id <= newest - bound" leaves at most `bound` rows) and
 * prunes by age when an hour has passed.
 */
function store(app: AppContext, kind: string, userId: number | null, payload: object): { id: number } {
  const result = app.db
    .prepare("INSERT INTO events (kind, user_id, payload, time) VALUES (?, ?, ?, ?)")
    .run(kind, userId, atRest(payload), app.options.now());
  const id = Number(result.lastInsertRowid);
  const bound = app.options.retentionRows;
  if (id > bound) app.db.prepare("DELETE FROM events WHERE id <= ?").run(id - bound);
  if (app.options.now() - (lastAgePrune.get(app) ?? -Infinity) >= AGE_PRUNE_EVERY_MS) pruneByAge(app);
  return { id };
}

/**
 * The areas of an @vant/area-data list whose codes start with `prefix`, in code order (integer-like
 * keys come in that order). Province = first 2 digits + 0000, city = first 4 + 00 (spec section 3).
 */
const areasOf = (list: Record<string, string>, prefix: string): AreaOption[] =>
  Object.entries(list)
    .filter(([code]) => code.startsWith(prefix))
    .map(([code, name]) => ({ code, name }));

/**
 * Sample city centres for /v3/app/geocoder: the answer is the nearest of these, so tests get
 * a deterministic city without a map service. Coordinates are WGS-84, rounded.
 */
const GEOCODER_CITIES: readonly { code: string; lat: number; lng: number }[] = [
  { code: "110100", lat: 39.904, lng: 116.407 }, // 北京市
  { code: "310100", lat: 31.23, lng: 121.474 }, // 上海市
  { code: "440100", lat: 23.129, lng: 113.264 }, // 广州市
  { code: "440300", lat: 22.543, lng: 114.058 }, // 深圳市
  { code: "330100", lat: 30.274, lng: 120.155 }, // 杭州市
  { code: "510100", lat: 30.573, lng: 104.067 }, // 成都市
  { code: "500100", lat: 29.563, lng: 106.552 }, // 重庆市
  { code: "370200", lat: 36.067, lng: 120.383 }, // 青岛市
  { code: "420100", lat: 30.593, lng: 114.306 }, // 武汉市
  { code: "610100", lat: 34.342, lng: 108.94 }, // 西安市
];

/** How far a browser's development SMS clock may run ahead: past the resend minute, not a day. */
const SMS_CLOCK_AHEAD_MAX_MS = 10 * 60_000;

/**
 * The server as the SMS handlers of this request see it. Development only: a browser whose
 * cookie DEV_COOKIES.smsClockAhead names a number of milliseconds sends and checks its codes that
 * much later, so an end-to-end test that moves the page's clock past the resend minute finds the
 * server agreeing, without waiting a real minute or moving the clock of every other test
 * (decision 460). Anything else (production, no cookie, a bad value) is the server itself.
 */
function smsApp(ctx: RequestContext): AppContext {
  const ahead = isDevelopment(ctx.app) ? Number(ctx.cookies[DEV_COOKIES.smsClockAhead]) : 0;
  if (!Number.isInteger(ahead) || ahead <= 0 || ahead > SMS_CLOCK_AHEAD_MAX_MS) return ctx.app;
  const { now } = ctx.app.options;
  return { ...ctx.app, options: { ...ctx.app.options, now: () => now() + ahead } };
}

const HANDLERS = {
  // Login endpoints: SMS code, one-click (carrier token), mark, markcode.
  sendLoginSms: (input, ctx) => {
    const challenge = input[SMS_CHALLENGE.challengeField];
    const nonce = input[SMS_CHALLENGE.solutionField];
    // Development only: a cookie makes every send without a solved challenge get one (decision 440).
    const force = isDevelopment(ctx.app) && ctx.cookies[DEV_COOKIES.smsChallenge] === "1";
    const solved = challenge !== undefined && nonce !== undefined ? { challenge, nonce } : undefined;
    sendLoginCode(smsApp(ctx), input.phone, ctx.ip, solved, force);
    return { expires_in: SMS_CODE.ttlSeconds, resend_after: SMS_CODE.resendSeconds };
  },

  loginSmsCode: ({ phone, code }, ctx) => {
    verifyLoginCode(smsApp(ctx), phone, code);
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

  // User endpoints: info, form saves and the real-name check.
  userGet: (_input, ctx) => {
    const user = ctx.user!;
    const latest = ctx.app.db
      .prepare("SELECT fields FROM forms WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .get(user.id) as { fields: string } | undefined;
    // The stored answers of the latest form (ID numbers masked) prefill a new one (issue 18).
    const profile = new Map(Object.entries(latest ? (JSON.parse(latest.fields) as object) : {}));
    // Consents are given on each form, never handed back as answers (decision 420).
    for (const consent of ["consent", "id_consent", "partner_consent"]) profile.delete(consent);
    return {
      id: user.id,
      phone: maskPhone(user.phone),
      realname_status: user.realname_status,
      profile: Object.fromEntries(profile) as Record<string, string>,
    };
  },

  userSave: (form, ctx) => {
    storeForm(ctx.app, ctx.user!.id, form, null);
    return { saved: true };
  },

  formSave: (form, ctx) => {
    const accepted = isFormAccepted(form.fields);
    storeForm(ctx.app, ctx.user!.id, form, accepted);
    // A declined application is a business refusal: HTTP 200 with a code other than 200.
    if (!accepted) throw refusal(API_CODE.DECLINED, "很抱歉，本次申请未通过");
    return { accepted };
  },

  realname: ({ name, id_number }, ctx) => {
    // No identity service here: a well-formed pair passes, except the refusal test name.
    const passed = isFormAccepted({ name });
    const status = passed ? "passed" : "failed";
    ctx.app.db.prepare("UPDATE users SET realname_status = ? WHERE id = ?").run(status, ctx.user!.id);
    return { passed, name, id_number: maskIdNumber(id_number) };
  },

  // Reference data: areas, geocoder, IP city, login-page data.
  // Provinces for no code, cities of a province, counties of a city.
  regionList: ({ code }) => {
    if (code === undefined) return { list: areasOf(areaList.province_list, "") };
    if (areaList.province_list[code]) return { list: areasOf(areaList.city_list, code.slice(0, 2)) };
    if (areaList.city_list[code]) return { list: areasOf(areaList.county_list, code.slice(0, 4)) };
    throw refusal(API_CODE.NOT_FOUND, "地区不存在");
  },

  geocoder: ({ lat, lng }) => {
    // The nearest sample city by squared degrees (plenty for choosing among distant cities).
    const away = (city: { lat: number; lng: number }) => (city.lat - lat) ** 2 + (city.lng - lng) ** 2;
    const { code } = GEOCODER_CITIES.reduce((best, city) => (away(city) < away(best) ? city : best));
    const province = `${code.slice(0, 2)}0000`;
    return {
      province: { code: province, name: areaList.province_list[province] ?? "" },
      city: { code, name: areaList.city_list[code] ?? "" },
    };
  },

  ipInfo: (_input, ctx) => {
    // No IP database here: the configured city, or per request the dev cookie, so parallel
    // browser tests can each pick a city (spec section 4, city-based override).
    const override = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.city]?.trim() : undefined;
    const name = override || ctx.app.options.defaultCity;
    const code = Object.keys(areaList.city_list).find((city) => areaList.city_list[city] === name);
    return { code: code ?? "", name };
  },

  appIndex: (_input, ctx) => {
    // Per request in development, the dev cookie's answer, so browser tests can show any shape.
    const forced = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.appIndex] : undefined;
    if (forced === "error") throw new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
    // A test's shape (JSON of at most 2 KB) may be anything the backend could send: the point of it.
    try {
      return forced && forced.length <= 2048 ? (JSON.parse(forced) as unknown) : APP_INDEX;
    } catch {
      return APP_INDEX;
    }
  },

  // Channel settings, channel activation and the marketplace product list.
  channelInfo: ({ _channel: channel }): ChannelInfo => {
    const row = SEED_CHANNELS.find((seed) => seed.channel === channel);
    // Answered with HTTP 200: the guard carries on without channel info (spec section 4).
    if (!row) throw refusal(API_CODE.NOT_FOUND, "渠道不存在");
    return row.info;
  },

  activeChannel: ({ _channel: channel }, ctx) => {
    store(ctx.app, "activation", ctx.user?.id ?? null, { channel });
    return { channel, activated_at: ctx.app.options.now() };
  },

  productList: (_input, ctx) => {
    const forced = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.products] : undefined;
    if (forced === "error") throw new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
    // The catalogue the pages are built with, in the backend's field names (decision 041).
    return { list: forced === "empty" ? [] : SHARED_CATALOGUE.map(productOfCatalogue) };
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
type ApiData = { [N in ApiName]: ReturnType<(typeof HANDLERS)[N]> };

/**
 * The lean profile (SERVER_PROFILE=lean): the barest answers the spec allows and shorter codes,
 * tokens and marks (ISSUE_SIZES, options.ts), so end-to-end runs prove that the pages do not lean
 * on this server's guesses (decision 025).
 */
/** "No data": the answer is the bare `{ code: 200 }`. */
const BARE = Symbol("bare answer");

const leanLogin = (login: ApiData["loginSmsCode"]) => ({
  token: login.access_token,
  user_id: String(login.userinfo.id),
});

/** How the lean profile reshapes each answer; calls not listed answer the bare `{ code: 200 }`. */
const LEAN_SHAPES: { [N in ApiName]?: (data: ApiData[N]) => unknown } = {
  loginSmsCode: leanLogin,
  loginH5: leanLogin,
  loginMark: leanLogin,
  loginMarkCode: leanLogin,
  realname: (check) => {
    if (!check.passed) throw refusal(API_CODE.BAD_REQUEST, "实名认证未通过：姓名与身份证号不一致");
    return BARE;
  },
  ipInfo: (city) => ({ name: city.name }),
  regionList: (regions) => regions.list,
  geocoder: (place) => ({ name: place.city.name }),
  channelInfo: (info) => info,
};
