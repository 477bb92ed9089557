/**
 * The API client (spec section 7): every call is a form-encoded POST carrying the common
 * fields, answered `{ code, msg, data }` (code 200 = success). No automatic retries; a
 * 600000 ms timeout; HTTP 401/403 send the visitor to the login page (spec section 8).
 */
import { createFetch, FetchError } from "ofetch";
import { AUTH_REDIRECT_EXEMPT } from "../config/answer-fields.ts";
import { answerCode, answerMessage, isSuccess } from "../contract/answers.ts";
import type { ApiCall } from "../contract/calls.ts";
import type { Login } from "../core/incoming-login.ts";
import { bundleConfig } from "./bundle-config.ts";
import { takeEarlyRequest } from "./start/hand-over.ts";
import { hidePageNotice, showPageNotice } from "./page-notice.ts";
import { callRequest, type Fields } from "./request-body.ts";

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

/** A call the visitor waits on still waiting this long says so; it goes on to its timeout. */
const STILL_WAITING_MS = 8_000;
const STILL_WAITING = "网络较慢，仍在等待服务器响应，请稍候…";
/** Calls now past STILL_WAITING_MS: the notice goes when the last of them settles. */
let waitingLong = 0;

/** Shows the still-waiting notice while `pending` waits past STILL_WAITING_MS (issue 54). */
async function tellIfLong<T>(pending: Promise<T>): Promise<T> {
  let long = false;
  const timer = setTimeout(() => {
    long = true;
    waitingLong += 1;
    showPageNotice(STILL_WAITING, undefined, "status");
  }, STILL_WAITING_MS);
  try {
    return await pending;
  } finally {
    clearTimeout(timer);
    if (long && --waitingLong === 0) hidePageNotice();
  }
}

/**
 * What a call answered: its read `data` on code 200, else the code, the answer's message and its
 * `data` unread (a refusal may carry what the page needs to go on: a challenge, decision 440).
 */
export type Reply<Answer> =
  { ok: true; data: Answer } | { ok: false; code: number; message: string | undefined; data?: unknown };

interface RequestOptions {
  timeout?: number;
  /** Let the request outlive the page (reports sent just before navigating on). */
  keepalive?: boolean;
  /** Make the call with another login's token and user id (to ask whose a handed-over token is). */
  as?: Login;
}

/**
 * The client's fetch: a request the starter already sent before this script ran (the early
 * 获取验证码, start/early-login.ts) is not sent again when this one asks the same (hand-over.ts
 * takeEarlyRequest: the same address and phone); its answer is read here.
 */
const client = createFetch({
  fetch: (input, init) => takeEarlyRequest(String(input), init?.body ?? "")?.response ?? fetch(input, init),
});

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
  const sent = fields as Fields;
  const { url, body: form } = callRequest(
    call,
    options.as ? { ...sent, _token: options.as.token, _user_id: options.as.userId } : sent,
  );
  try {
    const sending = client(url, {
      method: "POST",
      body: form,
      retry: 0,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      responseType: "json",
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    // Tracking calls go on in the background: nobody waits on them.
    const body: unknown = await (call.tracking || typeof document === "undefined"
      ? sending
      : tellIfLong(sending));
    const code = answerCode(body);
    if (code === undefined) throw new ApiError("server");
    if (isSuccess(body)) return { ok: true, data: call.read((body as { data?: unknown }).data) };
    return { ok: false, code, message: answerMessage(body), data: (body as { data?: unknown }).data };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    // Spec 8: "Status 401 or 403: the browser goes to /login unless already there." Not for a
    // call made with another login's token (decision 026): its refusal is that token's alone.
    if (apiError.kind === "auth" && !options.as && !AUTH_REDIRECT_EXEMPT.includes(call.path))
      redirectToLogin();
    throw apiError;
  }
}

/** Like request(), but a non-200 code rejects with ApiError carrying the answer's message. */
export async function requestOk<F, A>(call: ApiCall<F, A>, fields: NoInfer<F>): Promise<A> {
  const reply = await request(call, fields);
  if (reply.ok) return reply.data;
  throw new ApiError("server", { code: reply.code, ...(reply.message ? { message: reply.message } : {}) });
}
