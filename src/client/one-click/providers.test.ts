/**
 * The two phone-number providers against fakes of what they talk to (the app's bridge, a
 * carrier SDK's script and global): each says whether it can vouch, hands over a token, and
 * turns every failure or silence into "no provider" or a rejected token, never a hang.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test, vi } from "vitest";
import { PHONE_TOKEN_HANDLER } from "../native-bridge.ts";
import { findPhoneTokenProvider, type PhoneTokenProvider } from "./providers.ts";

const settings = {
  scriptUrl: "/__dev/carrier-sdk.js",
  appId: "dev-app",
  sdkGlobal: "DevCarrierAuth",
  timeoutMs: 1000,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const never = () => new Promise<never>(() => undefined);

/** A page without the carrier SDK's settings: only the app can vouch. */
const noSettings = { getElementById: () => null };

/** The provider of a page inside the app whose bridge handler answers with `handler`. */
function findAppProvider(handler: (name: string, payload: unknown) => unknown) {
  vi.stubGlobal("window", appWindow(handler));
  vi.stubGlobal("document", noSettings);
  return findPhoneTokenProvider();
}

function appWindow(handler: (name: string, payload: unknown) => unknown) {
  return {
    flutter_inappwebview: { callHandler: async (name: string, payload: unknown) => handler(name, payload) },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

describe("the app provider", () => {
  test("asks the handler to prepare, then for the token", async () => {
    const calls: unknown[] = [];
    const provider = await findAppProvider((name, payload) => {
      calls.push([name, payload]);
      return (payload as { step: string }).step === "prepare"
        ? { available: true, maskedPhone: "138****8000", carrier: "CM" }
        : { token: "dev:13800138000" };
    });
    expect(provider?.offer).toEqual({ maskedPhone: "138****8000", carrier: "cmcc" });
    await expect(provider?.token()).resolves.toBe("dev:13800138000");
    expect(calls).toEqual([
      [PHONE_TOKEN_HANDLER, { step: "prepare" }],
      [PHONE_TOKEN_HANDLER, { step: "token" }],
    ]);
  });

  test.each<[string, (name: string, payload: unknown) => unknown]>([
    ["an app without the handler answers null", () => null],
    ["an app that answers nothing", () => undefined],
    ["an app that says no", () => ({ available: false })],
    [
      "a handler that fails",
      () => {
        throw new Error("no handler");
      },
    ],
  ])("%s: no provider", async (_name, handler) => {
    await expect(findAppProvider(handler)).resolves.toBeUndefined();
  });

  test("an app that never answers: no provider after 5 s", async () => {
    vi.useFakeTimers();
    let settled = false;
    const found = findAppProvider(never).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(found).resolves.toBeUndefined();
  });

  test("a token step without a token rejects", async () => {
    const provider = await findAppProvider((_n, p) =>
      (p as { step: string }).step === "prepare" ? true : { token: "" },
    );
    await expect(provider?.token()).rejects.toThrow(/no phone token/);
  });

  test("outside the app, without carrier settings: no provider, and the bridge is not asked", async () => {
    const handler = vi.fn(() => true);
    const { flutter_inappwebview: _bridge, ...browser } = appWindow(handler);
    vi.stubGlobal("window", browser);
    vi.stubGlobal("document", noSettings);
    await expect(findPhoneTokenProvider()).resolves.toBeUndefined();
    expect(handler).not.toHaveBeenCalled();
  });
});

/**
 * A page outside the app with the carrier settings `settingsText` (the block EntryPage.astro
 * writes), whose appended script "loads" by running `install` on the window.
 */
function carrierEnv(
  install: ((win: Record<string, unknown>) => void) | "fails",
  settingsText: string | null = JSON.stringify(settings),
) {
  const win: Record<string, unknown> = {};
  const appended: string[] = [];
  const doc = {
    getElementById: (id: string) =>
      id === "carrier-login" && settingsText !== null ? { textContent: settingsText } : null,
    createElement: () => {
      const listeners = new Map<string, () => void>();
      const script = {
        async: false,
        src: "",
        addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      };
      return Object.assign(script, { fire: (type: string) => listeners.get(type)?.() });
    },
    head: {
      appendChild: (script: { src: string; fire: (type: string) => void }) => {
        appended.push(script.src);
        setTimeout(() => {
          if (install === "fails") return script.fire("error");
          install(win);
          script.fire("load");
        }, 0);
        return script;
      },
    },
  } as never;
  return { env: { win, doc }, appended };
}

/** The carrier provider the page `env` finds. */
function findCarrierProvider(env: ReturnType<typeof carrierEnv>["env"]) {
  vi.stubGlobal("window", env.win);
  vi.stubGlobal("document", env.doc);
  return findPhoneTokenProvider();
}

describe("the carrier provider", () => {
  test("loads the script, prepares with the app id, hands over the token", async () => {
    const prepare = vi.fn(async () => ({ maskedPhone: "139****0001", carrier: "cmcc" }));
    const getToken = vi.fn(() => "dev:13900000001");
    const { env, appended } = carrierEnv((win) => (win.DevCarrierAuth = { prepare, getToken }));
    const provider = await findCarrierProvider(env);
    expect(appended).toEqual(["/__dev/carrier-sdk.js"]);
    expect(prepare).toHaveBeenCalledWith({ appId: "dev-app" });
    expect(provider?.offer).toEqual({ maskedPhone: "139****0001", carrier: "cmcc" });
    await expect(provider?.token()).resolves.toBe("dev:13900000001");
    expect(getToken).toHaveBeenCalledWith({ appId: "dev-app" });
  });

  test("an SDK already on the page is not loaded again", async () => {
    const { env, appended } = carrierEnv("fails");
    env.win.DevCarrierAuth = { prepare: () => undefined, getToken: () => ({ token: "t" }) };
    const provider = await findCarrierProvider(env);
    expect(appended).toEqual([]);
    await expect(provider?.token()).resolves.toBe("t");
  });

  test.each<[string, ((win: Record<string, unknown>) => void) | "fails"]>([
    ["the script fails to load", "fails"],
    ["the script defines no global", () => undefined],
    ["the global lacks getToken", (win) => (win.DevCarrierAuth = { prepare: () => true })],
    [
      "the SDK says no",
      (win) => (win.DevCarrierAuth = { prepare: async () => ({ available: false }), getToken: () => "t" }),
    ],
    [
      "prepare throws",
      (win) =>
        (win.DevCarrierAuth = {
          prepare: () => {
            throw new Error("not on mobile data");
          },
          getToken: () => "t",
        }),
    ],
  ])("%s: no provider", async (_name, install) => {
    await expect(findCarrierProvider(carrierEnv(install).env)).resolves.toBeUndefined();
  });

  test("an SDK that never prepares: no provider after timeoutMs", async () => {
    vi.useFakeTimers();
    const { env } = carrierEnv((win) => (win.DevCarrierAuth = { prepare: never, getToken: never }));
    const found = findCarrierProvider(env);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(found).resolves.toBeUndefined();
  });

  test("a token that never comes rejects after timeoutMs; a refused token rejects", async () => {
    const { env } = carrierEnv((win) => (win.DevCarrierAuth = { prepare: () => true, getToken: never }));
    const provider = await findCarrierProvider(env);
    vi.useFakeTimers();
    const token = provider!.token();
    const settled = expect(token).rejects.toThrow(/token timed out/);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
    env.win.DevCarrierAuth = {
      prepare: () => true,
      getToken: async () => Promise.reject(new Error("denied")),
    };
    const again = await findCarrierProvider(env);
    await expect(again?.token()).rejects.toThrow("denied");
  });
});

describe("what the login page carries", () => {
  test("the carrier settings block is used only when complete", async () => {
    const sdk = (win: Record<string, unknown>) =>
      (win.DevCarrierAuth = { prepare: () => true, getToken: () => "t" });
    await expect(findCarrierProvider(carrierEnv(sdk).env)).resolves.toBeDefined();
    for (const text of [
      null,
      "",
      "{",
      "null",
      '{"scriptUrl":"/x.js"}',
      JSON.stringify({ ...settings, timeoutMs: "5" }),
    ]) {
      const { env, appended } = carrierEnv(sdk, text);
      await expect(findCarrierProvider(env)).resolves.toBeUndefined();
      expect(appended).toEqual([]);
    }
  });
});

/*
 * What a provider answers is read tolerantly: the tables go through the carrier SDK already on
 * the page, whose `prepare` answers `offer` and whose `getToken` answers `token`.
 */
const hostileJson = (text: string) => JSON.parse(text) as unknown;

function sdkAnswering(offer: unknown, token: unknown) {
  const { env } = carrierEnv("fails");
  env.win.DevCarrierAuth = { prepare: () => offer, getToken: () => token };
  return findCarrierProvider(env);
}

describe("what a provider offers: can it vouch here?", () => {
  test.each<[string, unknown, PhoneTokenProvider["offer"] | undefined]>([
    // The development SDK and the shape decision 061 assumes.
    [
      "rich",
      { available: true, maskedPhone: "138****8000", carrier: "cmcc" },
      { maskedPhone: "138****8000", carrier: "cmcc" },
    ],
    ["lean: resolves with nothing", undefined, {}],
    ["a bare true", true, {}],
    ["a bare false", false, undefined],
    ["available false", { available: false, maskedPhone: "138****8000" }, undefined],
    ["available 0", { available: 0 }, undefined],
    ['enabled "false"', { enabled: "false" }, undefined],
    [
      "carrier SDK names",
      { securityPhone: "186****1234", operatorType: "CU" },
      { maskedPhone: "186****1234", carrier: "cucc" },
    ],
    ["carrier in Chinese", { operator: "中国电信" }, { carrier: "ctcc" }],
    ["unknown carrier", { carrier: "other" }, {}],
    ["a full number is masked here", { phone: "+86 138-0013-8000" }, { maskedPhone: "138****8000" }],
    ["a number without a mask is not shown", { maskedPhone: "12345678" }, {}],
    ["markup is not a number", { maskedPhone: "<b>138****8000</b>" }, {}],
    ["control characters", { maskedPhone: "138****8000\n" }, { maskedPhone: "138****8000" }],
    ["too long", { maskedPhone: `138${"*".repeat(30)}` }, {}],
    ["prototype keys", hostileJson('{"__proto__":{"available":false}}'), {}],
  ])("%s", async (_name, raw, offer) => expect((await sdkAnswering(raw, "t"))?.offer).toEqual(offer));
});

describe("the token a provider hands over: opaque, checked for safety only", () => {
  test.each<[string, unknown, string | undefined]>([
    ["a bare string", "dev:13800138000", "dev:13800138000"],
    ["token field", { token: "abc" }, "abc"],
    ["phone_token field", { phone_token: "t" }, "t"],
    ["a carrier's accessToken", { accessToken: "STsid0000001" }, "STsid0000001"],
    ["a one-character token is kept", "x", "x"],
    ["markup stays text", "<script>", "<script>"],
    ["empty", "", undefined],
    ["a newline inside", "a\nb", undefined],
    ["too long", "x".repeat(2049), undefined],
    ["an object token", { token: { value: "x" } }, undefined],
    ["nothing", undefined, undefined],
    ["prototype keys", hostileJson('{"__proto__":{"token":"evil"}}'), undefined],
  ])("%s", async (_name, raw, token) => {
    const handedOver = (await sdkAnswering(true, raw))!.token();
    await (token === undefined
      ? expect(handedOver).rejects.toThrow(/no phone token/)
      : expect(handedOver).resolves.toBe(token));
  });
});

test("property: whatever a provider answers, the page finds a provider or none, and a token or a refusal", async () => {
  await fc.assert(
    fc.asyncProperty(fc.anything({ withNullPrototype: true, withObjectString: true }), async (raw) => {
      const provider = await sdkAnswering(raw, raw);
      if (provider)
        await provider.token().catch((error: Error) => expect(error.message).toMatch(/no phone token/));
    }),
  );
});
