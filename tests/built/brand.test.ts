/**
 * First paint shows the right brand without JavaScript: name, company, ICP number and title
 * are in the static HTML of every bundle (spec sections 1, 4 and 9).
 */
import { describe, expect, test } from "vitest";
import { BUNDLES, rootTargetPath } from "../../src/config/bundles.ts";
import { read, fileFor, filesOf } from "./dist.ts";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { distDir } from "./dist.ts";

/** Login page of a bundle, as a path relative to the bundle root. */
function entryHtml(bundleId: string): string {
  const bundle = BUNDLES.find((b) => b.id === bundleId)!;
  const root = rootTargetPath(bundle);
  const path = root === "/carloan" ? bundle.entries[0]!.path : root;
  const file = fileFor(bundleId, path)!;
  return read(bundleId, relative(`${distDir}/${bundleId}`, file));
}

describe("static brand per bundle", () => {
  // [bundle, name, company, ICP, funding source (the lenders, decision 420) or null]
  test.each([
    [
      "default",
      "闪信借钱",
      "北京闪信科技有限公司",
      "京ICP备2021039950号-1",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
    // "The zhonghongrt host for the default brand: company 四川中宏融投企业管理有限公司, ICP 蜀ICP备2024081818号-1 and a funding source."
    [
      "zhonghongrt",
      "闪信借钱",
      "四川中宏融投企业管理有限公司",
      "蜀ICP备2024081818号-1",
      "示例银行股份有限公司",
    ],
    // "The nntzxn host: a Guangxi company, ICP 桂ICP备2023014712号-3, name 闪信."
    [
      "nntzxn",
      "闪信",
      "广西南宁闪信信息咨询有限公司",
      "桂ICP备2023014712号-3",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
    // "suffix -7 for the shanxinfq host or the good-finance brand, -11 for the shanhuajk host"
    [
      "shanxinfq",
      "惠享分期",
      "北京闪信科技有限公司",
      "京ICP备2021039950号-7",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
    [
      "default-haojinrong",
      "好金融",
      "北京闪信科技有限公司",
      "京ICP备2021039950号-7",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
    [
      "shanhuajk",
      "好金融",
      "北京闪信科技有限公司",
      "京ICP备2021039950号-11",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
    [
      "default-fenqizixun",
      "闪信分期咨询",
      "西安闪信分期信息咨询有限公司",
      "陕ICP备18009583号",
      "示例银行股份有限公司、示例消费金融有限公司",
    ],
  ])("%s: %s, %s, %s", (bundle, name, company, icp, funding) => {
    const html = entryHtml(bundle);
    expect(html).toContain('<html lang="zh-CN"');
    expect(html).toMatch(/<meta name="viewport" content="width=device-width/);
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`data-brand="companyName">${company}<`);
    expect(html).toMatch(new RegExp(`href="https://beian.miit.gov.cn/"[^>]*data-brand="icp">${icp}<`));
    // The funding line is always in the footer (a channel may add one at run time), hidden when empty.
    const fundingLine =
      /<p data-brand-block="sourcesFunding"( hidden)?[^>]*>\s*资金来源：<span data-brand="sourcesFunding"[^>]*>([^<]*)<\/span>/.exec(
        html,
      );
    expect(fundingLine).not.toBeNull();
    expect(fundingLine![1] === undefined).toBe(Boolean(funding));
    expect(fundingLine![2]).toBe(funding ?? "");
  });

  test("common routes carry their Chinese route title", () => {
    expect(read("default", "form-package.html")).toContain("<title>个人信息</title>");
    expect(read("default", "iosversion/ios-loading.html")).toContain("<title>申请结果</title>");
    expect(read("default", "other/lianhedengluxieyi.html")).toContain("<title>联合登录协议</title>");
  });

  test("every page carries its brand's favicon inline (no request), marked with the file's path", () => {
    for (const bundle of BUNDLES) {
      const link = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"[^>]*data-icon="([^"]+)"/.exec(
        entryHtml(bundle.id),
      );
      expect(link, bundle.id).not.toBeNull();
      const [, encoded = "", path = ""] = link ?? [];
      expect(path).toBe(`/brands/${bundle.brand}/favicon.svg`);
      expect(decodeURIComponent(encoded)).toBe(readFileSync(join("public", path), "utf8").trim());
    }
  });

  test("every brand logo is inline too (no image request before the first paint), marked with its file's path", () => {
    let logos = 0;
    for (const bundle of BUNDLES) {
      for (const file of filesOf(bundle.id).filter((f) => f.endsWith(".html"))) {
        for (const [tag] of read(bundle.id, file).matchAll(/<img\b[^>]*data-brand="logo"[^>]*>/g)) {
          logos += 1;
          const src = /\bsrc="data:image\/svg\+xml,([^"]+)"/.exec(tag)?.[1];
          const path = /\bdata-logo="([^"]+)"/.exec(tag)?.[1];
          expect(path, `${bundle.id}${file}`).toBe(`/brands/${bundle.brand}/logo.svg`);
          expect(decodeURIComponent(src ?? ""), `${bundle.id}${file}`).toBe(
            readFileSync(join("public", path ?? ""), "utf8").trim(),
          );
        }
      }
    }
    expect(logos).toBeGreaterThan(BUNDLES.length);
  });
});
