import { expect, test } from "vitest";
import { decodeDraft, draftKey, draftStore, EMPTY_DRAFT, encodeDraft } from "./draft.ts";

const names = new Set(["name", "city", "city_name"]);

test("a draft round-trips through its text", () => {
  const draft = { step: 1, values: { name: "张三", city: "110100", city_name: "北京市" } };
  expect(decodeDraft(encodeDraft(draft), names, 3)).toEqual(draft);
});

test.each([
  ["missing", null],
  ["empty", ""],
  ["not JSON", "{oops"],
  ["JSON null", "null"],
  ["a string", '"x"'],
  ["an array", "[1,2]"],
  ["another version", '{"v":2,"step":0,"values":{"name":"张三"}}'],
  ["values not an object", '{"v":1,"step":0,"values":"name"}'],
  ["values an array", '{"v":1,"step":0,"values":["张三"]}'],
])("%s reads as the empty draft", (_label, raw) => {
  expect(decodeDraft(raw, names, 3)).toEqual(EMPTY_DRAFT);
});

test("unknown names, non-strings and oversized values are dropped; a bad step reads as 0", () => {
  const raw = JSON.stringify({
    v: 1,
    step: 7,
    values: { name: "张三", city: 110100, __proto__x: "1", other: "x", city_name: "长".repeat(501) },
  });
  expect(decodeDraft(raw, names, 3)).toEqual({ step: 0, values: { name: "张三" } });
  expect(decodeDraft('{"v":1,"step":-1,"values":{}}', names, 3).step).toBe(0);
  expect(decodeDraft('{"v":1,"step":1.5,"values":{}}', names, 3).step).toBe(0);
  expect(decodeDraft('{"v":1,"step":2,"values":{}}', names, 3).step).toBe(2);
});

test("a __proto__ key in stored JSON stays data and never reaches the prototype", () => {
  const draft = decodeDraft(
    '{"v":1,"step":0,"values":{"__proto__":{"polluted":"1"},"name":"张三"}}',
    names,
    1,
  );
  expect(draft.values).toEqual({ name: "张三" });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test("draftStore saves under form_draft:<id>, loads and clears", () => {
  const map = new Map<string, string>();
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
  const store = draftStore(storage, "form-package", names, 3);
  store.save({ step: 2, values: { name: "李四" } });
  expect(map.has(draftKey("form-package"))).toBe(true);
  expect(store.load()).toEqual({ step: 2, values: { name: "李四" } });
  store.clear();
  expect(store.load()).toEqual(EMPTY_DRAFT);
});
