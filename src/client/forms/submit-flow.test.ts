import { describe, expect, test, vi } from "vitest";
import { ApiError } from "../api-error.ts";
import type { Reply } from "../api.ts";
import type { ApiCall } from "../../contract/calls.ts";
import { formById } from "../../config/forms/registry.ts";
import { submitForm, type SubmitDeps } from "./submit-flow.ts";

const values = {
  name: "张三",
  id_number: "11010519491231002X",
  city: "110100",
  city_name: "北京市",
  monthly_income: "5000-8000",
};

/** A raw answer of the backend, or a thrown failure (network, timeout, HTTP). */
type Answer = { code: number; data?: unknown; msg?: string } | Error;

/**
 * Effects answering from raw bodies through each call's own reader, so the readers of
 * src/contract/answers.ts take part as they do in the browser.
 */
function fakeDeps(answers: Record<string, Answer>, login: Answer = { code: 200 }) {
  const calls: string[] = [];
  const deps: SubmitDeps = {
    request: async <F, A>(call: ApiCall<F, A>): Promise<Reply<A>> => {
      calls.push(call.name);
      const answer = answers[call.name] ?? { code: 200 };
      if (answer instanceof Error) throw answer;
      return answer.code === 200
        ? { ok: true, data: call.read(answer.data) }
        : { ok: false, code: answer.code, message: answer.msg };
    },
    logIn: vi.fn(async () => {
      calls.push("login");
      if (login instanceof Error) throw login;
    }),
  };
  return { deps, calls };
}

const personal = formById("p4infopop-app");
const simple = formById("form-package-simple");

test("logged in: realname then formSave; the verdict comes from formSave", async () => {
  const { deps, calls } = fakeDeps({
    realname: { code: 200, data: { passed: true } },
    formSave: { code: 409, msg: "很抱歉，本次申请未通过" },
  });
  expect(await submitForm(personal, values, undefined, deps)).toEqual({ kind: "saved", accepted: false });
  expect(calls).toEqual(["realname", "formSave"]);
});

test("anonymous: the SMS login comes first", async () => {
  const { deps, calls } = fakeDeps({ formSave: { code: 200, data: { accepted: true } } });
  const outcome = await submitForm(simple, values, { phone: "13900000000", code: "1234" }, deps);
  expect(calls).toEqual(["login", "formSave"]);
  expect(deps.logIn).toHaveBeenCalledWith("13900000000", "1234");
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});

test("a refused login is reported at the code field and nothing is saved", async () => {
  const wrong = new ApiError("server", { code: 422, message: "验证码错误，还可尝试4次" });
  const { deps, calls } = fakeDeps({}, wrong);
  const outcome = await submitForm(simple, values, { phone: "13900000000", code: "000000" }, deps);
  expect(outcome).toEqual({ kind: "field", field: "sms_code", message: "验证码错误，还可尝试4次" });
  expect(calls).toEqual(["login"]);
});

test("a login lost to the network is a message, not a code problem", async () => {
  const { deps } = fakeDeps({}, new ApiError("network"));
  const outcome = await submitForm(simple, values, { phone: "13900000000", code: "0000" }, deps);
  expect(outcome).toEqual({ kind: "error", message: "网络连接失败，请检查网络后重试" });
});

describe("answer shapes (lean, rich, odd, hostile) of the real-name check and the save", () => {
  test.each<[string, Record<string, Answer>, unknown]>([
    ["lean: bare code 200 everywhere", {}, { kind: "saved", accepted: true }],
    [
      "data null",
      { realname: { code: 200, data: null }, formSave: { code: 200, data: null } },
      { kind: "saved", accepted: true },
    ],
    [
      "data a string",
      { realname: { code: 200, data: "ok" }, formSave: { code: 200, data: "ok" } },
      { kind: "saved", accepted: true },
    ],
    [
      "data an array",
      { realname: { code: 200, data: [] }, formSave: { code: 200, data: [false] } },
      { kind: "saved", accepted: true },
    ],
    [
      "rich, passed and accepted",
      {
        realname: { code: 200, data: { passed: true, name: "张三" } },
        formSave: { code: 200, data: { accepted: true } },
      },
      { kind: "saved", accepted: true },
    ],
    // The spec names no verdict field: code 200 is accepted, whatever data says (decision 025).
    [
      "formSave code 200 with an unconfigured verdict field",
      { formSave: { code: 200, data: { accepted: 0 } } },
      { kind: "saved", accepted: true },
    ],
    [
      "realname refused by field",
      { realname: { code: 200, data: { passed: false } } },
      { kind: "field", field: "id_number", message: "实名认证未通过，请核对姓名与身份证号" },
    ],
    [
      "realname refused with pass 0",
      { realname: { code: 200, data: { pass: 0 } } },
      { kind: "field", field: "id_number", message: "实名认证未通过，请核对姓名与身份证号" },
    ],
    [
      "realname refused by code, with its message",
      { realname: { code: 4001, msg: "身份证号与姓名不一致" } },
      { kind: "field", field: "id_number", message: "身份证号与姓名不一致" },
    ],
    [
      "realname refused by code, no message",
      { realname: { code: 500 } },
      { kind: "field", field: "id_number", message: "实名认证未通过，请核对姓名与身份证号" },
    ],
    [
      "prototype keys are not fields",
      { realname: { code: 200, data: JSON.parse('{"__proto__":{"passed":false}}') } },
      { kind: "saved", accepted: true },
    ],
    // A code other than 200 declines the application: the failure destination follows.
    [
      "formSave declined by code",
      { formSave: { code: 409, msg: "未通过" } },
      { kind: "saved", accepted: false },
    ],
    [
      "formSave declined by code, no message",
      { formSave: { code: 418 } },
      { kind: "saved", accepted: false },
    ],
    // From formSaveErrorCodeMin (500) up the backend failed: a message, and it can be sent again.
    [
      "formSave failed by code",
      { formSave: { code: 500, msg: "系统繁忙" } },
      { kind: "error", message: "系统繁忙" },
    ],
    [
      "formSave failed, no message",
      { formSave: { code: 503 } },
      { kind: "error", message: "服务繁忙，请稍后重试" },
    ],
  ])("%s", async (_name, answers, outcome) => {
    const { deps } = fakeDeps(answers);
    expect(await submitForm(personal, values, undefined, deps)).toEqual(outcome);
  });
});

test("network and other thrown failures become a message", async () => {
  const { deps } = fakeDeps({ formSave: new ApiError("timeout") });
  expect(await submitForm(simple, values, undefined, deps)).toEqual({
    kind: "error",
    message: "网络请求超时，请稍后重试",
  });
  const thrown = fakeDeps({ formSave: new TypeError("boom") });
  expect((await submitForm(simple, values, undefined, thrown.deps)).kind).toBe("error");
});

test("/v3/user/save (iOS basic information) has no verdict: accepted", async () => {
  const { deps, calls } = fakeDeps({ userSave: { code: 200, data: { accepted: false } } });
  const outcome = await submitForm(formById("ios-basic"), values, undefined, deps);
  expect(calls).toEqual(["realname", "userSave"]);
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});
