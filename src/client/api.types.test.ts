/**
 * The typed client takes a call's fields and answer from the contract (src/contract/calls.ts):
 * a wrong field name, a missing field or a wrong answer type does not compile. `astro check`
 * (npm test's types step) fails on any `@ts-expect-error` below that stops being an error, and
 * on any `expectTypeOf` that no longer holds.
 */
import { expect, expectTypeOf, test } from "vitest";
import { readLogin } from "../contract/answers.ts";
import type { Login } from "../core/incoming-login.ts";
import * as api from "../contract/calls.ts";
import { request, requestOk, type Reply } from "./api.ts";

/** Never called (it would make requests): it only has to compile, or fail to where marked. */
function typeChecks(): void {
  // @ts-expect-error a field name the call does not have
  void request(api.loginSmsCode, { phon: "13800138000", code: "1234" });
  // @ts-expect-error a field the call needs is missing
  void request(api.loginSmsCode, { phone: "13800138000" });
  // @ts-expect-error a number where the call sends text
  void request(api.realname, { name: "张三", id_number: 110105 });
  // @ts-expect-error the answer of a login is a login, not a number
  const wrong: Promise<number> = requestOk(api.loginSmsCode, { phone: "13800138000", code: "1234" });
  void wrong;
  expectTypeOf(requestOk(api.loginMarkCode, { markcode: "m" })).resolves.toEqualTypeOf<Login | undefined>();
  expectTypeOf(request(api.formSave, { form_kind: "form-package" })).resolves.toEqualTypeOf<Reply<boolean>>();
  expectTypeOf(request(api.realname, { name: "", id_number: "" })).resolves.toEqualTypeOf<Reply<boolean>>();
  expectTypeOf(requestOk(api.ipInfo, {})).resolves.toEqualTypeOf<
    { code: string; name: string } | undefined
  >();
  expectTypeOf(requestOk(api.sendLoginSms, { phone: "" })).resolves.toEqualTypeOf<number | undefined>();
}

test("each call carries its path and the contract's reader", () => {
  expect(typeof typeChecks).toBe("function");
  for (const call of [api.loginSmsCode, api.loginH5, api.loginMark, api.loginMarkCode]) {
    expect(call.read).toBe(readLogin);
  }
  expect(api.loginSmsCode.path).toBe("/v1/user/loginSmsCode");
  expect(api.record.tracking).toBe(true);
  expect(api.formSave.tracking).toBe(false);
});
