/** Errors of API calls, each with a Chinese message that the UI can show as it is. */

export type ApiErrorKind = "network" | "timeout" | "http" | "auth" | "server";

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
  readonly status: number | undefined;
  readonly code: number | undefined;

  constructor(kind: ApiErrorKind, options: { message?: string; status?: number; code?: number } = {}) {
    super(options.message || API_MESSAGES[kind]);
    this.name = "ApiError";
    this.kind = kind;
    this.status = options.status;
    this.code = options.code;
  }
}

/** The visitor-facing message of any thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : API_MESSAGES.network;
}
