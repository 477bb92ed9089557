/**
 * The API client (spec section 7): every call is a form-encoded POST carrying the common
 * fields, answered `{ code, msg, data }` (code 200 = success). No automatic retries; a
 * 600000 ms timeout; HTTP 401/403 send the visitor to the login page (spec section 8).
 */
import { COMMON_FIELD_VALUES, type ApiResponse as ContractResponse } from "../contract/envelope.ts";
import { FetchError, ofetch } from "ofetch";
import { COMMON_FIELD_MAX_LENGTH } from "../contract/envelope.ts";
import { bundleConfig } from "./bundle-config.ts";
import { ApiError } from "./api-error.ts";
import { $accessToken, $channel, $did, $oaId, $os, $ua, $userId } from "./stores.ts";

/** Spec section 9: "Request timeout 600000 ms". */
export const REQUEST_TIMEOUT_MS = 600_000;

/** The unwrapped response body of every call (the contract's, but a real backend may omit msg). */
export type ApiResponse<T> = Omit<ContractResponse<T>, "msg"> & { msg?: string };

export type Fields = Record<string, string | number | boolean | null | undefined>;

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
  const body = error.data as { msg?: unknown } | undefined;
  const message = typeof body?.msg === "string" ? body.msg : undefined;
  return new ApiError("http", { status, ...(message ? { message } : {}) });
}

/**
 * POST `fields` (plus the common fields) to `path` and return the unwrapped body. Rejects
 * with ApiError on network, timeout and HTTP failures; a body with a non-200 code is
 * returned as it is, for the caller to decide (the guard treats several such codes as "continue").
 */
export async function post<T = unknown>(
  path: string,
  fields: Fields = {},
  options: { base?: string; timeout?: number } = {},
): Promise<ApiResponse<T>> {
  try {
    const body = await ofetch<ApiResponse<T>>(path, {
      baseURL: options.base ?? bundleConfig().apiBase,
      method: "POST",
      body: formBody(fields),
      retry: 0,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      responseType: "json",
    });
    if (typeof body !== "object" || body === null || typeof body.code !== "number") {
      throw new ApiError("server");
    }
    return body;
  } catch (error) {
    const apiError = error instanceof ApiError ? error : toApiError(error);
    if (apiError.kind === "auth") redirectToLogin();
    throw apiError;
  }
}

/** Like post(), but a non-200 code rejects with ApiError carrying the server's message. */
export async function postOk<T = unknown>(path: string, fields: Fields = {}): Promise<T> {
  const body = await post<T>(path, fields);
  if (body.code !== 200) {
    throw new ApiError("server", { code: body.code, ...(body.msg ? { message: body.msg } : {}) });
  }
  return body.data;
}

/** POST to the separate tracking host (spec: /app/record/shanqian). */
export function postTracking<T = unknown>(path: string, fields: Fields): Promise<ApiResponse<T>> {
  return post<T>(path, fields, { base: bundleConfig().trackBase });
}
