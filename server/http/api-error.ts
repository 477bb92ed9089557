/** A refusal with its HTTP status, body code and Chinese message; thrown by handlers, answered by the router. */
import type { OutgoingHttpHeaders } from "node:http";

export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly headers: OutgoingHttpHeaders;

  /** `status` is the HTTP status; `code` the body code (same unless a business refusal, see decision 021). */
  constructor(status: number, code: number, message: string, headers: OutgoingHttpHeaders = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

/** A business refusal: HTTP 200 with a non-200 body code. */
export function refusal(code: number, message: string): ApiError {
  return new ApiError(200, code, message);
}
