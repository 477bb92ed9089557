/**
 * Issue 20, point 4: field names that are also properties of Object.prototype ("constructor",
 * "__proto__", ...) are ordinary fields everywhere: validation, masking, the request log.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS, findEndpoint, type FormBody } from "../src/contract/index.ts";
import { parseCookies } from "./http.ts";
import {
  commonFields,
  loginWithSms,
  post,
  rawRequest,
  startTestServer,
  type TestServer,
} from "./test-helpers.ts";

/** The server's check of a form submission. */
const checkFormSubmission = (body: FormBody) => findEndpoint(API_PATHS.formSave)!.validate(body);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token } = await loginWithSms(server, "13300133000"));
});
afterAll(() => server.dispose());

const form = { "Content-Type": "application/x-www-form-urlencoded" };

/** The newest request-log entry of `path`. */
async function lastLogged(path: string) {
  const log = await rawRequest(server.port, { path: `/__dev/requests?path=${path}&limit=1` });
  return log.json.data.list[0];
}

describe("form fields named like Object.prototype members", () => {
  test("constructor is kept as text like any unknown field", async () => {
    const res = await post(
      server.port,
      API_PATHS.formSave,
      { form_kind: "form-package", constructor: "x" },
      { token },
    );
    expect(res.json).toEqual({ code: 200, msg: "成功", data: { accepted: true } });
    expect(checkFormSubmission({ form_kind: "form-package", constructor: "x" })).toEqual({
      ok: true,
      value: { form_kind: "form-package", fields: { constructor: "x" } },
    });
  });

  test("__proto__ is refused with a message naming it, and the request is logged", async () => {
    const body = `${new URLSearchParams({ ...commonFields(token), form_kind: "form-package", name: "张三" })}&__proto__=x`;
    const res = await rawRequest(server.port, {
      method: "POST",
      path: API_PATHS.formSave,
      headers: form,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.json.msg).toBe(
      "表单字段名“__proto__”不正确：只能用小写字母开头，由小写字母、数字和下划线组成，最多40个字符",
    );
    const entry = await lastLogged(API_PATHS.formSave);
    expect(entry.status).toBe(400);
    expect(entry.body.__proto__).toBe("x");
  });

  test("a field name of any length is shown cut to 40 characters", () => {
    const field = `X${"a".repeat(100)}`;
    const result = checkFormSubmission({ form_kind: "form-package", [field]: "1" });
    expect(result).toMatchObject({
      ok: false,
      field,
      message: expect.stringContaining(`“X${"a".repeat(39)}…”`),
    });
  });
});

describe("the request log takes any field name", () => {
  test.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"])(
    "%s on an endpoint that ignores it: answered 200 and logged, no error",
    async (field) => {
      const body = `${new URLSearchParams(commonFields())}&${field}=1`;
      const res = await rawRequest(server.port, {
        method: "POST",
        path: API_PATHS.appIndex,
        headers: form,
        body,
      });
      expect(res.status).toBe(200);
      const entry = await lastLogged(API_PATHS.appIndex);
      expect(entry.status).toBe(200);
      expect(Object.hasOwn(entry.body, field)).toBe(true);
      expect(entry.body[field]).toBe("1");
      expect(server.logger.lines.filter((line) => line.startsWith("error"))).toEqual([]);
    },
  );

  test("the logged body keeps such fields as own, unmasked values", async () => {
    const body = "__proto__=p&constructor=c&_token=abcdefgh";
    await rawRequest(server.port, { method: "POST", path: API_PATHS.appIndex, headers: form, body });
    const entry = await lastLogged(API_PATHS.appIndex);
    expect(JSON.stringify(entry.body)).toBe('{"__proto__":"p","constructor":"c","_token":"abcd…(8)"}');
  });

  test("cookies named like prototype members are plain cookies", () => {
    const cookies = parseCookies("__proto__=a; constructor=b");
    expect(cookies.constructor).toBe("b");
    expect(Object.getPrototypeOf(cookies)).toBeNull();
  });
});
