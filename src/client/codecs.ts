/**
 * Encoders/decoders of stored values. Every decoder accepts any string (a value written by
 * the previous front end, a browser extension or a curious visitor) and returns the
 * default when it does not fit: a corrupted value never throws.
 */
import type { PersistentEncoder } from "@nanostores/persistent";
import { hasControlCharacter } from "../core/control-characters.ts";

/** How a stored value is read from and written to its string (undefined removes the key). */
export type Codec<T> = PersistentEncoder<T>;

/** A string that must match a pattern; anything else reads as `fallback`. */
export function patternCodec(pattern: RegExp, fallback: string): Codec<string> {
  return {
    decode: (raw) => (pattern.test(raw) ? raw : fallback),
    encode: (value) => (value === "" ? undefined : value),
  };
}

/**
 * A plain string; the empty string removes the key. A value with a control character reads as
 * none: every call carries the stored ids, and a NUL in one made the backend refuse them all.
 */
export const textCodec: Codec<string> = {
  decode: (raw) => (hasControlCharacter(raw) ? "" : raw),
  encode: (value) => (value === "" ? undefined : value),
};

/** A small non-negative integer stored as digits (flow settings); null when absent or invalid. */
export const smallIntCodec: Codec<number | null> = {
  decode: (raw) => (/^\d{1,3}$/.test(raw) ? Number(raw) : null),
  encode: (value) => (value === null ? undefined : String(value)),
};

/** JSON checked by a guard function; invalid JSON or a wrong shape reads as `fallback`. */
export function jsonCodec<T>(isValid: (value: unknown) => value is T, fallback: T): Codec<T> {
  return {
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : fallback;
      } catch {
        return fallback;
      }
    },
    encode: (value) => (value === null || value === undefined ? undefined : JSON.stringify(value)),
  };
}

/** True for a plain object whose listed keys are all strings (other keys ignored). */
export function hasStringFields(value: unknown, keys: readonly string[]): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === "string");
}

/** True for a plain (non-array) object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
