import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { USER_PROFILE } from "../config/answer-fields.ts";
import {
  answerCode,
  answerMessage,
  firstOf,
  isSuccess,
  readFormAccepted,
  readIpCity,
  readLogin,
  readRealnamePassed,
  readRecord,
  readResendAfter,
  readSmsChallenge,
  readUserProfile,
} from "./answers.ts";

const hostileJson = (text: string) => JSON.parse(text) as unknown;

describe("the envelope: code 200 is success whatever data is", () => {
  test.each<[string, unknown, boolean, number | undefined]>([
    ["lean", { code: 200 }, true, 200],
    ["data null", { code: 200, data: null }, true, 200],
    ["data a string", { code: 200, data: "ok" }, true, 200],
    ["data an array", { code: 200, data: [] }, true, 200],
    ["code as text", { code: "200" }, true, 200],
    ["refusal", { code: 422, msg: "验证码错误" }, false, 422],
    ["refusal as text", { code: "4001" }, false, 4001],
    ["no code", { data: {} }, false, undefined],
    ["code not a number", { code: "ok" }, false, undefined],
    ["code NaN", { code: Number.NaN }, false, undefined],
    ["not an object", "<html>", false, undefined],
    ["null", null, false, undefined],
    ["prototype code", hostileJson('{"__proto__":{"code":200}}'), false, undefined],
  ])("%s", (_name, body, success, code) => {
    expect(isSuccess(body)).toBe(success);
    expect(answerCode(body)).toBe(code);
  });

  test.each<[unknown, string | undefined]>([
    [{ code: 500, msg: "系统繁忙" }, "系统繁忙"],
    [{ code: 500, message: "系统繁忙" }, "系统繁忙"],
    [{ code: 500, msg: "" }, undefined],
    [{ code: 500, msg: 42 }, undefined],
    [{ code: 500, msg: "x".repeat(201) }, undefined],
    [{ code: 500 }, undefined],
    [null, undefined],
  ])("message of %j is %j", (body, message) => expect(answerMessage(body)).toBe(message));
});

describe("readLogin: token and user id under every name the spec uses", () => {
  test.each<[string, unknown, { token: string; userId: string } | undefined]>([
    // Spec 3: the login-by-mark result.
    [
      "rich (reference server)",
      { access_token: "tok", userinfo: { id: 42, phone: "138****8000" } },
      { token: "tok", userId: "42" },
    ],
    // Spec 7: "token in response".
    ["lean: token and a string user_id", { token: "t1", user_id: "u-9" }, { token: "t1", userId: "u-9" }],
    ["token inside userinfo", { userinfo: { token: "t2", uid: 7 } }, { token: "t2", userId: "7" }],
    [
      "access_token inside userinfo",
      { userinfo: { access_token: "t3", id: "abc" } },
      { token: "t3", userId: "abc" },
    ],
    ["id at the top", { token: "t4", id: 1 }, { token: "t4", userId: "1" }],
    ["uid at the top", { token: "t5", uid: "x" }, { token: "t5", userId: "x" }],
    ["a bare string is the token", "bare-token", { token: "bare-token", userId: "" }],
    ["no user id: the token alone logs in", { token: "t6" }, { token: "t6", userId: "" }],
    ["access_token wins over token", { access_token: "a", token: "b" }, { token: "a", userId: "" }],
    [
      "userinfo.id wins over user_id",
      { token: "t", user_id: 2, userinfo: { id: 1 } },
      { token: "t", userId: "1" },
    ],
    ["a short token", { token: "x", user_id: 0 }, { token: "x", userId: "0" }],
    ["a unicode token", { token: "令牌😀" }, { token: "令牌😀", userId: "" }],
    [
      "markup stays text",
      { token: "<script>alert(1)</script>", user_id: "<b>" },
      { token: "<script>alert(1)</script>", userId: "<b>" },
    ],
    ["an unusable user id is left out", { token: "t", user_id: { nested: 1 } }, { token: "t", userId: "" }],
    [
      "an unusable token falls back to the next name",
      { access_token: "", token: "t7" },
      { token: "t7", userId: "" },
    ],
    ["empty token", { token: "" }, undefined],
    ["token with a newline", { token: "a\nb" }, undefined],
    ["token too long", { token: "x".repeat(2049) }, undefined],
    ["token a number", { token: 123 }, { token: "123", userId: "" }],
    ["token an object", { token: { value: "x" } }, undefined],
    ["no token at all", { userinfo: { id: 1 } }, undefined],
    ["null", null, undefined],
    ["absent", undefined, undefined],
    ["an array", ["tok"], undefined],
    ["prototype keys are not fields", hostileJson('{"__proto__":{"token":"evil"}}'), undefined],
  ])("%s", (_name, data, login) => expect(readLogin(data)).toEqual(login));
});

describe("realname and formSave verdicts", () => {
  test.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ["ok", true],
    [{}, true],
    [{ passed: true }, true],
    [{ passed: "yes" }, true],
    [{ passed: false }, false],
    [{ passed: 0 }, false],
    [{ passed: "0" }, false],
    [{ passed: "false" }, false],
    [{ pass: false }, false],
    [hostileJson('{"__proto__":{"passed":false}}'), true],
  ])("realname %j passes: %s", (data, passed) => expect(readRealnamePassed(data)).toBe(passed));

  test.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    [{ saved: true }, true],
    [{ accepted: true }, true],
    // The spec names no verdict field: a decline is a code other than 200 (decision 025).
    [{ accepted: false }, true],
    [{ accepted: 0 }, true],
    [[false], true],
  ])("formSave %j accepted: %s", (data, accepted) => expect(readFormAccepted(data)).toBe(accepted));
});

describe("small readers", () => {
  test.each<[unknown, number | undefined]>([
    [{ resend_after: 60 }, 60],
    [{ resend_after: "90" }, 90],
    [{ interval: 30 }, 30],
    [{ resend_after: 0 }, undefined],
    [{ resend_after: -5 }, undefined],
    [{ resend_after: 1.5 }, undefined],
    [{ resend_after: 99999 }, 600],
    [null, undefined],
    ["60", undefined],
  ])("resend wait of %j is %j", (data, seconds) => expect(readResendAfter(data)).toBe(seconds));

  test.each<[unknown, { code: string; name: string } | undefined]>([
    [{ name: "上海市" }, { code: "", name: "上海市" }],
    [
      { name: "上海市", code: "310100" },
      { code: "310100", name: "上海市" },
    ],
    [
      { name: "上海市", code: 310100 },
      { code: "310100", name: "上海市" },
    ],
    [{ name: "" }, undefined],
    [{ city: "上海市" }, undefined],
    [null, undefined],
  ])("IP city of %j is %j", (data, city) => expect(readIpCity(data)).toEqual(city));

  test("records are plain objects, anything else reads as empty", () => {
    expect(readRecord({ a: 1 })).toEqual({ a: 1 });
    for (const data of [null, undefined, "x", [1], 3]) expect(readRecord(data)).toEqual({});
  });

  test("a path reads own properties only", () => {
    expect(firstOf({ a: { b: 1 } }, [["a", "b"]], (value) => value)).toBe(1);
    expect(firstOf({}, [["toString"]], (value) => value)).toBeUndefined();
    expect(firstOf({ a: null }, [["a", "b"]], (value) => value)).toBeUndefined();
  });
});

test("property: no reader throws on any value", () => {
  const readers = [readLogin, readRealnamePassed, readFormAccepted, readResendAfter, readIpCity, readRecord];
  fc.assert(
    fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (data) => {
      for (const read of readers) expect(() => read(data)).not.toThrow();
      expect(() => readSmsChallenge(428, data)).not.toThrow();
      expect(() => isSuccess(data) || answerCode(data) || answerMessage(data)).not.toThrow();
    }),
  );
});

describe("readUserProfile: a returning visitor's answers, tolerant of every shape", () => {
  const names = ["name", "monthly_income", "id_number", "city"];
  test.each<[string, unknown, Record<string, string>, boolean]>([
    ["lean: nothing", undefined, {}, false],
    ["bare object", {}, {}, false],
    [
      "fields at the top",
      { name: "张三", monthly_income: "5000-8000" },
      { name: "张三", monthly_income: "5000-8000" },
      false,
    ],
    [
      "fields under profile",
      { profile: { name: "李四", city: 110100 } },
      { name: "李四", city: "110100" },
      false,
    ],
    ["masked values are not filled", { profile: { id_number: "110105********002X" } }, {}, false],
    // The spec names no "complete" field: unless an operator names one, nothing is complete.
    ["a complete flag nobody configured", { application_complete: true }, {}, false],
    ["only names the form knows", { profile: { password: "x", name: "王五" } }, { name: "王五" }, false],
    ["hostile values stay text", { name: "<img src=x>" }, { name: "<img src=x>" }, false],
    [
      "prototype keys are not answers",
      JSON.parse('{"__proto__":{"name":"x","application_complete":true}}'),
      {},
      false,
    ],
  ])("%s", (_case, data, values, complete) => {
    expect(readUserProfile(data, names)).toEqual({ values, complete });
  });

  describe("with an operator's complete field (USER_PROFILE.complete)", () => {
    const configured = { path: ["application_complete"], values: [true, 1, "1", "true"] };
    afterEach(() => {
      USER_PROFILE.complete = undefined;
    });
    test.each<[unknown, boolean]>([
      [{ application_complete: true }, true],
      [{ application_complete: 1 }, true],
      [{ application_complete: false }, false],
      [{}, false],
      [JSON.parse('{"__proto__":{"application_complete":true}}'), false],
    ])("%j: complete = %s", (data, complete) => {
      USER_PROFILE.complete = configured;
      expect(readUserProfile(data, names).complete).toBe(complete);
    });
  });
});

describe("readSmsChallenge: the security check a busy server asks for (decision 440)", () => {
  test.each([
    // [case, body code, data, what is read]
    [
      "the reference server's",
      428,
      { challenge: "c.15.x.y", difficulty: 15 },
      { challenge: "c.15.x.y", difficulty: 15 },
    ],
    [
      "nested, difficulty as text",
      428,
      { captcha: { challenge: "c", difficulty: "16" } },
      { challenge: "c", difficulty: 16 },
    ],
    ["another code", 429, { challenge: "c", difficulty: 15 }, undefined],
    ["no challenge", 428, { difficulty: 15 }, undefined],
    ["no difficulty", 428, { challenge: "c" }, undefined],
    ["a fractional difficulty", 428, { challenge: "c", difficulty: 1.5 }, undefined],
    ["a negative difficulty", 428, { challenge: "c", difficulty: -1 }, undefined],
    ["a challenge that is no text", 428, { challenge: { a: 1 }, difficulty: 15 }, undefined],
    ["data null", 428, null, undefined],
  ])("%s", (_case, code, data, read) => {
    expect(readSmsChallenge(code, data)).toEqual(read);
  });
});
