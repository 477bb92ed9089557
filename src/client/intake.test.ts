import { describe, expect, it } from "vitest";
import { bdVidUrlOf, channelFrom, kuaishouOf, readIntake } from "./intake.ts";

const ctx = ["partner.example.com"];
const page = (search: string, path = "/login") => `http://default.localhost:8080${path}${search}`;

describe("zhijieBackUrl (the rule itself: src/core/partner-return.test.ts)", () => {
  it("keeps an https address on a partner host and drops any other", () => {
    expect(
      readIntake(page("?zhijieBackUrl=https%3A%2F%2Fpartner.example.com%2Fback"), ctx).zhijieBackUrl,
    ).toBe("https://partner.example.com/back");
    expect(
      readIntake(page("?zhijieBackUrl=https%3A%2F%2Fevil.example.net%2F"), ctx).zhijieBackUrl,
    ).toBeUndefined();
  });
});

describe("channelFrom", () => {
  it("accepts digits and channel_NNNN only", () => {
    expect(channelFrom("5265")).toBe("channel_5265");
    expect(channelFrom("channel_963")).toBe("channel_963");
    expect(channelFrom("5265<script>")).toBeUndefined();
    expect(channelFrom("channel_")).toBeUndefined();
    expect(channelFrom(undefined)).toBeUndefined();
  });
});

describe("kuaishou attribution", () => {
  it("keeps filled fields and drops unfilled __MACRO__ values", () => {
    expect(
      kuaishouOf({
        utm_source: "ks",
        callback: "https://cb/x?y=1",
        oaidMd5: "__OAID__",
        imeiMd5: "abc",
        idfaMd5: "",
      }),
    ).toEqual({ utm_source: "ks", callback: "https://cb/x?y=1", imeiMd5: "abc" });
  });
  it("needs a filled utm_source", () => {
    expect(kuaishouOf({ utm_source: "__UTM__", callback: "x" })).toBeUndefined();
    expect(kuaishouOf({ callback: "x" })).toBeUndefined();
  });
});

describe("bd_vidUrl", () => {
  it("is the landing URL, shortened when longer than 1024 characters", () => {
    const short = new URL(page("?bd_vid=abc123&c=1"));
    expect(bdVidUrlOf(short, "abc123")).toBe(short.href);
    const long = new URL(page(`?bd_vid=abc123&pad=${"x".repeat(2000)}`));
    expect(bdVidUrlOf(long, "abc123")).toBe("http://default.localhost:8080/login?bd_vid=abc123");
  });
  it.each([
    // Baidu's click ids are opaque: every shape the ad platform may issue is kept.
    "abc123",
    "a+b/c=",
    "x",
    "百度",
    "<script>",
  ])("keeps the landing URL for bd_vid %j", (vid) => {
    const url = new URL(page(`?bd_vid=${encodeURIComponent(vid)}`));
    expect(bdVidUrlOf(url, vid)).toBe(url.href);
  });
  it.each(["", "   ", "a\u0000b", "x".repeat(1025)])("drops bd_vid %j", (vid) => {
    expect(bdVidUrlOf(new URL(page("?bd_vid=x")), vid)).toBeUndefined();
  });
  it("a raw + in the address stays in the landing URL sent to the ad platform", () => {
    const plan = readIntake(page("?bd_vid=ab+cd/ef=="), ctx);
    expect(plan.bdVidUrl).toBe("http://default.localhost:8080/login?bd_vid=ab+cd/ef==");
  });
});

describe("readIntake", () => {
  it("reads the app hand-over and removes it from the address", () => {
    const plan = readIntake(
      page(
        "?_token=tok.EN-12345&_channel=channel_7101&_os=1&_did=dev1&_user_id=42&_ua=App%2F1.0&appname=%E9%97%AA%E4%BF%A1&company=%E5%85%AC%E5%8F%B8&_phone=13800138000&keep=1#h",
        "/success-download",
      ),
      ctx,
    );
    expect(plan.handover).toEqual({
      token: "tok.EN-12345",
      channel: "channel_7101",
      os: "1",
      did: "dev1",
      userId: "42",
      ua: "App/1.0",
      appname: "闪信",
      appcompany: "公司",
      phone: "13800138000",
    });
    expect(plan.cleanedUrl).toBe("/success-download?keep=1#h");
  });

  it("drops hand-over fields of a stated form that do not fit it, keeps opaque ones as they are", () => {
    const plan = readIntake(page("?_token=abcdefgh&_os=9&_phone=123&_user_id=%3Cscript%3E&_channel=x"), ctx);
    expect(plan.handover).toEqual({ token: "abcdefgh", userId: "<script>" });
    expect(plan.cleanedUrl).toBe("/login");
  });

  it("normalises the hand-over phone", () => {
    expect(readIntake(page("?_token=t&_phone=%2B86%20138-0013-8000"), ctx).handover?.phone).toBe(
      "13800138000",
    );
  });

  // The backend decides what a token looks like: short, odd and unicode ones are handed on.
  it.each([
    "t",
    "short",
    "a b c d e f g h",
    "<script>alert(1)</script>",
    "令牌",
    "a+b/c==",
    "x".repeat(2048),
  ])("takes the token %j as it is", (token) => {
    const plan = readIntake(page(`?_token=${encodeURIComponent(token)}`), ctx);
    expect(plan.handover).toEqual({ token });
    expect(plan.cleanedUrl).toBe("/login");
  });

  it.each(["", "%20%20", "a%0Ab", "a%00b", "x".repeat(2049)])("does not take the token %j", (token) => {
    const plan = readIntake(page(`?_token=${token}`), ctx);
    expect(plan.handover).toBeUndefined();
    expect(plan.cleanedUrl).toBe("/login");
  });

  it("removes an empty _token from the address without storing it", () => {
    const plan = readIntake(page("?_token=&c=5"), ctx);
    expect(plan.handover).toBeUndefined();
    expect(plan.cleanedUrl).toBe("/login?c=5");
  });

  it("leaves the address alone without a hand-over", () => {
    expect(readIntake(page("?c=5&h5face=1"), ctx)).toEqual({ h5face: "1" });
  });

  it("never throws on hostile input", () => {
    const hostile = [
      "?%E4%B8%AD%ZZ=%E4%B8&_token=%&h5face=%ff%fe",
      `?zhijieBackUrl=${"%".repeat(5000)}&bd_vid=${"a".repeat(100000)}`,
      "?_token=<script>alert(1)</script>&appname=<img src=x onerror=alert(1)>",
      "?__proto__=x&constructor=y&_token=t&toString=z",
      "?&&&==&=&a",
    ];
    for (const search of hostile) expect(() => readIntake(page(search), ctx)).not.toThrow();
    expect(readIntake("not a url", ctx)).toEqual({});
    const proto = readIntake(page("?__proto__=x&_token=tttttttt"), ctx);
    expect(proto.handover).toEqual({ token: "tttttttt" });
    // An undecodable value stays as written: the backend, not the page, says whether it is an id.
    expect(readIntake(page("?_token=%&_user_id=%%%"), ctx).handover).toEqual({ token: "%", userId: "%%%" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe("the hand-over in the plan (whether it is taken: src/core/incoming-login.test.ts)", () => {
  it("is planned whatever the link's _user_id says, and always leaves the address bar", () => {
    const plan = readIntake(page("?_token=their-token&_user_id=9&_channel=channel_7101&c=5"), ctx);
    expect(plan.handover).toEqual({ token: "their-token", userId: "9", channel: "channel_7101" });
    expect(plan.cleanedUrl).toBe("/login?c=5");
  });
});
