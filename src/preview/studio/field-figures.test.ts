import { describe, expect, test } from "vitest";
import type { FieldFigures } from "../../../server/field.ts";
import { getBundle } from "../../config/bundles.ts";
import { fieldFiguresSection } from "./field-figures.ts";

const PERF = `| throttling | bundle | page | LCP ms | floor LCP ms | LCP / floor | TBT ms | score | runs | verdict |
|---|---|---|---:|---:|---:|---:|---:|---:|---|
| simulated | default | /login | 698 | 671 | 1.04 | 8 | 1.00 | 1 | meets targets |
| simulated | default | /v2/login | 674 | 668 | 1.01 | 0 | 1.00 | 1 | meets targets |
| applied | default | /login | 814 | 835 | 0.97 | 0 | 1.00 | 3 | meets targets |
| default | /login | 获取验证码 | typing | 100 | 40 | 35–50 | 3 | meets target |`;

const figures = (pages: FieldFigures["pages"], releases: FieldFigures["releases"] = []): FieldFigures => ({
  days: 30,
  pages,
  releases,
  dropped: 0,
});

const login = {
  host: "default.localhost",
  bundle: "default",
  page: "/login",
  views: 12,
  p75: { LCP: 1900, INP: 320, CLS: 0.3, TTFB: 420, ACT_CODE: 60 },
  counts: { LCP: 12, INP: 5, CLS: 12, TTFB: 12, ACT_CODE: 4 },
};

describe("lab figures from docs/perf.md", () => {
  test("each page's LCP, applied throttling before simulated; other tables ignored", () => {
    const v2 = { ...login, page: "/v2/login" };
    const html = fieldFiguresSection(getBundle("default"), figures([login, v2]), PERF);
    expect(html).toContain("（实验室 814 毫秒）");
    expect(html).toContain("（实验室 674 毫秒）");
    expect(html).not.toContain("698");
    expect(fieldFiguresSection(getBundle("default"), figures([login]), "")).not.toContain("实验室 ");
  });
});

describe("真实访问数据", () => {
  const bundle = getBundle("default");

  test("each figure in plain units with its verdict, LCP beside the lab's", () => {
    const html = fieldFiguresSection(bundle, figures([login]), PERF);
    expect(html).toContain("真实访问数据");
    expect(html).toContain("/login（default.localhost）");
    expect(html).toContain("12 次");
    // Each row: the figure shown, its verdict class and word (the thresholds are data).
    for (const [shown, verdict] of [
      ["1.9 秒 良好</b>（实验室 814 毫秒）", "good"],
      ["320 毫秒 待改进", "fair"],
      ["0.30 较差", "poor"],
      ["420 毫秒 良好", "good"],
      ["60 毫秒 良好", "good"],
    ] as const) {
      expect(html).toContain(`<b class="verdict-${verdict}">${shown}`);
    }
    // Figures no page reported have no column.
    expect(html).not.toContain("点“提交”到发出");
  });

  test("script-load failures and page errors per release", () => {
    const releases = [{ release: "c74d7ed", views: 40, scriptFailures: 3, errors: 1, last: 1 }];
    const html = fieldFiguresSection(bundle, figures([login], releases), "");
    expect(html).toMatch(
      /<td data-label="版本">c74d7ed<\/td><td data-label="访问">40 次<\/td><td data-label="脚本加载失败">3 次<\/td><td data-label="页面错误">1 次<\/td>/,
    );
  });

  test("another site's pages are not shown; none of this site's says so", () => {
    const html = fieldFiguresSection(bundle, figures([{ ...login, bundle: "car" }]), "");
    expect(html).toContain("还没有收到真实访问数据");
    expect(html).not.toContain("/login（");
  });

  test("a server that cannot say is told plainly", () => {
    expect(fieldFiguresSection(bundle, undefined, "")).toContain("暂时读不到真实访问数据");
  });

  test("what a page sent is escaped", () => {
    const html = fieldFiguresSection(bundle, figures([{ ...login, host: "<b>x" }]), "");
    expect(html).toContain("&lt;b&gt;x");
  });
});
