import { describe, expect, it } from "vitest";
import {
  allowedReturnUrl,
  bdVidUrlOf,
  channelFrom,
  kuaishouOf,
  readIntake,
  withoutParams,
} from "./intake.ts";

const ctx = { returnHosts: ["partner.example.com"], ownHost: "default.localhost" };
const page = (search: string, path = "/login") => `http://default.localhost:8080${path}${search}`;

describe("zhijieBackUrl", () => {
  it("keeps an http(s) URL of an allowed host or of the page's own host", () => {
    expect(allowedReturnUrl("https://partner.example.com/back?x=1", ctx)).toBe(
      "https://partner.example.com/back?x=1",
    );
    expect(allowedReturnUrl("http://DEFAULT.localhost/p", ctx)).toBe("http://default.localhost/p");
  });
  it.each([
    "javascript:alert(1)",
    "https://evil.example.net/",
    "https://partner.example.com.evil.net/",
    "https://user:pw@partner.example.com/",
    "//partner.example.com/",
    "data:text/html,<script>alert(1)</script>",
    "not a url",
    "",
  ])("drops %s", (value) => {
    expect(allowedReturnUrl(value, ctx)).toBeUndefined();
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
    expect(bdVidUrlOf(short, "<script>")).toBeUndefined();
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

  it("drops invalid hand-over fields but keeps the valid ones", () => {
    const plan = readIntake(page("?_token=abcdefgh&_os=9&_phone=123&_user_id=%3Cscript%3E&_channel=x"), ctx);
    expect(plan.handover).toEqual({ token: "abcdefgh" });
    expect(plan.cleanedUrl).toBe("/login");
  });

  it.each(["%", "<script>alert(1)</script>", "short", "a b c d e f g h"])(
    "does not store the token %j",
    (token) => {
      const plan = readIntake(page(`?_token=${encodeURIComponent(token)}`), ctx);
      expect(plan.handover).toBeUndefined();
      expect(plan.cleanedUrl).toBe("/login");
    },
  );

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
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("withoutParams keeps undecodable parts verbatim", () => {
    expect(withoutParams(new URL(page("?a=%E4%B8&_token=x&b")), ["_token"])).toBe("/login?a=%E4%B8&b");
  });
});
