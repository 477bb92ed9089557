/**
 * The terminal value of event records (spec section 9), in its own module: the guard needs it
 * on every page, the user-agent tables of platform.ts only the result pages.
 */
import { DEFAULT_TERMINAL } from "../config/channels.ts";

/** Spec section 9: "Default terminal value 3; 1 and 2 come from the stored _os." */
export function terminalOf(os: unknown): number {
  const value = typeof os === "number" ? String(os) : typeof os === "string" ? os.trim() : "";
  return value === "1" || value === "2" ? Number(value) : DEFAULT_TERMINAL;
}
