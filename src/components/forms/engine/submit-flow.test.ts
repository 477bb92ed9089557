import { expect, test, vi } from "vitest";
import { ApiError } from "../../../client/api-error.ts";
import { formById } from "../../../config/forms/registry.ts";
import { REALNAME_FAILED, submitForm, type SubmitDeps } from "./submit-flow.ts";

const values = {
  name: "张三",
  id_number: "11010519491231002X",
  city: "110100",
  city_name: "北京市",
  monthly_income: "5000-8000",
};

function fakeDeps(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const deps: SubmitDeps = {
    postOk: vi.fn(async (path: string) => {
      calls.push(path);
      const answer = answers[path];
      if (answer instanceof Error) throw answer;
      return answer as never;
    }) as SubmitDeps["postOk"],
    storeLogin: vi.fn(),
  };
  return { deps, calls };
}

test("logged in: realname then formSave; the verdict comes from formSave", async () => {
  const { deps, calls } = fakeDeps({
    "/v2/user/realname": { passed: true },
    "/v3/user/formSave": { accepted: false },
  });
  const outcome = await submitForm(formById("p4infopop-app"), values, undefined, deps);
  expect(calls).toEqual(["/v2/user/realname", "/v3/user/formSave"]);
  expect(outcome).toEqual({ kind: "saved", accepted: false });
});

test("anonymous: the SMS login comes first and is stored", async () => {
  const login = { access_token: "t", userinfo: { id: 7, phone: "139****0000" } };
  const { deps, calls } = fakeDeps({
    "/v1/user/loginSmsCode": login,
    "/v3/user/formSave": { accepted: true },
  });
  const outcome = await submitForm(
    formById("form-package-simple"),
    values,
    { phone: "13900000000", code: "123456" },
    deps,
  );
  expect(calls).toEqual(["/v1/user/loginSmsCode", "/v3/user/formSave"]);
  expect(deps.storeLogin).toHaveBeenCalledWith(login, "13900000000");
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});

test("a wrong SMS code is reported at the code field and nothing is saved", async () => {
  const wrong = new ApiError("server", { code: 422, message: "验证码错误，还可尝试4次" });
  const { deps, calls } = fakeDeps({ "/v1/user/loginSmsCode": wrong });
  const outcome = await submitForm(
    formById("form-package-simple"),
    values,
    { phone: "13900000000", code: "000000" },
    deps,
  );
  expect(outcome).toEqual({ kind: "field", field: "sms_code", message: "验证码错误，还可尝试4次" });
  expect(calls).toEqual(["/v1/user/loginSmsCode"]);
});

test("a failed real-name check stops at the ID field", async () => {
  const { deps, calls } = fakeDeps({ "/v2/user/realname": { passed: false } });
  const outcome = await submitForm(formById("p4infopop-app"), values, undefined, deps);
  expect(outcome).toEqual({ kind: "field", field: "id_number", message: REALNAME_FAILED });
  expect(calls).toEqual(["/v2/user/realname"]);
});

test("network and server failures become a message", async () => {
  const { deps } = fakeDeps({ "/v3/user/formSave": new ApiError("timeout") });
  expect(await submitForm(formById("form-package-simple"), values, undefined, deps)).toEqual({
    kind: "error",
    message: "网络请求超时，请稍后重试",
  });
  const thrown = fakeDeps({ "/v3/user/formSave": new TypeError("boom") });
  expect((await submitForm(formById("form-package-simple"), values, undefined, thrown.deps)).kind).toBe(
    "error",
  );
});

test("/v3/user/save (iOS basic information) counts as accepted", async () => {
  const { deps, calls } = fakeDeps({
    "/v2/user/realname": { passed: true },
    "/v3/user/save": { saved: true },
  });
  const outcome = await submitForm(formById("ios-basic"), values, undefined, deps);
  expect(calls).toEqual(["/v2/user/realname", "/v3/user/save"]);
  expect(outcome).toEqual({ kind: "saved", accepted: true });
});
