/**
 * /__dev endpoints (development mode only; production answers 404 for every /__dev path):
 * the request log, the SMS outbox, tracking records and mark issuing, for end-to-end tests,
 * and the development carrier SDK of one-click login (a script, not JSON).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { API_CODE, DEV_PATHS, type DevEventRecord, type DevEvents } from "../../src/contract/index.ts";
import { REQUEST_SCHEMAS, check } from "../../src/contract/requests.ts";
import { isDevelopment, type AppContext } from "../context.ts";
import { ApiError, sendFailure, sendJson } from "../http/answer.ts";
import { readForm } from "../http/body.ts";
import { recentRequests } from "../services/api-log.ts";
import { issueMark } from "../services/users.ts";
import { PAGE_SECURITY_HEADERS } from "../../src/deploy/security-headers.ts";
import { devCarrierSdkScript } from "./carrier-sdk.ts";

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
        const limit = Math.min(Math.max(Number(query.get("limit")) || 20, 1), 500);
        return { list: recentRequests(app, query.get("path") || undefined, limit) };
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
        const kind = body.kind === "mark" ? "mark" : "markcode";
        if (body.kind !== undefined && body.kind !== "mark" && body.kind !== "markcode") {
          throw new ApiError(400, API_CODE.BAD_REQUEST, "kind 须为 mark 或 markcode");
        }
        const value = issueMark(app, kind, phoneParam(body.phone));
        return { kind, value, [kind]: value };
      },
    },
    [DEV_PATHS.carrierSdk]: { method: "GET", run: devCarrierSdkScript },
  } satisfies Record<string, DevRoute>),
);

/** Answers a request under /__dev. */
export async function handleDev(app: AppContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const [path = "", query = ""] = (req.url ?? "").split(/\?(.*)/s, 2);
  const route = isDevelopment(app) ? ROUTES.get(path) : undefined;
  try {
    if (!route) throw new ApiError(404, API_CODE.NOT_FOUND, "接口不存在");
    if (req.method !== route.method)
      throw new ApiError(405, API_CODE.METHOD_NOT_ALLOWED, "请求方法不支持", { Allow: route.method });
    const data = await route.run(app, new URLSearchParams(query), req);
    if (typeof data !== "string") return sendJson(res, 200, { code: API_CODE.OK, msg: "成功", data });
    res.writeHead(200, {
      ...PAGE_SECURITY_HEADERS,
      "Content-Type": "application/javascript; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Length": Buffer.byteLength(data),
    });
    res.end(data);
  } catch (error) {
    sendFailure(res, error, app.options.logger, `[dev] ${path}`);
  }
}
