import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { hasControlCharacter } from "./control-characters.ts";
import { OPAQUE_MAX_LENGTH, opaqueValue } from "./opaque.ts";

describe("opaqueValue: checked for safety, never for format", () => {
  test.each([
    // Short, odd and unicode values the backend may issue are all kept.
    ["a", "a"],
    ["abc123", "abc123"],
    ["  padded  ", "padded"],
    ["a+b/c=", "a+b/c="],
    ["with space", "with space"],
    ["令牌值", "令牌值"],
    ["eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig"],
    ["<script>alert(1)</script>", "<script>alert(1)</script>"],
    ["😀", "😀"],
    [12345, "12345"],
    [0, "0"],
    ["x".repeat(OPAQUE_MAX_LENGTH), "x".repeat(OPAQUE_MAX_LENGTH)],
  ])("keeps %j", (raw, kept) => expect(opaqueValue(raw)).toBe(kept));

  test.each([
    ["", "empty"],
    ["   ", "blank"],
    ["x".repeat(OPAQUE_MAX_LENGTH + 1), "too long"],
    ["a\nb", "newline"],
    ["a\u0000b", "NUL"],
    ["a\u007fb", "DEL"],
    ["a\u0085b", "C1 control"],
    [undefined, "absent"],
    [null, "null"],
    [Number.NaN, "NaN"],
    [{}, "object"],
    [["a"], "array"],
    [true, "boolean"],
  ])("refuses %j (%s)", (raw, _why) => expect(opaqueValue(raw)).toBeUndefined());

  test("a smaller limit applies", () => {
    expect(opaqueValue("abcd", 4)).toBe("abcd");
    expect(opaqueValue("abcde", 4)).toBeUndefined();
  });

  test("property: never throws, and what it keeps is a trimmed, bounded, control-free string", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string({ unit: "binary" }), (anything, text) => {
        for (const raw of [anything, text]) {
          const kept = opaqueValue(raw);
          if (kept === undefined) continue;
          expect(kept).toBe(kept.trim());
          expect(kept.length).toBeGreaterThan(0);
          expect(kept.length).toBeLessThanOrEqual(OPAQUE_MAX_LENGTH);
          expect(hasControlCharacter(kept)).toBe(false);
        }
      }),
    );
  });
});
