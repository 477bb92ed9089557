/**
 * The API pipeline for one request: method, size, content type, body, common fields,
 * token, validation, handler, answer, request log. Errors become Chinese messages; stacks
 * go to the log only.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  API_CODE,
  COMMON_FIELD_MAX_LENGTH,
  COMMON_FIELD_NAMES,
  type ApiName,
  type EndpointSpec,
  type FormBody,
} from "../../src/contract/index.ts";
import type { AppContext } from "../context.ts";
import { ApiError, refusal, sendFailure, sendJson } from "../http/answer.ts";
import { parseCookies, readForm } from "../http/body.ts";
import { clientIp } from "../http/client-ip.ts";
import { logRequest } from "../services/api-log.ts";
import { NO_USER, userForToken } from "../services/users.ts";
import { HANDLERS, type Handler, type RequestContext } from "./handlers.ts";
import { BARE, answersCall, shapeAnswer } from "../profile.ts";

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

/** Answers a request for the endpoint `spec` (path already matched). */
export async function handleApi(
  app: AppContext,
  spec: EndpointSpec,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const cors = TRACKING.has(spec.name) ? TRACKING_CORS_HEADERS : {};
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...cors, Allow: "POST, OPTIONS" });
    res.end();
    return;
  }
  const path = (req.url ?? "").split("?")[0] ?? "";
  let body: FormBody | undefined;
  let status = 200;
  try {
    if (req.method !== "POST")
      throw new ApiError(405, API_CODE.METHOD_NOT_ALLOWED, "请求方法不支持", { Allow: "POST, OPTIONS" });
    const wait = ANONYMOUS_WRITES.has(spec.name)
      ? app.writeLimiter.take(clientIp(req, app.options.trustProxy))
      : 0;
    if (wait > 0) {
      throw new ApiError(429, API_CODE.TOO_MANY_REQUESTS, "请求过于频繁，请稍后再试", {
        "Retry-After": String(Math.ceil(wait / 1000)),
      });
    }
    body = await readForm(req, app.options.maxBodyBytes);
    const profile = app.options.profile;
    if (!answersCall(profile, spec.name)) throw new ApiError(404, API_CODE.NOT_FOUND, "接口不存在");
    const data = shapeAnswer(profile, spec.name, answer(app, spec, req, body));
    if (profile === "lean")
      sendJson(res, 200, data === BARE ? { code: API_CODE.OK } : { code: API_CODE.OK, data }, cors);
    else sendJson(res, 200, { code: API_CODE.OK, msg: "成功", data }, cors);
  } catch (error) {
    status = sendFailure(res, error, app.options.logger, `[api] ${spec.path}`, cors);
  } finally {
    logRequest(app, path, status, body);
  }
}

function answer(app: AppContext, spec: EndpointSpec, req: IncomingMessage, body: FormBody): unknown {
  for (const name of COMMON_FIELD_NAMES) {
    if ((body[name]?.length ?? 0) > COMMON_FIELD_MAX_LENGTH)
      throw new ApiError(400, API_CODE.BAD_REQUEST, `${name} 过长`);
  }
  const token = body._token ?? "";
  const user = spec.auth === "none" ? undefined : userForToken(app, token);
  if (!user && spec.auth === "required") throw new ApiError(401, NO_USER.code, NO_USER.msg);
  if (!user && spec.auth === "soft") throw refusal(NO_USER.code, NO_USER.msg);
  const validation = spec.validate(body);
  if (!validation.ok) {
    // Every refusal names its problem; a rule that forgot its message still names the field.
    const message = validation.message || `字段 ${validation.field || "(未知)"} 不正确`;
    throw new ApiError(400, API_CODE.BAD_REQUEST, message);
  }
  const ctx: RequestContext = {
    app,
    ip: clientIp(req, app.options.trustProxy),
    cookies: parseCookies(req.headers.cookie),
    body,
    user,
  };
  const handler = HANDLERS[spec.name] as Handler<typeof spec.name>;
  return handler(validation.value as never, ctx);
}
