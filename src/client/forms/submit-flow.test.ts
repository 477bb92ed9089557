import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiError, type Reply } from "../api.ts";
import type { ApiCall } from "../../contract/calls.ts";
import { logInWithSms } from "../login.ts";
import { formById } from "../../config/forms/registry.ts";
import type { FormNext, FormSpec } from "../../config/forms/types.ts";
import { $channel, $failTodo, $inputForm, $succTodo, $userId } from "../stores.ts";
import { $sentApplications } from "../page-stores.ts";
import { destinationAfterSave, recordApplication, sentBefore, submitForm } from "./submit-flow.ts";

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
 * The backend as the sequence meets it: raw bodies answered through each call's own reader, so
 * the readers of src/contract/answers.ts take part as they do in the browser, and the SMS login.
 */
const backend = vi.hoisted(() => ({
  answers: {} as Record<string, unknown>,
  login: { code: 200 } as unknown,
  calls: [] as string[],
}));
vi.mock("../api.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: async <F, A>(call: ApiCall<F, A>): Promise<Reply<A>> => {
    backend.calls.push(call.name);
    const answer = (backend.answers[call.name] ?? { code: 200 }) as Answer;
    if (answer instanceof Error) throw answer;
    return answer.code === 200
      ? { ok: true, data: call.read(answer.data) }
      : { ok: false, code: answer.code, message: answer.msg };
  },
}));
vi.mock("../login.ts", () => ({
  logInWithSms: vi.fn(async () => {
    backend.calls.push("login");
    if (backend.login instanceof Error) throw backend.login;
  }),
}));

function backendAnswers(answers: Record<string, Answer>, login: Answer = { code: 200 }) {
  backend.answers = answers;
  backend.login = login;
  backend.calls = [];
  return { calls: backend.calls };
}

const personal = formById("p4infopop-app");
const simple = formById("form-package-simple");

test("logged in: realname then formSave; the verdict comes from formSave", async () => {
  const { calls } = backendAnswers({
    realname: { code: 200, data: { passed: true } },
    formSave: { code: 409, msg: "很抱歉，本次申请未通过" },
  });
  expect(await submitForm(personal, values, false)).toEqual({ kind: "saved", accepted: false });
  expect(calls).toEqual(["realname", "formSave"]);
});

test("anonymous: the SMS login comes first", async () => {
  const { calls } = backendAnswers({ formSave: { code: 200, data: { accepted: true } } });
  const outcome = await submitForm(simple, { ...values, sms_phone: "13900000000", sms_code: "1234" }, true);
  expect(calls).toEqual(["login", "formSave"]);
  expect(logInWithSms).toHaveBeenCalledWith("13900000000", "1234");
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});

test("a refused login is reported at the code field and nothing is saved", async () => {
  const wrong = new ApiError("server", { code: 422, message: "验证码错误，还可尝试4次" });
  const { calls } = backendAnswers({}, wrong);
  const outcome = await submitForm(simple, { ...values, sms_phone: "13900000000", sms_code: "000000" }, true);
  expect(outcome).toEqual({ kind: "field", field: "sms_code", message: "验证码错误，还可尝试4次" });
  expect(calls).toEqual(["login"]);
});

test("a login lost to the network is a message, not a code problem", async () => {
  backendAnswers({}, new ApiError("network"));
  const outcome = await submitForm(simple, { ...values, sms_phone: "13900000000", sms_code: "0000" }, true);
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
    backendAnswers(answers);
    expect(await submitForm(personal, values, false)).toEqual(outcome);
  });
});

test("network and other thrown failures become a message", async () => {
  backendAnswers({ formSave: new ApiError("timeout") });
  expect(await submitForm(simple, values, false)).toEqual({
    kind: "error",
    message: "网络请求超时，请稍后重试",
  });
  backendAnswers({ formSave: new TypeError("boom") });
  expect((await submitForm(simple, values, false)).kind).toBe("error");
});

test("/v3/user/save (iOS basic information) has no verdict: accepted", async () => {
  const { calls } = backendAnswers({ userSave: { code: 200, data: { accepted: false } } });
  const outcome = await submitForm(formById("ios-basic"), values, false);
  expect(calls).toEqual(["realname", "userSave"]);
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});

// The page's bundle allows one partner host (host file `partnerHosts`).
beforeEach(() =>
  vi.stubGlobal("document", {
    getElementById: (id: string) =>
      id === "bundle-config" ? { textContent: JSON.stringify({ returnHosts: ["partner.example"] }) } : null,
  }),
);
afterEach(() => vi.unstubAllGlobals());

type Flow = [succ_todo: number | null, fail_todo: number | null, input_form?: number | null];

/**
 * Where a form with `next` goes after a save, for a visitor of channel_5818 with the stored
 * flow values (null: never set), on a page with the query `search`.
 */
function nextDestination(
  next: FormNext,
  accepted: boolean,
  [succ, fail, input = 0]: Flow = [0, 0],
  search = "",
) {
  $succTodo.set(succ);
  $failTodo.set(fail);
  $inputForm.set(input);
  $channel.set("channel_5818");
  vi.stubGlobal("location", { search });
  return { href: destinationAfterSave({ next } as FormSpec, accepted) };
}

describe("flow forms follow succ_todo / fail_todo", () => {
  test.each([
    [0, "/success-download"],
    [1, "/success-download"],
    [2, "/success-loan-marketplace-download"],
    [4, "/download-page"],
    [5, "/gongzhonghao"],
    [6, "/downloadpage1"],
    [99, "/success-loading"],
  ])("succ_todo %i -> %s", (succ, href) => {
    expect(nextDestination({ kind: "flow" }, true, [succ, 0])).toEqual({ href });
  });
  test("no stored flow counts as 0", () => {
    expect(nextDestination({ kind: "flow" }, true, [null, null]).href).toBe("/success-download");
    expect(nextDestination({ kind: "flow" }, false, [null, null, null]).href).toBe("/fail-page");
  });
  test.each([
    [0, 0, "/fail-page"],
    [1, 0, "/success-loan-marketplace-download"],
    [3, 0, "/download-page"],
    [5, 0, "/gongzhonghao"],
    [0, 1, "/fail-loading"],
  ])("refused with fail_todo %i, input_form %i -> %s", (fail, inputForm, href) => {
    expect(nextDestination({ kind: "flow" }, false, [0, fail, inputForm]).href).toBe(href);
  });
});

test("fixed paths keep their own query", () => {
  const next = {
    kind: "paths",
    success: "/iosversion/ios-loading?result=success",
    failure: "/iosversion/ios-loading?result=fail",
  } as const;
  expect(nextDestination(next, true, [0, 0]).href).toBe("/iosversion/ios-loading?result=success");
  expect(nextDestination(next, false, [0, 0]).href).toBe("/iosversion/ios-loading?result=fail");
});

test("car result pages read ?result=", () => {
  const next = { kind: "result", path: "/car-loan-result" } as const;
  expect(nextDestination(next, true, [0, 0]).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, [0, 0]).href).toBe("/car-loan-result?result=fail");
});

test("zhijie: the allowed return address on success, else the result page", () => {
  const next = { kind: "zhijie", path: "/car-loan-result" } as const;
  const back = `?zhijieBackUrl=${encodeURIComponent("https://partner.example/back")}`;
  expect(nextDestination(next, true, undefined, back)).toEqual({ href: "https://partner.example/back" });
  expect(
    nextDestination(next, true, undefined, "?zhijieBackUrl=https%3A%2F%2Fother.example%2Fback").href,
  ).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, true, [0, 0]).href).toBe("/car-loan-result?result=success");
  expect(nextDestination(next, false, undefined, back).href).toBe("/car-loan-result?result=fail");
});

describe("a form sent before from this device (issue 53)", () => {
  beforeEach(() => {
    $sentApplications.set({});
    $userId.set("42");
  });

  test("is the visitor's own: when, and whether the backend accepted it", () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    recordApplication("carloan", true);
    vi.useRealTimers();
    expect(sentBefore("carloan")).toEqual({ userId: "42", at: 1_800_000_000_000, accepted: true });
    expect(sentBefore("form-package")).toBeUndefined();
  });

  test("another account on the same phone does not see it", () => {
    recordApplication("form-package", false);
    $userId.set("7");
    expect(sentBefore("form-package")).toBeUndefined();
  });
});
