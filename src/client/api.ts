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
import { bundleConfig } from "./bundle-config.ts";
import { ApiError } from "./api-error.ts";
import { $did, $oaId, $ua } from "./page-stores.ts";
import { $accessToken, $channel, $os, $userId } from "./stores.ts";

/** Spec section 9: "Request timeout 600000 ms". */
const REQUEST_TIMEOUT_MS = 600_000;

/** The unwrapped response body of every call: a code, maybe a message, and `data` of any shape. */
interface ApiEnvelope {
  code: number;
  msg?: string;
  data: unknown;
}

/** What a call answered: its read `data` on code 200, else the code and the answer's message. */
export type Reply<Answer> =
  { ok: true; data: Answer } | { ok: false; code: number; message: string | undefined };

type Fields = Record<string, FieldValue | boolean | null>;

/** How one request is sent. */
export interface RequestOptions {
  /** Another API host (the tracking host). Default: the bundle's API base. */
  base?: string;
  timeout?: number;
  /** Let the request outlive the page (reports sent just before navigating on). */
  keepalive?: boolean;
  /** Make the call with another login's token and user id (to ask whose a handed-over token is). */
  as?: { token: string; userId: string };
}

/**
 * The page address as sent: the server refuses common fields longer than 2048 characters, so
 * a longer address is sent without its query (the path still says where the call came from).
 */
export function pageUrlField(href: string): string {
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

/** Where 401/403 send the visitor: /login when the bundle serves it, else its entry page. */
function loginPath(): string {
  const config = bundleConfig();
  return config.entryPaths.includes("/login") ? "/login" : config.rootPath;
}

function redirectToLogin(): void {
  if (typeof location === "undefined") return;
  const target = loginPath();
  if (location.pathname !== target) location.assign(target);
}

function isTimeout(error: FetchError): boolean {
  const cause = error.cause as { name?: string } | undefined;
  return cause?.name === "TimeoutError" || cause?.name === "AbortError";
}

function toApiError(error: unknown): ApiError {
  if (!(error instanceof FetchError)) return new ApiError("network");
  const status = error.status ?? error.response?.status;
  if (status === 401 || status === 403) return new ApiError("auth", { status });
  if (status === undefined) return new ApiError(isTimeout(error) ? "timeout" : "network");
  const message = answerMessage(error.data);
  return new ApiError("http", { status, ...(message ? { message } : {}) });
}

/**
 * POST `fields` (plus the common fields) to `path` and return the unwrapped body. Rejects
 * with ApiError on network, timeout and HTTP failures, and on a body without a code; a body
 * with a non-200 code is returned as it is, for the caller to decide.
 */
async function post(path: string, fields: Fields = {}, options: RequestOptions = {}): Promise<ApiEnvelope> {
  try {
    const body: unknown = await ofetch(path, {
      baseURL: options.base ?? bundleConfig().apiBase,
      method: "POST",
      body: formBody(
        options.as ? { ...fields, _token: options.as.token, _user_id: options.as.userId } : fields,
      ),
      retry: 0,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      responseType: "json",
      ...(options.keepalive ? { keepalive: true } : {}),
    });
    const code = answerCode(body);
    if (code === undefined) throw new ApiError("server");
    const message = answerMessage(body);
    const data = (body as { data?: unknown }).data;
    return { code: isSuccess(body) ? 200 : code, data, ...(message ? { msg: message } : {}) };
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    // Spec 8: "Status 401 or 403: the browser goes to /login unless already there."
    if (apiError.kind === "auth" && !AUTH_REDIRECT_EXEMPT.includes(path)) redirectToLogin();
    throw apiError;
  }
}

/**
 * Makes one call of the contract (src/contract/calls.ts) and reads its answer with the call's
 * reader. Resolves `{ ok: false }` for a non-200 code; rejects with ApiError on network,
 * timeout and HTTP failures.
 */
export async function request<F, A>(
  call: ApiCall<F, A>,
  fields: NoInfer<F>,
  options: Omit<RequestOptions, "base"> = {},
): Promise<Reply<A>> {
  const base = call.tracking ? bundleConfig().trackBase : undefined;
  const body = await post(call.path, fields as Fields, {
    ...options,
    ...(base === undefined ? {} : { base }),
  });
  return body.code === 200
    ? { ok: true, data: call.read(body.data) }
    : { ok: false, code: body.code, message: body.msg };
}

/** Like request(), but a non-200 code rejects with ApiError carrying the answer's message. */
export async function requestOk<F, A>(
  call: ApiCall<F, A>,
  fields: NoInfer<F>,
  options: Omit<RequestOptions, "base"> = {},
): Promise<A> {
  const reply = await request(call, fields, options);
  if (reply.ok) return reply.data;
  throw new ApiError("server", { code: reply.code, ...(reply.message ? { message: reply.message } : {}) });
}
