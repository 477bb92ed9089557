import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { API_PATHS, ENDPOINTS, findEndpoint, TRACKING_PATH_ALIAS_PREFIX } from "./endpoints.ts";
import { FORM_REFUSAL_RULE, isFormAccepted, validateFormSubmission } from "./forms.ts";
import { fields, idNumber, mobile, numberIn, oneOf, optional, text } from "./validator.ts";

describe("rules", () => {
  test.each([
    [text("标题", 3), undefined, { ok: false, message: "请填写标题" }],
    [text("标题", 3), "  ab ", { ok: true, value: "ab" }],
    [text("标题", 3), "abcd", { ok: false, message: "标题不能超过3个字符" }],
    [oneOf("期限", ["3", "6"]), "6", { ok: true, value: "6" }],
    [oneOf("期限", ["3", "6"]), "9", { ok: false, message: "期限不在可选范围内" }],
    [numberIn("金额", 1, 10, true), "2.5", { ok: false, message: "金额格式不正确" }],
    [numberIn("金额", 1, 10), "2.5", { ok: true, value: 2.5 }],
    [numberIn("金额", 1, 10), "11", { ok: false, message: "金额应在1到10之间" }],
    [numberIn("金额", 1, 10), "1e1", { ok: false, message: "金额格式不正确" }],
    [mobile(), "+86 138-0013-8000", { ok: true, value: "13800138000" }],
    [mobile(), "8613800138000", { ok: true, value: "13800138000" }],
    [mobile(), "008613800138000", { ok: true, value: "13800138000" }],
    [mobile(), "0086 (138) 0013 8000", { ok: true, value: "13800138000" }],
    [
      idNumber("身份证号", () => new Date(2025, 0, 1)),
      "11010519491231002x",
      { ok: true, value: "11010519491231002X" },
    ],
    [optional(text("备注")), "", { ok: true, value: undefined }],
  ] as const)("%#: %j", (rule, raw, expected) => {
    expect(rule(raw)).toMatchObject(expected);
  });

  test("fields() names the failing field and skips absent optional ones", () => {
    const validate = fields({ a: text("甲"), b: optional(text("乙")) });
    expect(validate({ a: "x" })).toEqual({ ok: true, value: { a: "x" } });
    expect(validate({})).toEqual({ ok: false, field: "a", message: "请填写甲" });
  });
});

describe("form submissions", () => {
  test("common fields are not form fields; empty fields are dropped", () => {
    const result = validateFormSubmission({
      form_kind: "carloan",
      _token: "t",
      url: "u",
      brand: "比亚迪",
      plate: "",
    });
    expect(result).toEqual({ ok: true, value: { form_kind: "carloan", fields: { brand: "比亚迪" } } });
  });

  test.each([
    [{ monthly_income: FORM_REFUSAL_RULE.monthlyIncome[0] }, false],
    [{ name: FORM_REFUSAL_RULE.names[0] }, false],
    [{ name: "张三", monthly_income: "5000-8000" }, true],
    [{}, true],
  ])("isFormAccepted(%j) -> %s", (form, accepted) => {
    expect(isFormAccepted(form)).toBe(accepted);
  });
});

describe("endpoint table", () => {
  test.each(Object.entries(API_PATHS))("%s is served at %s", (name, path) => {
    const spec = findEndpoint(path);
    expect(spec?.name).toBe(name);
    expect(ENDPOINTS[name as keyof typeof ENDPOINTS].path).toBe(path);
  });

  test("the tracking record is also served under the /track prefix", () => {
    expect(findEndpoint(`${TRACKING_PATH_ALIAS_PREFIX}${API_PATHS.record}`)?.name).toBe("record");
    expect(findEndpoint(`${TRACKING_PATH_ALIAS_PREFIX}${API_PATHS.userGet}`)).toBeUndefined();
  });

  test("only user-bound endpoints require a token; user/get is soft", () => {
    const required = Object.values(ENDPOINTS)
      .filter((spec) => spec.auth === "required")
      .map((spec) => spec.name);
    expect(required.sort()).toEqual(["formSave", "logout", "realname", "userSave"]);
    expect(ENDPOINTS.userGet.auth).toBe("soft");
  });

  test("the contract stays browser-safe: no Node imports", () => {
    const dir = new URL(".", import.meta.url);
    for (const file of readdirSync(dir).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    )) {
      expect(readFileSync(new URL(file, dir), "utf8"), file).not.toMatch(/from "node:|require\(/);
    }
  });
});
