import { describe, expect, test } from "vitest";
import { BRAND_IDS } from "./brands.ts";
import { BUNDLES } from "./bundles.ts";
import {
  BRAND_DOWNLOADS,
  HOST_ACCOUNT_OVERRIDES,
  HOST_DOWNLOAD_OVERRIDES,
  PUBLIC_ACCOUNTS,
  checkDownloadConfig,
  downloadLinksFor,
  publicAccountFor,
} from "./downloads.ts";

const tables = () => ({
  BRAND_DOWNLOADS: structuredClone(BRAND_DOWNLOADS),
  HOST_DOWNLOAD_OVERRIDES: structuredClone(HOST_DOWNLOAD_OVERRIDES),
  PUBLIC_ACCOUNTS: structuredClone(PUBLIC_ACCOUNTS),
  HOST_ACCOUNT_OVERRIDES: structuredClone(HOST_ACCOUNT_OVERRIDES),
});

describe("download configuration", () => {
  test("the shipped tables are valid", () => {
    expect(checkDownloadConfig()).toEqual([]);
  });

  test("every bundle gets distinct iOS and Android links and an account", () => {
    for (const bundle of BUNDLES) {
      const links = downloadLinksFor(bundle);
      expect(links.ios).not.toBe(links.android);
      expect(publicAccountFor(bundle).name).not.toBe("");
    }
  });

  test("an APK and a 应用宝 link are optional, and checked when given", () => {
    const bad = tables();
    delete bad.BRAND_DOWNLOADS.sudai.apk;
    bad.BRAND_DOWNLOADS.shanxin.yingyongbao = "http://a.app.qq.com/o/simple.jsp?pkgname=x";
    bad.HOST_DOWNLOAD_OVERRIDES.baidu = { apk: "javascript:x" };
    expect(checkDownloadConfig(bad)).toEqual([
      'src/config/downloads.ts BRAND_DOWNLOADS.shanxin.yingyongbao: "http://a.app.qq.com/o/simple.jsp?pkgname=x" is not an https URL',
      'src/config/downloads.ts HOST_DOWNLOAD_OVERRIDES.baidu.apk: "javascript:x" is not an https URL',
    ]);
  });

  test("host overrides win over the brand's links", () => {
    expect(downloadLinksFor({ id: "car", brand: "shanxin" }).android).toBe(
      HOST_DOWNLOAD_OVERRIDES.car?.android,
    );
    expect(downloadLinksFor({ id: "car", brand: "shanxin" }).ios).toBe(BRAND_DOWNLOADS.shanxin.ios);
    expect(downloadLinksFor({ id: "default", brand: "sudai" })).toEqual(BRAND_DOWNLOADS.sudai);
  });

  test.each([
    ["http://download.example.com/a.apk", "is not an https URL"],
    ["javascript:alert(1)", "is not an https URL"],
    ["/relative.apk", "is not an https URL"],
    ["https://user:pw@download.example.com/a.apk", "is not an https URL"],
  ])("rejects the Android link %s", (link, message) => {
    const bad = tables();
    bad.BRAND_DOWNLOADS.shanxin.android = link;
    expect(checkDownloadConfig(bad)).toEqual([
      `src/config/downloads.ts BRAND_DOWNLOADS.shanxin.android: "${link}" ${message}`,
    ]);
  });

  test("names a bad host override, an empty account name and a QR URL too long to draw", () => {
    const bad = tables();
    bad.HOST_DOWNLOAD_OVERRIDES.baidu = { ios: "ftp://x.example.com" };
    bad.PUBLIC_ACCOUNTS.sudai.name = " ";
    bad.PUBLIC_ACCOUNTS.huifenqi.qrUrl = `https://mp.example.com/${"q".repeat(200)}`;
    expect(checkDownloadConfig(bad)).toEqual([
      'src/config/downloads.ts HOST_DOWNLOAD_OVERRIDES.baidu.ios: "ftp://x.example.com" is not an https URL',
      "src/config/downloads.ts PUBLIC_ACCOUNTS.sudai.name: is empty",
      "src/config/downloads.ts PUBLIC_ACCOUNTS.huifenqi.qrUrl: is longer than 213 bytes",
    ]);
  });

  test("covers every brand", () => {
    expect(Object.keys(BRAND_DOWNLOADS).sort()).toEqual([...BRAND_IDS].sort());
    expect(Object.keys(PUBLIC_ACCOUNTS).sort()).toEqual([...BRAND_IDS].sort());
  });
});
