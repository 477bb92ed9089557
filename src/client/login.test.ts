/**
 * The one login module against a fake backend answering raw bodies: every way in stores the
 * session the same way, reads every answer shape the spec allows, and activates the channel at
 * most once per 30 minutes.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

type Body = Record<string, unknown> | string | null;
type Answer = Body | Error | Response | (() => Promise<Body>);

const backend = vi.hoisted(() => {
  const state = {
    answers: new Map<string, unknown>(),
    requests: [] as { path: string; body: URLSearchParams }[],
  };
  const fakeFetch = async (input: unknown, init?: { body?: unknown }) => {
    const path = new URL(String(input instanceof Request ? input.url : input), "http://h.example").pathname;
    const body = new URLSearchParams(String(init?.body ?? ""));
    state.requests.push({ path, body });
    const answer = state.answers.get(path) ?? { code: 200 };
    if (answer instanceof Error) throw answer;
    if (answer instanceof Response) return answer;
    const value = typeof answer === "function" ? await (answer as () => Promise<unknown>)() : answer;
    return new Response(JSON.stringify(value), { headers: { "content-type": "application/json" } });
  };
  globalThis.fetch = fakeFetch as typeof fetch;
  return state;
});

/** The operator's list of paths whose 401/403 does not send the visitor to /login. */
const exempt = vi.hoisted(() => [] as string[]);
vi.mock("../config/answer-fields.ts", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  AUTH_REDIRECT_EXEMPT: exempt,
}));

const { activateChannelIfDue, exchangeLogin, goAfterLogin, logIn, logInWithSms, storeSession } =
  await import("./login.ts");
const { $accessToken, $activeChannelTime, $channel, $userId } = await import("./stores.ts");
const { $phone } = await import("./page-stores.ts");

const answer = (path: string, value: Answer) => backend.answers.set(path, value);
const paths = () => backend.requests.map((r) => r.path);

beforeEach(() => {
  backend.answers.clear();
  backend.requests.length = 0;
  for (const $store of [$accessToken, $userId, $phone]) $store.set("");
  $activeChannelTime.set({});
  $channel.set("channel_5818");
});

afterEach(() => vi.useRealTimers());

describe("every kind of login reads the answer with the one reader and stores it the same way", () => {
  const methods = [
    ["sms", "/v1/user/loginSmsCode", { phone: "13800138000", code: "1234" }],
    ["oneClick", "/v1/user/loginh5", { phone_token: "dev:13800138000" }],
    ["mark", "/v1/user/loginMark", { mark: "m" }],
    ["markcode", "/v3/user/loginMarkCode", { markcode: "mc" }],
  ] as const;
  const shapes: [string, Body, { token: string; userId: string }][] = [
    ["rich", { access_token: "tok", userinfo: { id: 42 } }, { token: "tok", userId: "42" }],
    ["lean", { token: "t", user_id: "u-1" }, { token: "t", userId: "u-1" }],
    ["token only", { token: "t" }, { token: "t", userId: "" }],
    ["bare string", "t", { token: "t", userId: "" }],
  ];
  for (const [method, path, fields] of methods) {
    test.each(shapes)(`${method}: %s answer`, async (_shape, data, stored) => {
      answer(path, { code: 200, data });
      await expect(logIn(method, fields as never)).resolves.toEqual(stored);
      expect($accessToken.get()).toBe(stored.token);
      expect($userId.get()).toBe(stored.userId);
      expect(paths()).toEqual([path, "/v1/user/activeChannel"]);
    });
  }
});

test("the SMS login normalises the phone, trims the code and keeps the phone", async () => {
  answer("/v1/user/loginSmsCode", { code: 200, data: { token: "t" } });
  await logInWithSms("+86 138-0013-8000", " 4821 ");
  const sent = backend.requests[0]?.body;
  expect(sent?.get("phone")).toBe("13800138000");
  expect(sent?.get("code")).toBe("4821");
  expect($phone.get()).toBe("13800138000");
});

/** The message of a success that carried no token the page could store. */
const UNREADABLE = "登录失败：服务返回的数据不完整，请稍后重试";

test.each<[string, Answer, string]>([
  ["code 200 without a token", { code: 200, data: null }, UNREADABLE],
  ["code 200 with an empty token", { code: 200, data: { token: "" } }, UNREADABLE],
  ["a refusal with its message", { code: 422, msg: "验证码错误" }, "验证码错误"],
  ["a refusal without message", { code: 410 }, "服务繁忙，请稍后重试"],
  ["a body without code", { data: { token: "t" } }, "服务繁忙，请稍后重试"],
])("%s: rejects with a Chinese message and stores nothing", async (_name, body, message) => {
  answer("/v1/user/loginSmsCode", body);
  await expect(logIn("sms", { phone: "13800138000", code: "1234" })).rejects.toThrow(message);
  expect($accessToken.get()).toBe("");
  expect(paths()).not.toContain("/v1/user/activeChannel");
});

test("the channel is activated at most once per 30 minutes, per channel", async () => {
  const now = 1_800_000_000_000;
  await activateChannelIfDue(now);
  await activateChannelIfDue(now + 29 * 60_000);
  expect(paths()).toEqual(["/v1/user/activeChannel"]);
  expect($activeChannelTime.get()).toEqual({ channel_5818: now });
  // Another channel has its own half hour; the first is due again once its half hour is over.
  $channel.set("channel_7101");
  await activateChannelIfDue(now + 60_000);
  $channel.set("channel_5818");
  await activateChannelIfDue(now + 30 * 60_000);
  expect(paths()).toHaveLength(3);
});

test("a refused or failed activation is not recorded and never undoes the login", async () => {
  answer("/v1/user/loginSmsCode", { code: 200, data: { token: "t" } });
  answer("/v1/user/activeChannel", new TypeError("network down"));
  await expect(logIn("sms", { phone: "13800138000", code: "1234" })).resolves.toEqual({
    token: "t",
    userId: "",
  });
  answer("/v1/user/activeChannel", { code: 500 });
  await activateChannelIfDue();
  expect($activeChannelTime.get()).toEqual({});
  expect($accessToken.get()).toBe("t");
});

test("a hanging activation holds the login no longer than the wait", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  answer("/v1/user/loginSmsCode", { code: 200, data: { token: "t" } });
  answer("/v1/user/activeChannel", () => new Promise<Body>(() => {}));
  const login = logIn("sms", { phone: "13800138000", code: "1234" });
  await vi.waitFor(() => expect(paths()).toContain("/v1/user/activeChannel"));
  await vi.advanceTimersByTimeAsync(3000);
  await expect(login).resolves.toEqual({ token: "t", userId: "" });
});

test("hostile values pass through as text, exactly as the backend sent them", async () => {
  const token = '"><script>alert(1)</script>';
  answer("/v3/user/loginMarkCode", { code: 200, data: { token, user_id: "<img src=x>" } });
  expect(await exchangeLogin("markcode", { markcode: "<b>" })).toEqual({ token, userId: "<img src=x>" });
  expect(backend.requests[0]?.body.get("markcode")).toBe("<b>");
  storeSession({ token, userId: "<img src=x>" }, "not a phone");
  expect($accessToken.get()).toBe(token);
  expect($phone.get()).toBe("");
});

test.each([
  ["", "/form-package"],
  ["?c=5265&bd_vid=abc", "/form-package?c=5265&bd_vid=abc"],
  ["?mark=abcdefgh&c=1&markcode=zzzzzzzz", "/form-package?c=1"],
  ["?next=//evil.example&%zz=1", expect.stringMatching(/^\/form-package\?/)],
])("after a login, landing query %j: the browser opens %s in place, without spent marks", (search, href) => {
  const replace = vi.fn();
  vi.stubGlobal("window", { location: { search, replace } });
  goAfterLogin();
  vi.unstubAllGlobals();
  expect(replace).toHaveBeenCalledWith(href);
});

describe("HTTP 401 of a login call (spec 8: the browser goes to /login)", () => {
  afterEach(() => exempt.splice(0));
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockClear();
    vi.stubGlobal("location", {
      pathname: "/m/v1/index.html",
      href: "http://h.example/m/v1/index.html",
      assign,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const unauthorized = () => new Response(JSON.stringify({ code: 401, msg: "凭证无效" }), { status: 401 });

  test("every login follows the spec's rule by default, one-click too", async () => {
    answer("/v1/user/loginh5", unauthorized());
    await expect(logIn("oneClick", { phone_token: "t" })).rejects.toMatchObject({ kind: "auth" });
    expect(assign).toHaveBeenCalledWith("/login");
  });

  test("a path the operator exempts (AUTH_REDIRECT_EXEMPT) keeps the visitor on the page", async () => {
    exempt.push("/v1/user/loginh5");
    answer("/v1/user/loginh5", unauthorized());
    await expect(logIn("oneClick", { phone_token: "t" })).rejects.toMatchObject({ kind: "auth" });
    expect(assign).not.toHaveBeenCalled();
  });

  test("other logins keep the spec's rule", async () => {
    answer("/v1/user/loginSmsCode", unauthorized());
    await expect(logIn("sms", { phone: "13800138000", code: "1234" })).rejects.toMatchObject({
      kind: "auth",
    });
    expect(assign).toHaveBeenCalledWith("/login");
  });
});
