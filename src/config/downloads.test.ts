import { describe, expect, test } from "vitest";
import { BRAND_IDS } from "./brands.ts";
import { BUNDLES } from "./bundles.ts";
import { DOWNLOAD_TABLES, downloadLinksFor, publicAccountFor } from "./downloads.ts";
import { findConfigProblems } from "./validate.ts";

const tables = () => structuredClone(DOWNLOAD_TABLES);

/** The build preflight's problems of the download tables, as the lines it prints. */
const checkDownloadConfig = (downloads: unknown = DOWNLOAD_TABLES) =>
  findConfigProblems({}, { "src/config/downloads.ts": downloads })
    .filter((problem) => problem.file === "src/config/downloads.ts")
    .map((problem) => `${problem.file} ${problem.field}: ${problem.message}`);

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

  // Issue 53: without a 应用宝 page every Android visitor inside WeChat meets the mask.
  test("every bundle has a 应用宝 link, its own where its Android app is its own", () => {
    for (const bundle of BUNDLES) expect(downloadLinksFor(bundle).yingyongbao, bundle.id).toMatch(/^https:/);
    expect(downloadLinksFor({ id: "car", brand: "shanxin" }).yingyongbao).not.toBe(
      downloadLinksFor({ id: "default", brand: "shanxin" }).yingyongbao,
    );
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
    expect(downloadLinksFor({ id: "car", brand: "shanxin" })).toEqual({
      ios: "https://apps.example.com/ios/shanxin",
      android: "https://market.example.com/android/shanxin-car",
      apk: "https://download.example.com/android/shanxin-car-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/shanxin-car",
    });
    expect(downloadLinksFor({ id: "default", brand: "sudai" }).android).toBe(
      "https://market.example.com/android/sudai",
    );
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

  test("every brand needs its links and its account", () => {
    const bad = tables();
    delete (bad.BRAND_DOWNLOADS as Partial<typeof bad.BRAND_DOWNLOADS>).sudai;
    expect(checkDownloadConfig(bad)).toEqual([
      expect.stringMatching(/^src\/config\/downloads\.ts BRAND_DOWNLOADS\.sudai: /),
    ]);
    for (const brand of BRAND_IDS) {
      expect(downloadLinksFor({ id: "default", brand }).ios).toMatch(/^https:/);
      expect(publicAccountFor({ id: "default", brand }).qrUrl).toMatch(/^https:/);
    }
  });
});
