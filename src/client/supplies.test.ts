import { describe, expect, test } from "vitest";
import { supplyArrayAt } from "./supplies.ts";

/** An array whose prototype lacks `at`, as on iOS 15.0–15.3. */
function oldArray(...items: number[]): number[] {
  const prototype = Object.create(Array.prototype) as number[] & { at?: unknown };
  Object.defineProperty(prototype, "at", { value: undefined, writable: true, configurable: true });
  return Object.setPrototypeOf(items, prototype) as number[];
}

describe("Array.prototype.at where the engine lacks it", () => {
  test.each([
    [0, 10],
    [2, 30],
    [-1, 30],
    [-3, 10],
    [3, undefined],
    [-4, undefined],
    [1.7, 20],
    [Number.NaN, 10],
  ])("at(%s) is %s", (index, expected) => {
    const items = oldArray(10, 20, 30);
    supplyArrayAt(Object.getPrototypeOf(items) as number[]);
    expect(items.at(index)).toBe(expected);
  });

  test("an engine's own at is left as it is", () => {
    const own = Array.prototype.at;
    supplyArrayAt(Array.prototype);
    expect(Array.prototype.at).toBe(own);
    expect(Object.keys(Array.prototype)).not.toContain("at");
  });
});
