/**
 * /__dev endpoints (development mode only; production answers 404 for every /__dev path) for
 * end-to-end tests: the request log, the SMS outbox, tracking records, mark issuing and the
 * development carrier SDK of one-click login (a script, decision 061). The request log is kept in
 * development alone, in memory, with secrets cut and sizes capped (decisions 030, 185).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  API_CODE,
  API_PATHS,
  COMMON_FIELD_NAMES,
  DEV_COOKIES,
  DEV_PATHS,
  REQUEST_SCHEMAS,
  check,
  maskIdNumber,
  maskIdNumbers,
  type DevEventRecord,
  type DevEvents,
  type FormBody,
} from "../../src/contract/index.ts";
import { ApiError, readForm, send, sendFailure, sendJson } from "../http.ts";
import { isDevelopment, type AppContext } from "../options.ts";
import { issueMark } from "../login.ts";

/** Size caps of one logged body: characters of one value, bytes of the whole stored JSON. */
const LIMITS = { valueChars: 256, bodyBytes: 4096 };

/** Secrets, cut to a recognisable prefix: tests can still see that a token was sent. */
const SECRETS = new Set(["_token", "phone_token", "mark", "markcode"]);

/** What the log shows of one field's value: secrets masked, at most {@link LIMITS}.valueChars. */
function shown(field: string, value: string, path: string): string {
  // An ID number may be typed into any field (an address, a remark): masked wherever it is.
  let text = maskIdNumbers(value);
  // `code` is a secret on this path only: elsewhere it is a region code, which tests read.
  if (field === "code" && path === API_PATHS.loginSmsCode) text = `…(${value.length})`;
  else if (field === "id_number") text = maskIdNumber(value);
  else if (SECRETS.has(field) && value !== "") text = `${value.slice(0, 4)}…(${value.length})`;
  const chars = [...text];
  const max = LIMITS.valueChars;
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…(${chars.length})`;
}

/**
 * A copy of the body safe to keep: each value {@link shown}, fields that would pass
 * {@link LIMITS}.bodyBytes left out and counted under "…".
 */
function maskBody(body: FormBody, path: string): Record<string, string> {
  const masked: Record<string, string> = Object.create(null);
  // Room for the braces and the omitted-fields note.
  let bytes = 2 + 40;
  let omitted = 0;
  for (const [field, value] of Object.entries(body)) {
    const kept = shown(field, value, path);
    const size = Buffer.byteLength(`${JSON.stringify(field)}:${JSON.stringify(kept)},`);
    if (bytes + size > LIMITS.bodyBytes) {
      omitted += 1;
      continue;
    }
    masked[field] = kept;
    bytes += size;
  }
  if (omitted > 0) masked["…"] = `${omitted} fields omitted`;
  return masked;
}

/** One logged request: the body masked, and the common fields of spec section 7 absent from it. */
export interface LoggedRequest {
  id: number;
  path: string;
  time: number;
  status: number;
  body: Record<string, string>;
  missing_common: string[];
}

/** Appends one request to the log (development only), which keeps its newest rows. */
export function logRequest(app: AppContext, path: string, status: number, body: FormBody | undefined): void {
  if (!isDevelopment(app)) return;
  const log = app.requests;
  log.push({
    id: (log.at(-1)?.id ?? 0) + 1,
    path,
    time: app.options.now(),
    status,
    body: body ? maskBody(body, path) : {},
    missing_common: COMMON_FIELD_NAMES.filter((name) => body?.[name] === undefined),
  });
  if (log.length > app.options.requestLogRows) log.shift();
}

/** How long each step of the development SDK takes (ms): a real SDK is never instant. */
const STEP_MS = 150;

/**
 * The script's text. Plain ES5-style JavaScript: it runs as-is in the page, untranspiled. It reads
 * the `__dev_carrier` cookie in the page, so each browser test picks its own number or failure.
 */
const CARRIER_SDK_SCRIPT = `(function () {
  "use strict";
  var match = /(?:^|;\\s*)${DEV_COOKIES.carrier}=([^;]*)/.exec(document.cookie);
  var setting = match ? decodeURIComponent(match[1]) : "";
  var phone = /^1[3-9]\\d{9}$/.test(setting) ? setting : "13800138000";
  function later(work) {
    return new Promise(function (resolve, reject) {
      setTimeout(function () {
        try { resolve(work()); } catch (error) { reject(error); }
      }, ${STEP_MS});
    });
  }
  function requireAppId(options) {
    if (!options || typeof options.appId !== "string" || options.appId === "") throw new Error("dev carrier SDK: appId missing");
  }
  window.DevCarrierAuth = {
    prepare: function (options) {
      return later(function () {
        requireAppId(options);
        if (setting === "unavailable") return { available: false };
        return { available: true, maskedPhone: phone.slice(0, 3) + "****" + phone.slice(7), carrier: "cmcc" };
      });
    },
    getToken: function (options) {
      if (setting === "timeout") return new Promise(function () {});
      // A real SDK asks its carrier's gateway over the network: the request a tap causes.
      return new Promise(function (resolve) {
        requireAppId(options);
        resolve(fetch("${DEV_PATHS.carrierGateway}", { method: "POST" }));
      }).then(function () {
        if (setting === "fail") throw new Error("dev carrier SDK: authentication failed");
        return { token: "dev:" + phone };
      });
    }
  };
})();
`;

type DevRoute = {
  method: "GET" | "POST";
  /** The answer's `data`, or a string: a script (the carrier SDK), sent as it is. */
  run: (app: AppContext, query: URLSearchParams, req: IncomingMessage) => Promise<unknown> | unknown;
};

function eventsOf(app: AppContext, kinds: string[]): DevEventRecord[] {
  const rows = app.db
    .prepare(`SELECT * FROM events WHERE kind IN (${kinds.map(() => "?")}) ORDER BY id DESC LIMIT 500`)
    .all(...kinds) as (Omit<DevEventRecord, "payload"> & { payload: string })[];
  return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
}

function phoneParam(raw: string | null | undefined): string {
  const phone = check(REQUEST_SCHEMAS.sendLoginSms, { phone: raw ?? undefined });
  if (!phone.ok) throw new ApiError(400, API_CODE.BAD_REQUEST, phone.message);
  return phone.value.phone;
}

// Keyed by request path: a Map, so no path can find a property of Object.prototype.
const ROUTES = new Map<string, DevRoute>(
  Object.entries({
    [DEV_PATHS.requests]: {
      method: "GET",
      run: (app, query) => {
        // Newest first, optionally for one path.
        const limit = Math.min(Math.max(Number(query.get("limit")) || 20, 1), 500);
        const path = query.get("path");
        return {
          list: app.requests
            .filter((row) => !path || row.path === path)
            .slice(-limit)
            .reverse(),
        };
      },
    },
    [DEV_PATHS.smsLatest]: {
      method: "GET",
      run: (app, query) => {
        const row = app.db
          .prepare(
            `SELECT phone, dev_code AS code, created_at AS sent_at FROM sms_codes
             WHERE phone = ? AND dev_code IS NOT NULL ORDER BY id DESC LIMIT 1`,
          )
          .get(phoneParam(query.get("phone")));
        if (!row) throw new ApiError(404, API_CODE.NOT_FOUND, "该手机号没有验证码");
        return row;
      },
    },
    [DEV_PATHS.events]: {
      method: "GET",
      run: (app): DevEvents => ({
        records: eventsOf(app, ["record"]),
        conversions: eventsOf(app, ["baidu", "kuaishou"]),
      }),
    },
    [DEV_PATHS.markcode]: {
      method: "POST",
      run: async (app, _query, req) => {
        const body = await readForm(req, app.options.maxBodyBytes);
        const kind = body.kind ?? "markcode";
        if (kind !== "mark" && kind !== "markcode")
          throw new ApiError(400, API_CODE.BAD_REQUEST, "kind 须为 mark 或 markcode");
        const value = issueMark(app, kind, phoneParam(body.phone));
        return { kind, value };
      },
    },
    [DEV_PATHS.carrierSdk]: { method: "GET", run: () => CARRIER_SDK_SCRIPT },
    [DEV_PATHS.carrierGateway]: { method: "POST", run: () => ({}) },
    [DEV_PATHS.fieldFigures]: {
      method: "GET",
      run: (app) => ({ ...app.field.figures(), recent: app.field.recent(), received: app.field.received() }),
    },
  } satisfies Record<string, DevRoute>),
);

export async function handleDev(app: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const [path = "", query = ""] = (req.url ?? "").split(/\?(.*)/s, 2);
  const route = isDevelopment(app) ? ROUTES.get(path) : undefined;
  try {
    if (!route) throw new ApiError(404, API_CODE.NOT_FOUND, "接口不存在");
    if (req.method !== route.method)
      throw new ApiError(405, API_CODE.METHOD_NOT_ALLOWED, "请求方法不支持", { Allow: route.method });
    const data = await route.run(app, new URLSearchParams(query), req);
    if (typeof data !== "string") return sendJson(res, 200, { code: API_CODE.OK, msg: "成功", data });
    const script = { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store" };
    send(res, 200, script, data);
  } catch (error) {
    sendFailure(res, error, app.options.logger, `[dev] ${path}`);
  }
}
