import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { loginWithSms, post, startTestServer, type TestServer } from "./test-helpers.ts";

let server: TestServer;
let token: string;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  ({ token, id: userId } = await loginWithSms(server, "13900139000"));
});
afterAll(() => server.dispose());

const applicant = {
  form_kind: "form-package",
  name: "张三",
  id_number: "11010519491231002X",
  monthly_income: "5000-8000",
  amount: "50000",
};

describe("endpoints that need a user answer HTTP 401 without a valid token", () => {
  test.each([API_PATHS.userSave, API_PATHS.formSave, API_PATHS.realname])("%s", async (path) => {
    for (const bad of ["", "not-a-token"]) {
      const res = await post(server.port, path, applicant, { token: bad });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ code: 401, msg: "登录已失效，请重新登录", data: null });
    }
  });
});

test.each(["", "not-a-token"])("user/get with token %j answers HTTP 200 and code 401", async (bad) => {
  const res = await post(server.port, API_PATHS.userGet, {}, { token: bad });
  expect(res.status).toBe(200);
  expect(res.json.code).toBe(401);
});

test("user/get describes the user", async () => {
  const res = await post(server.port, API_PATHS.userGet, {}, { token });
  expect(res.json.data).toEqual({
    id: userId,
    phone: "139****9000",
    realname_status: "none",
    profile: {},
  });
});

describe("formSave acceptance (FORM_REFUSAL_RULE)", () => {
  test.each([
    // fields changed from the applicant     accepted
    [{}, true],
    [{ monthly_income: "3000以下" }, false], // lowest income band is refused
    [{ name: "测试拒绝" }, false], // test name is refused
    [{ monthly_income: "30000以上" }, true],
  ])("%j -> accepted %s", async (change, accepted) => {
    const res = await post(server.port, API_PATHS.formSave, { ...applicant, ...change }, { token });
    // Declined: a business refusal, HTTP 200 with the body code 409 (decision 025).
    if (accepted) expect(res.json).toEqual({ code: 200, msg: "成功", data: { accepted } });
    else expect({ status: res.status, code: res.json.code }).toEqual({ status: 200, code: 409 });
  });
});

test("save stores a step; the latest save's answers fill a new form", async () => {
  const { token: other } = await loginWithSms(server, "13900139001");
  await post(
    server.port,
    API_PATHS.userSave,
    { form_kind: "ios-contact", contact1_name: "李四", contact1_phone: "13800000001" },
    { token: other },
  );
  let info = await post(server.port, API_PATHS.userGet, {}, { token: other });
  expect(info.json.data.profile).toEqual({ contact1_name: "李四", contact1_phone: "13800000001" });
  expect(
    (await post(server.port, API_PATHS.userSave, { form_kind: "ios-basic", name: "李四" }, { token: other }))
      .json.data,
  ).toEqual({ saved: true });
  const consents = { consent: "1", id_consent: "1", partner_consent: "1" };
  await post(server.port, API_PATHS.formSave, { ...applicant, ...consents }, { token: other });
  info = await post(server.port, API_PATHS.userGet, {}, { token: other });
  expect(info.json.data.profile).toMatchObject({
    name: "张三",
    id_number: "110105********002X",
    monthly_income: "5000-8000",
    amount: "50000",
  });
  // Consents are given on each form, never handed back to tick a box (decision 420).
  for (const consent of Object.keys(consents)) expect(info.json.data.profile).not.toHaveProperty(consent);
});

test("after a refused save the latest save's answers fill the form, without its kind", async () => {
  const { token: other } = await loginWithSms(server, "13900139002");
  await post(server.port, API_PATHS.formSave, { ...applicant, name: "测试拒绝" }, { token: other });
  await post(
    server.port,
    API_PATHS.formSave,
    { ...applicant, form_kind: "form-package-simple" },
    { token: other },
  );
  const info = await post(server.port, API_PATHS.userGet, {}, { token: other });
  expect(info.json.data.profile).toMatchObject({ name: "张三" });
  expect(info.json.data.profile.form_kind).toBeUndefined();
});

describe("form validation errors are HTTP 400", () => {
  test.each([
    [{ form_kind: "" }, "请选择表单类型"],
    [{ form_kind: "mortgage" }, "表单类型不在可选范围内"],
    [{ form_kind: "form-package" }, "表单内容为空"],
    [{ name: "Zhang San" }, "请填写正确的姓名（2-20个汉字）"],
    [{ name: "张" }, "请填写正确的姓名（2-20个汉字）"],
    [{ id_number: "110105194912310021" }, "请填写正确的身份证号"], // wrong check digit
    [{ id_number: "110105194902300020" }, "请填写正确的身份证号"], // 30 February, check digit right
    [{ phone: "10086" }, "请填写正确的手机号"],
    [{ contact1_phone: "2345" }, "请填写正确的联系人手机号"],
    [{ monthly_income: "很多" }, "月收入不在可选范围内"],
    [
      { "Bad-Field": "x" },
      "表单字段名“Bad-Field”不正确：只能用小写字母开头，由小写字母、数字和下划线组成，最多40个字符",
    ],
    [{ remark: "长".repeat(501) }, "填写内容过长"],
  ])("%j -> %s", async (change, msg) => {
    const base = Object.keys(change).includes("form_kind") ? {} : applicant;
    for (const path of [API_PATHS.userSave, API_PATHS.formSave]) {
      const res = await post(server.port, path, { ...base, ...change } as Record<string, string>, { token });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ code: 400, msg, data: null });
    }
  });

  test("more than 60 fields", async () => {
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, "x"]));
    const res = await post(
      server.port,
      API_PATHS.userSave,
      { form_kind: "form-package", ...many },
      { token },
    );
    expect(res.json.msg).toBe("表单字段过多");
  });
});

describe("realname", () => {
  test("a valid pair passes and is stored masked", async () => {
    const res = await post(
      server.port,
      API_PATHS.realname,
      { name: "阿依古丽•买买提", id_number: "11010119900307803x" },
      { token },
    );
    expect(res.json.data).toEqual({ passed: true, name: "阿依古丽·买买提", id_number: "110101********803X" });
    expect((await post(server.port, API_PATHS.userGet, {}, { token })).json.data.realname_status).toBe(
      "passed",
    );
  });

  test("the refusal test name fails", async () => {
    const res = await post(
      server.port,
      API_PATHS.realname,
      { name: "测试拒绝", id_number: "440524188001010014" },
      { token },
    );
    expect(res.json.data.passed).toBe(false);
    expect((await post(server.port, API_PATHS.userGet, {}, { token })).json.data.realname_status).toBe(
      "failed",
    );
  });

  test.each([
    [{ id_number: "11010519491231002X" }, "请填写姓名"],
    [{ name: "张三" }, "请填写身份证号"],
    [{ name: "张三", id_number: "1101051949123100" }, "请填写正确的身份证号"],
  ])("%j -> %s", async (fields, msg) => {
    const res = await post(server.port, API_PATHS.realname, fields, { token });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(msg);
  });
});
