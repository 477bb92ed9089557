/**
 * Landing figures (issue 22): the built figures are in the static HTML and need no call; on a
 * host that enables /v3/app/index (hosts/v1.ts) the answer may replace them after load, only
 * with sane figures and rates labelled 年化利率（单利）. The reference server answers what the
 * `__dev_app_index` cookie holds; the lean profile answers a bare code 200 whatever it holds.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { bundleUrl, expect, JOURNEY, leanBackend, serverUrl, test } from "./support.ts";

const BUILT = { max: "200,000", rate: "年化利率（单利）7.2%-24%", term: "3-36期" };

/** Makes /v3/app/index answer `data` for this browser (development mode). */
async function appIndexAnswers(context: BrowserContext, bundle: string, data: unknown): Promise<void> {
  const value = encodeURIComponent(JSON.stringify(data));
  await context.addCookies([{ name: "__dev_app_index", value, url: bundleUrl(bundle) }]);
}

const figure = (page: Page, kind: string) => page.locator(`[data-offer="${kind}"]`).first();

/** Paths of the API calls this page makes, as they happen. */
function callsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") paths.push(new URL(req.url()).pathname);
  });
  return paths;
}

test("the figures are in the static HTML, and a host without the call makes none", async ({
  page,
  request,
}) => {
  const html = await (
    await request.get(`${serverUrl()}/v3/login`, { headers: { host: "default.localhost" } })
  ).text();
  for (const text of Object.values(BUILT)) expect(html).toContain(text);
  const calls = callsOf(page);
  await page.goto(bundleUrl("default", "/v3/login"));
  await page.waitForLoadState("load");
  await page.waitForTimeout(600);
  await expect(figure(page, "maxAmount")).toHaveText(BUILT.max);
  expect(calls).not.toContain("/v3/app/index");
});

test(
  "an enabled host shows the built figures first, then the call's",
  JOURNEY,
  async ({ page, context, request }) => {
    await appIndexAnswers(context, "v1", {
      amount: { min: 2000, max: 150000 },
      rate: { label: "年化利率（单利）", min: 9, max: 18 },
      terms: [6, 12, 24],
    });
    const html = await (
      await request.get(`${serverUrl()}/v1/login`, { headers: { host: "v1.localhost" } })
    ).text();
    expect(html).toContain(BUILT.rate);
    const answered = page.waitForResponse((res) => res.url().endsWith("/v3/app/index"));
    await page.goto(bundleUrl("v1", "/v1/login"));
    await answered;
    // The lean backend answers a bare code 200: the built figures stay.
    const expected = leanBackend()
      ? BUILT
      : { max: "150,000", rate: "年化利率（单利）9%-18%", term: "6-24期" };
    await expect(figure(page, "maxAmount")).toHaveText(expected.max);
    await expect(figure(page, "rate")).toHaveText(expected.rate);
    await expect(figure(page, "term")).toHaveText(expected.term);
  },
);

test("figures the compliance rules forbid never reach the page", async ({ page, context }) => {
  await appIndexAnswers(context, "v1", {
    amount: { min: 1, max: 99_000_000 },
    rate: { label: "日利率", min: 0.02, max: 0.05 },
    terms: [120],
    banners: ["秒批", "不看征信"],
  });
  const answered = page.waitForResponse((res) => res.url().endsWith("/v3/app/index"));
  await page.goto(bundleUrl("v1", "/v1/login"));
  await answered;
  await page.waitForTimeout(300);
  await expect(figure(page, "maxAmount")).toHaveText(BUILT.max);
  await expect(figure(page, "rate")).toHaveText(BUILT.rate);
  await expect(figure(page, "term")).toHaveText(BUILT.term);
  await expect(page.locator("body")).not.toContainText("日利率");
  await expect(page.locator("body")).not.toContainText("秒批");
});
