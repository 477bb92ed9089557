import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { detectPlatform, inAppKind } from "./platform.ts";

const UA = {
  androidWeChat:
    "Mozilla/5.0 (Linux; Android 12; V2049A Build/SP1A) AppleWebKit/537.36 Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220903 Mobile Safari/537.36 MMWEBID/6294 MicroMessenger/8.0.28.2240(0x28001C35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64 TBS/045223 MQQBrowser/6.2",
  iosWeChat:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.29(0x18001d2f) NetType/WIFI",
  huawei:
    "Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36 Chrome/99.0 HuaweiBrowser/12.1.3.303 Mobile Safari/537.36",
  miui: "Mozilla/5.0 (Linux; U; Android 12; zh-cn; M2012K11AC) AppleWebKit/537.36 Chrome/100.0 Mobile Safari/537.36 XiaoMi/MiuiBrowser/17.1.1",
  heytap:
    "Mozilla/5.0 (Linux; U; Android 11; zh-cn; PDEM10) AppleWebKit/537.36 Chrome/70.0 Mobile Safari/537.36 HeyTapBrowser/40.7.35.1",
  vivo: "Mozilla/5.0 (Linux; Android 11; V2001A) AppleWebKit/537.36 Chrome/87.0 Mobile Safari/537.36 VivoBrowser/10.8.10.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S9080) AppleWebKit/537.36 SamsungBrowser/20.0 Chrome/106.0 Mobile Safari/537.36",
  uc: "Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1938T) AppleWebKit/537.36 Chrome/78.0 UCBrowser/13.4.0.1306 Mobile Safari/537.36",
  qq: "Mozilla/5.0 (Linux; U; Android 11; zh-cn; PCLM10) AppleWebKit/537.36 Chrome/89.0 MQQBrowser/12.1 Mobile Safari/537.36",
  iosSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  qqApp:
    "Mozilla/5.0 (Linux; Android 12; PEGM00) AppleWebKit/537.36 Chrome/89.0 MQQBrowser/6.2 TBS/046141 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D QQ/8.9.28.10155 NetType/WIFI",
  weibo:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Weibo (iPhone14,5__weibo__13.6.2__iphone__os16.5)",
  desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
};

describe("platform detection (spec 9; REFERENCE.md user-agent detection)", () => {
  test.each([
    ["androidWeChat", "android", "wechat", true, true],
    ["iosWeChat", "ios", "wechat", true, true],
    ["huawei", "android", "huawei", false, false],
    ["miui", "android", "miui", false, false],
    ["heytap", "android", "heytap", false, false],
    ["vivo", "android", "vivo", false, false],
    ["samsung", "android", "samsung", false, false],
    ["uc", "android", "uc", false, false],
    ["qq", "android", "qq", false, false],
    ["qqApp", "android", "qq", false, true],
    ["weibo", "ios", "other", false, true],
    ["iosSafari", "ios", "other", false, false],
    ["desktop", "unknown", "other", false, false],
  ] as const)("%s → %s / %s, WeChat %s, in an app %s", (key, os, browser, isWeChat, inApp) => {
    expect(detectPlatform(UA[key])).toEqual({ os, browser, isWeChat, inApp });
  });
  test("'Check MicroMessenger (WeChat) before QQ Browser'", () => {
    expect(UA.androidWeChat).toContain("MQQBrowser");
    expect(detectPlatform(UA.androidWeChat).browser).toBe("wechat");
  });
  test("non-string UA", () =>
    expect(detectPlatform(undefined)).toEqual({
      os: "unknown",
      browser: "other",
      isWeChat: false,
      inApp: false,
    }));
  test("property: never throws", () => {
    fc.assert(
      fc.property(fc.anything(), (ua) => {
        expect(["android", "ios", "unknown"]).toContain(detectPlatform(ua).os);
      }),
    );
  });
});

describe("in-app browser kind of the field figures", () => {
  test.each([
    ["Mozilla/5.0 (Linux; Android 12) MicroMessenger/8.0.40 XWEB/5043", "wechat"],
    ["Mozilla/5.0 (Linux; Android 13) aweme_260200 BytedanceWebview/d8a21c6", "douyin"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 16_0) Kwai/11.5.20", "kuaishou"],
    ["Mozilla/5.0 (Linux; Android 11) ksNebula/11.0", "kuaishou"],
    ["Mozilla/5.0 (iPhone) QQ/8.9.80.613", "qq"],
    ["Mozilla/5.0 (Linux; Android 10) MQQBrowser/12.1", "browser"],
    ["Mozilla/5.0 (iPhone) Weibo (iPhone14,2)", "weibo"],
    ["Mozilla/5.0 (Android) DingTalk/7.0", "dingtalk"],
    ["Mozilla/5.0 (Android) AlipayClient/10.5", "alipay"],
    ["Mozilla/5.0 (Android) baiduboxapp/13.40", "baidu"],
    ["Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36", "browser"],
    ["", "browser"],
  ])("%s is %s", (ua, kind) => {
    expect(inAppKind(ua)).toBe(kind);
  });
});
