import { expect, test } from "vitest";
import { sessionStore } from "./session.ts";
import { formDraft } from "./tab-state.ts";

const names = new Set(["name", "city", "city_name"]);
const EMPTY = { step: 0, values: {} };

/** The draft a form of three steps reads from `raw` stored under its key. */
const read = (raw: string | null) => {
  if (raw === null) sessionStore.removeItem("form_draft:t");
  else sessionStore.setItem("form_draft:t", raw);
  return formDraft("t", names, 3).load();
};

test("a draft is saved under form_draft:<id>, loads back and is cleared", () => {
  const drafts = formDraft("form-package", names, 3);
  const draft = { step: 1, values: { name: "张三", city: "110100", city_name: "北京市" } };
  drafts.save(draft);
  expect(sessionStore.getItem("form_draft:form-package")).not.toBeNull();
  expect(drafts.load()).toEqual(draft);
  drafts.clear();
  expect(sessionStore.getItem("form_draft:form-package")).toBeNull();
  expect(drafts.load()).toEqual(EMPTY);
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
  expect(read(raw)).toEqual(EMPTY);
});

test("unknown names, non-strings and oversized values are dropped; a bad step reads as 0", () => {
  const raw = JSON.stringify({
    v: 1,
    step: 7,
    values: { name: "张三", city: 110100, __proto__x: "1", other: "x", city_name: "长".repeat(501) },
  });
  expect(read(raw)).toEqual({ step: 0, values: { name: "张三" } });
  expect(read('{"v":1,"step":-1,"values":{}}').step).toBe(0);
  expect(read('{"v":1,"step":1.5,"values":{}}').step).toBe(0);
  expect(read('{"v":1,"step":2,"values":{}}').step).toBe(2);
});

test("a __proto__ key in stored JSON stays data and never reaches the prototype", () => {
  const draft = read('{"v":1,"step":0,"values":{"__proto__":{"polluted":"1"},"name":"张三"}}');
  expect(draft.values).toEqual({ name: "张三" });
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});
