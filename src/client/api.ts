/**
 * The API client (spec section 7): every call is a form-encoded POST carrying the common
 * fields, answered `{ code, msg, data }` (code 200 = success). No automatic retries; a
 * 600000 ms timeout; HTTP 401/403 send the visitor to the login page (spec section 8).
 */
import { FetchError, ofetch } from "ofetch";
import { AUTH_REDIRECT_EXEMPT } from "../config/answer-fields.ts";
import { answerCode, answerMessage, isSuccess } from "../contract/answers.ts";
import type { ApiCall, FieldValue } from "../contract/calls.ts";
import { COMMON_FIELD_MAX_LENGTH, COMMON_FIELD_VALUES } from "../contract/envelope.ts";
import type { Login } from "../core/incoming-login.ts";
import { bundleConfig } from "./bundle-config.ts";
import { $did, $oaId, $ua } from "./page-stores.ts";
import { $accessToken, $channel, $os, $userId } from "./stores.ts";

/** Errors of API calls, each with a Chinese message that the UI can show as it is. */
type ApiErrorKind = "network" | "timeout" | "http" | "auth" | "server";

const API_MESSAGES: Record<ApiErrorKind, string> = {
  network: "网络连接失败，请检查网络后重试",
  timeout: "网络请求超时，请稍后重试",
  http: "服务暂时不可用，请稍后重试",
  auth: "登录已失效，请重新登录",
  server: "服务繁忙，请稍后重试",
};

/** A failed call: `kind` says why, `message` is for the visitor, `code` is the body code if any. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;

  constructor(kind: ApiErrorKind, options: { message?: string; code?: number } = {}) {
    super(options.message || API_MESSAGES[kind]);
    this.name = "ApiError";
    this.kind = kind;
    this.code = options.code;
  }
}

/** The visitor-facing message of any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.network;
}

/** Spec section 9: "Request timeout 600000 ms". */
const REQUEST_TIMEOUT_MS = 600_000;

/** What a call answered: its read `data` on code 200, else the code and the answer's message. */
export type Reply<Answer> =
  { ok: true; data: Answer } | { ok: false; code: number; message: string | undefined };

type Fields = Record<string, FieldValue | boolean | null>;

interface RequestOptions {
  timeout?: number;
  /** Let the request outlive the page (reports sent just before navigating on). */
  keepalive?: boolean;
  /** Make the call with another login's token and user id (to ask whose a handed-over token is). */
  as?: Login;
}

/**
 * The page address as sent: the server refuses common fields longer than 2048 characters, so
 * a longer address is sent without its query (the path still says where the call came from).
 */
function pageUrlField(href: string): string {
  if (href.length <= COMMON_FIELD_MAX_LENGTH) return href;
  const cut = href.split(/[?#]/)[0] ?? "";
  return cut.slice(0, COMMON_FIELD_MAX_LENGTH);
}

const clip = (value: string) => value.slice(0, COMMON_FIELD_MAX_LENGTH);

/** Fields every body carries (spec section 7), read from the stores at call time. */
export function commonFields(): Record<string, string> {
  return {
    _token: clip($accessToken.get()),
    _did: clip($did.get()),
    _os: $os.get(),
    _ua: clip($ua.get() || (typeof navigator === "undefined" ? "" : navigator.userAgent)),
    ...COMMON_FIELD_VALUES,
    refer: typeof document === "undefined" ? "" : pageUrlField(document.referrer),
    _channel: $channel.get(),
    _user_id: clip($userId.get()),
    _oa_id: clip($oaId.get()),
    url: typeof location === "undefined" ? "" : pageUrlField(location.href),
  };
}

function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams(commonFields());
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.set(key, String(value));
  }
  return body;
}

/** Sends the visitor to /login when the bundle serves it, else to its entry page. */
function redirectToLogin(): void {
  if (typeof location === "undefined") return;
  const config = bundleConfig();
  const target = config.entryPaths.includes("/login") ? "/login" : config.rootPath;
  if (location.pathname !== target) location.assign(target);
}

function isTimeout(error: FetchError): boolean {
  const cause = error.cause as { name?: string } | undefined;
  return cause?.name === "TimeoutError" || cause?.name === "AbortError";
}

function toApiError(error: unknown): ApiError {
  if (!(error instanceof FetchError)) return new ApiError("network");
  const status = error.status ?? error.response?.status;
  if (status === 401 || status === 403) return new ApiError("auth");
  if (status === undefined) return new ApiError(isTimeout(error) ? "timeout" : "network");
  const message = answerMessage(error.data);
  return new ApiError("http", message ? { message } : {});
}

/**
 * Makes one call of the contract (src/contract/calls.ts): POSTs `fields` plus the common fields
 * to the call's path (on the tracking host for tracking calls) and reads a code-200 answer's
 * `data` with the call's reader. Resolves `{ ok: false }` with the code and message for another
 * code; rejects with ApiError on network, timeout and HTTP failures, and on a body without a code.
 */
export async function request<F, A>(
  call: ApiCall<F, A>,
  fields: NoInfer<F>,
  options: RequestOptions = {},
): Promise<Reply<A>> {
  const config = bundleConfig();
  const sent = fields as Fields;
  try {
    const body: unknown = await ofetch(call.path, {
      baseURL: call.tracking ? config.trackBase : config.apiBase,
      method: "POST",
      body: formBody(options.as ? { ...sent, _token: options.as.token, _user_id: options.as.userId } : sent),
      retry: 0,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      responseType: "json",
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const code = answerCode(body);
    if (code === undefined) throw new ApiError("server");
    if (isSuccess(body)) return { ok: true, data: call.read((body as { data?: unknown }).data) };
    return { ok: false, code, message: answerMessage(body) };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    // Spec 8: "Status 401 or 403: the browser goes to /login unless already there."
    if (apiError.kind === "auth" && !AUTH_REDIRECT_EXEMPT.includes(call.path)) redirectToLogin();
    throw apiError;
  }
}

/** Like request(), but a non-200 code rejects with ApiError carrying the answer's message. */
export async function requestOk<F, A>(call: ApiCall<F, A>, fields: NoInfer<F>): Promise<A> {
  const reply = await request(call, fields);
  if (reply.ok) return reply.data;
  throw new ApiError("server", { code: reply.code, ...(reply.message ? { message: reply.message } : {}) });
}
