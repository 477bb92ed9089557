/** Path and state predicates used by the navigation guard. */
import { CHANNEL_PATTERN, DEFAULT_CHANNEL } from "../config/channels.ts";

/** Removes trailing slashes ("/city/" matches "/city"); "/" stays "/". */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** Spec section 2: "Paths containing /login or /index.html are remembered as the login address." */
export function isLoginAddressPath(path: string): boolean {
  return path.includes("/login") || path.includes("/index.html");
}

/** A login or index path: a remembered-address path or one of the bundle's entry pages. */
export function isLoginPath(path: string, entryPaths: readonly string[]): boolean {
  return isLoginAddressPath(path) || entryPaths.includes(path);
}

/** Spec section 2: "/city and /from (transit paths that lead to the form)". */
export function isCityOrFromPath(path: string): boolean {
  return path === "/city" || path === "/from";
}

/** /form-package and its variants (-app, -uni, -simple, -test). */
export function isFormPackagePath(path: string): boolean {
  return path === "/form-package" || path.startsWith("/form-package-");
}

/** The stored channel, or channel_5818 when missing or malformed (spec section 3). */
export function channelOf(stored: string | null | undefined): string {
  return typeof stored === "string" && CHANNEL_PATTERN.test(stored) ? stored : DEFAULT_CHANNEL;
}

/** A non-empty trimmed string, or undefined. */
export function nonEmpty(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** True when the channel was activated within the interval before `now` (a future time does not count). */
export function activatedRecently(last: unknown, now: number, intervalMs: number): boolean {
  if (typeof last !== "number" || !Number.isFinite(last)) return false;
  const age = now - last;
  return age >= 0 && age < intervalMs;
}
