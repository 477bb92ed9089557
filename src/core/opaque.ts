/**
 * Opaque values: tokens, user ids, device ids, login marks, click ids and callbacks that the
 * company's backend or an ad platform issues. The spec states no format for any of them, so the
 * front end checks them only for safety, never for shape (decision 025 in
 * docs/decisions/contract-and-answer-reading.md): present, not absurdly long, and free of control
 * characters. Safety where they go comes from encoding them there (URL, form body, textContent),
 * not from refusing characters here.
 */

import { hasControlCharacter } from "./control-characters.ts";

/** Longest opaque value kept: generous for JWTs and signed callbacks, and what a common field may carry. */
export const OPAQUE_MAX_LENGTH = 2048;

/**
 * The value trimmed, when it is a non-empty string of at most `max` characters without control
 * characters; otherwise undefined. Numbers are accepted as their decimal text (user ids often
 * arrive as numbers). Never throws.
 */
export function opaqueValue(raw: unknown, max: number = OPAQUE_MAX_LENGTH): string | undefined {
  const text =
    typeof raw === "string" ? raw.trim() : typeof raw === "number" && Number.isFinite(raw) ? String(raw) : "";
  if (text === "" || text.length > max || hasControlCharacter(text)) return undefined;
  return text;
}
