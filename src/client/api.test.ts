import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMON_FIELD_NAMES } from "../contract/envelope.ts";
import { COMMON_FIELD_MAX_LENGTH } from "../contract/envelope.ts";
import { callRequest } from "./request-body.ts";

/** The common fields as a call without fields of its own sends them. */
const commonFields = () => Object.fromEntries(callRequest({ path: "/x", tracking: false }, {}).body);

afterEach(() => {
  vi.unstubAllGlobals();
  // The start's hand-over record (start/hand-over.ts) lives on the window.
  Reflect.deleteProperty(globalThis, "funnelStart");
});

/** The common fields of a call made on the page `href`, come from `referrer`. */
function fieldsOn(href: string, referrer = "") {
  vi.stubGlobal("location", { href });
  vi.stubGlobal("document", { referrer });
  return commonFields();
}

describe("common fields", () => {
  it("keeps a normal page address and referrer", () => {
    const fields = fieldsOn("https://h.example/login?c=1#x", "https://ref.example/a?b=1");
    expect(fields.url).toBe("https://h.example/login?c=1#x");
    expect(fields.refer).toBe("https://ref.example/a?b=1");
  });

  it("drops the query of an address the server would refuse as too long", () => {
    const long = `https://h.example/login?pad=${"x".repeat(5000)}`;
    expect(fieldsOn(long, long)).toMatchObject({
      url: "https://h.example/login",
      refer: "https://h.example/login",
    });
    expect(fieldsOn(`https://h.example/${"p".repeat(5000)}`).url).toHaveLength(COMMON_FIELD_MAX_LENGTH);
  });

  it("carries every field of spec section 7 with the fixed values", () => {
    const fields = commonFields();
    expect(Object.keys(fields).sort()).toEqual([...COMMON_FIELD_NAMES].sort());
    expect(fields).toMatchObject({
      flag: "2",
      _form_package: "1",
      platform: "0",
      _platform: "3",
      _channel: "channel_5818",
    });
    expect(fields._did).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("a request the starter sent before the scripts ran (decision 405)", () => {
  const PHONE = "13800138000";

  /**
   * The network stubbed to answer `answer`, and the starter's code request for PHONE sent with
   * `fields`; `sendAgain` is a second tap of the starter, `ask` the login's own call.
   */
  async function sentByStarter(answer: unknown, fields: Record<string, string> = {}) {
    const { sendLoginSms } = await import("../contract/calls.ts");
    const { request } = await import("./api.ts");
    const { sendEarly } = await import("./start/hand-over.ts");
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const held = callRequest(sendLoginSms, { phone: PHONE, ...fields });
    const sendAgain = () => sendEarly(held.url, { phone: PHONE }, held.body);
    sendAgain();
    return { fetch, sendAgain, ask: (phone = PHONE) => request(sendLoginSms, { phone }) };
  }

  it("is not sent again by the same call: the client reads its answer, once", async () => {
    const { fetch, sendAgain, ask } = await sentByStarter({ code: 200, data: { resend_after: 45 } });
    sendAgain();
    expect(fetch, "a second tap while the first request waits sends nothing").toHaveBeenCalledTimes(1);

    expect(await ask()).toEqual({ ok: true, data: 45 });
    expect(fetch, "the held request's answer was read").toHaveBeenCalledTimes(1);
    await ask();
    expect(fetch, "taken once: a later call is sent").toHaveBeenCalledTimes(2);
  });

  it("is the same call when it asks for the same phone, whatever the common fields now hold", async () => {
    // Sent before the trackers set the device id and with the guard's channel still to come.
    const { fetch, ask } = await sentByStarter({ code: 200 }, { _channel: "channel_7001", _did: "" });
    await ask();
    expect(fetch, "one SMS, not two").toHaveBeenCalledTimes(1);
  });

  it("is not taken by a call for another phone", async () => {
    const { fetch, ask } = await sentByStarter({ code: 200 });
    await ask("13900139000");
    expect(fetch).toHaveBeenCalledTimes(2);
    const sent = fetch.mock.calls as unknown as [string, { body: URLSearchParams }][];
    expect(sent.map(([, init]) => init.body.get("phone"))).toEqual([PHONE, "13900139000"]);
  });
});

// Decision 026: asking whose a handed-over token is must not log the visitor out of the page.
describe("an HTTP 401", () => {
  it.each([
    ["to a call made with the visitor's own login, sends them to /login", undefined, ["/login"]],
    ["to a call made with another login's token, sends nobody anywhere", { token: "zzz", userId: "" }, []],
  ])("%s", async (_case, as, assigned) => {
    const { userGet } = await import("../contract/calls.ts");
    const { request } = await import("./api.ts");
    const assign = vi.fn();
    vi.stubGlobal("location", { href: "https://h.example/download", pathname: "/download", assign });
    vi.stubGlobal("document", { referrer: "", getElementById: () => null });
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 401 }));
    await expect(request(userGet, {}, as ? { as } : {})).rejects.toMatchObject({ kind: "auth" });
    expect(assign.mock.calls.map(([to]) => to)).toEqual(assigned);
  });
});
