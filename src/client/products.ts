/**
 * The marketplace's optional live source: an API path a host file names (`marketplace.livePath`),
 * beyond spec section 7. Answers are read by the page's own product reader, tolerantly.
 */
import type { ApiCall } from "../contract/calls.ts";
import { request, type Reply } from "./api.ts";

/** The live source as a call of the typed client: no fields, `data` handed on unread. */
function liveProductCall(path: string): ApiCall<Record<string, never>, unknown> {
  return { name: "productList", path, tracking: false, read: (data) => data };
}

/** Asks the host's live source; rejects with ApiError on network, timeout or HTTP failure. */
export function fetchLiveProductData(path: string, timeoutMs: number): Promise<Reply<unknown>> {
  return request(liveProductCall(path), {}, { timeout: timeoutMs });
}
