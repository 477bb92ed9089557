import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { API_PATHS } from "./paths.ts";
import type { ZodType } from "zod";
import { isFormAccepted } from "./rules.ts";
import { REQUEST_SCHEMAS, check, findEndpoint, type FormBody } from "./requests.ts";

/** The server's check of a form submission (/v3/user/save and /v3/user/formSave). */
const checkFormSubmission = (body: FormBody) => findEndpoint(API_PATHS.formSave)!.validate(body);

const S = REQUEST_SCHEMAS;

describe("request schemas: each names its field and says why in Chinese", () => {
  // [endpoint, body, expected]
  test.each([
    [S.sendLoginSms, {}, { ok: false, field: "phone", message: "请填写手机号" }],
    [S.sendLoginSms, { phone: "+86 138-0013-8000" }, { ok: true, value: { phone: "13800138000" } }],
    [S.sendLoginSms, { phone: "8613800138000" }, { ok: true, value: { phone: "13800138000" } }],
    [S.sendLoginSms, { phone: "0086 (138) 0013 8000" }, { ok: true, value: { phone: "13800138000" } }],
    [S.sendLoginSms, { phone: "12345" }, { ok: false, field: "phone", message: "请填写正确的手机号" }],
    [S.loginSmsCode, { phone: "13800138000", code: "12a4" }, { ok: false, message: "验证码格式不正确" }],
    [
      S.loginSmsCode,
      { phone: "13800138000", code: "123456789" },
      { ok: false, message: "验证码不能超过8个字符" },
    ],
    [S.loginMark, { mark: "  " }, { ok: false, field: "mark", message: "请填写登录标识" }],
    [S.loginMark, { mark: "a\u0000b" }, { ok: false, field: "mark", message: "登录标识格式不正确" }],
    [S.loginMark, { mark: " 令牌+/= " }, { ok: true, value: { mark: "令牌+/=" } }],
    [S.realname, { name: "张三", id_number: "11010519491231002x" }, { ok: true }],
    [
      S.realname,
      { name: "张三", id_number: "110105194912310021" },
      { ok: false, message: "请填写正确的身份证号" },
    ],
    [S.realname, { name: "Z", id_number: "11010519491231002X" }, { ok: false, field: "name" }],
    [S.regionList, { code: "" }, { ok: true, value: {} }],
    [S.regionList, { code: "11" }, { ok: false, message: "地区编码格式不正确" }],
    [S.geocoder, { lat: "39.9", lng: "116.4" }, { ok: true, value: { lat: 39.9, lng: 116.4 } }],
    [S.geocoder, { lat: "91", lng: "1" }, { ok: false, field: "lat", message: "纬度应在-90到90之间" }],
    [S.geocoder, { lat: "1e1", lng: "1" }, { ok: false, field: "lat", message: "纬度格式不正确" }],
    [S.kuaishouReport, { callback: "c", event_type: "2.5" }, { ok: false, message: "事件类型格式不正确" }],
    [
      S.baiduConvert,
      { logidUrl: "https://a.example/?x=1" },
      { ok: false, message: "落地页地址须包含 bd_vid" },
    ],
    [
      S.record,
      { source: "s", title: "t", attr: "[]" },
      { ok: false, message: "attr 须为含 terminal 的 JSON 对象" },
    ],
    [S.record, { source: "s", title: "t", attr: '{"terminal":"2"}' }, { ok: true }],
    [S.record, { source: "s", title: "t", attr: '{"terminal":4}' }, { ok: false, field: "attr" }],
    [S.userGet, { anything: "ignored" }, { ok: true, value: {} }],
  ] as const)("%#: %j", (schema, body, expected) => {
    expect(check(schema as ZodType, body)).toMatchObject(expected);
  });

  test("a record's attr is read with its terminal (absent: 3)", () => {
    expect(check(S.record, { source: "s", title: "t", attr: '{"a":1}' })).toEqual({
      ok: true,
      value: { source: "s", title: "t", attr: { a: 1, terminal: 3 } },
    });
  });
});

describe("form submissions", () => {
  test("common fields are not form fields; empty fields are dropped", () => {
    const result = checkFormSubmission({
      form_kind: "carloan",
      _token: "t",
      url: "u",
      brand: "比亚迪",
      plate: "",
    });
    expect(result).toEqual({ ok: true, value: { form_kind: "carloan", fields: { brand: "比亚迪" } } });
  });

  test.each([
    [
      { form_kind: "nope", name: "张三" },
      { ok: false, field: "form_kind", message: "表单类型不在可选范围内" },
    ],
    [{ form_kind: "carloan" }, { ok: false, field: "form_kind", message: "表单内容为空" }],
    [
      { form_kind: "carloan", phone: "123" },
      { ok: false, field: "phone", message: "请填写正确的手机号" },
    ],
    [
      { form_kind: "carloan", monthly_income: "很多" },
      { ok: false, message: "月收入不在可选范围内" },
    ],
    [
      { form_kind: "carloan", note: "x".repeat(501) },
      { ok: false, field: "note", message: "填写内容过长" },
    ],
    [
      { form_kind: "carloan", phone: "+86 13800138000" },
      { ok: true, value: { fields: { phone: "13800138000" } } },
    ],
  ] as const)("%j", (body, expected) => {
    expect(checkFormSubmission(body)).toMatchObject(expected);
  });

  test.each([
    [{ monthly_income: "3000以下" }, false],
    [{ name: "测试拒绝" }, false],
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
    expect(spec?.path).toBe(path);
  });

  test("the tracking record is also served under the /track prefix", () => {
    expect(findEndpoint(`/track${API_PATHS.record}`)?.name).toBe("record");
    expect(findEndpoint(`/track${API_PATHS.userGet}`)).toBeUndefined();
  });

  test("only user-bound endpoints require a token; user/get is soft", () => {
    const specs = Object.values(API_PATHS).map((path) => findEndpoint(path)!);
    const required = specs.filter((spec) => spec.auth === "required").map((spec) => spec.name);
    expect(required.sort()).toEqual(["formSave", "realname", "userSave"]);
    expect(findEndpoint(API_PATHS.userGet)?.auth).toBe("soft");
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
