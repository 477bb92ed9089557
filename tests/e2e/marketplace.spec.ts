/**
 * The marketplace (issue 16): the host's products are in the static HTML, so the first paint
 * shows them with no call; the optional live source (hosts/baidu.ts) may refresh the list
 * after load, and when it is absent, failing, slow or empty the built list stays whole.
 */
import type { Page } from "@playwright/test";
import { loggedIn, partnerVisits } from "./form-support.ts";
import { settled } from "./guard-support.ts";
import { bundleUrl, expect, test, JOURNEY } from "./support.ts";

const LIVE_PATH = "/v3/product/list";
const PAGE = "/success-loan-marketplace-download";

/** Ids of the product cards, in page order. */
function cardIds(page: Page): Promise<string[]> {
  return page
    .locator("[data-product-id]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-product-id") ?? ""));
}

/** Makes the reference server's live list answer empty or fail (development cookie). */
async function forceLive(page: Page, value: "empty" | "error"): Promise<void> {
  await page.context().addCookies([{ name: "__dev_products", value, domain: "baidu.localhost", path: "/" }]);
}

/** Counts the page's calls to the live source. */
function countLiveCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === LIVE_PATH) calls.count += 1;
  });
  return calls;
}

test.describe("without JavaScript the static HTML already shows the products", () => {
  test.use({ javaScriptEnabled: false });

  for (const [bundle, ids] of [
    ["default", ["1", "2", "3", "4"]],
    ["baidu", ["3", "1", "2"]],
  ] as const) {
    test(`${bundle}: the built list under its headline`, async ({ page }) => {
      await page.goto(bundleUrl(bundle, PAGE));
      await expect(page.getByRole("heading", { level: 1, name: "为您匹配了以下产品" })).toBeVisible();
      expect(await cardIds(page)).toEqual(ids);
      await expect(page.getByRole("link", { name: "申请信用易贷" })).toHaveAttribute(
        "href",
        "https://apply.example.com/xinyong?product_id=1&from_page=successLoanMarketplaceDownload",
      );
      await expect(page.getByText("加载中...")).toHaveCount(0);
    });
  }
});

test(
  "no live source: the built list stays and no product call is made",
  JOURNEY,
  async ({ page, request }) => {
    await loggedIn(page, request);
    const calls = countLiveCalls(page);
    await page.goto(bundleUrl("default", `${PAGE}?sd_plat_fr=channel_9`));
    await settled(page);
    expect(await cardIds(page)).toEqual(["1", "2", "3", "4"]);
    // Hydrated: the apply link now carries the visitor's tracking parameters.
    const apply = page.getByRole("link", { name: "申请工薪分期" });
    await expect(apply).toHaveAttribute("href", /_channel=channel_5818/);
    const href = new URL((await apply.getAttribute("href")) ?? "");
    expect(href.searchParams.get("sd_plat_fr")).toBe("channel_9");
    expect(href.searchParams.get("_user_id")).toMatch(/^\d+$/);
    expect(calls.count).toBe(0);
  },
);

test("a live source that answers refreshes and reorders the list after load", async ({ page, request }) => {
  await loggedIn(page, request);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_PATH);
  await page.goto(bundleUrl("baidu", PAGE));
  expect((await answered).status()).toBe(200);
  // The reference server's list: four products in its own order.
  await expect.poll(() => cardIds(page)).toEqual(["1", "2", "3", "4"]);
  await expect(page.getByRole("heading", { level: 1, name: "为您匹配了以下产品" })).toBeVisible();
  const apply = new URL((await page.getByRole("link", { name: "申请车主周转" }).getAttribute("href")) ?? "");
  expect(apply.origin + apply.pathname).toBe("https://apply.example.com/chezhu");
  expect(apply.searchParams.get("from_page")).toBe("successLoanMarketplaceDownload");
  expect(apply.searchParams.get("_channel")).toBe("channel_5818");
  // The product detail page shows a product the live source added.
  await page.getByRole("link", { name: "车主周转", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "车主周转" })).toBeVisible();
});

test("a failing live source keeps the built list, with no error headline", async ({
  page,
  request,
  consoleErrors,
}) => {
  await loggedIn(page, request);
  await forceLive(page, "error");
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_PATH);
  await page.goto(bundleUrl("baidu", "/ks-fail-marketplace"));
  expect((await answered).status()).toBe(500);
  await settled(page);
  expect(await cardIds(page)).toEqual(["3", "1", "2"]);
  await expect(page.getByRole("heading", { level: 2, name: "其他可申请产品" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(/加载失败|暂无优惠券/)).toHaveCount(0);
  // The browser reports the deliberate HTTP 500 itself; nothing else may appear.
  expect(consoleErrors.every((text) => /status of 500/.test(text))).toBe(true);
  consoleErrors.length = 0;
});

test("an empty live answer keeps the built list", async ({ page, request }) => {
  await loggedIn(page, request);
  await forceLive(page, "empty");
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === LIVE_PATH);
  await page.goto(bundleUrl("baidu", "/p4-list-download"));
  await answered;
  await settled(page);
  expect(await cardIds(page)).toEqual(["3", "1", "2"]);
  await expect(page.getByRole("heading", { level: 1, name: "推荐产品" })).toBeVisible();
});

test("a slow live source: the built list is there and usable while it waits, and stays after the timeout", async ({
  page,
  request,
  consoleErrors,
}) => {
  await loggedIn(page, request);
  // The live call never answers (a stalled backend); the page gives up after its timeout.
  await page.route(`**${LIVE_PATH}`, () => {});
  const abandoned = page.waitForEvent("requestfailed", {
    predicate: (r) => new URL(r.url()).pathname === LIVE_PATH,
    timeout: 10_000,
  });
  await page.goto(bundleUrl("baidu", PAGE));
  await expect(page.getByRole("link", { name: "申请信用易贷" })).toHaveAttribute(
    "href",
    /_channel=channel_5818/,
  );
  expect(await cardIds(page)).toEqual(["3", "1", "2"]);
  await abandoned;
  await page.waitForTimeout(200);
  expect(await cardIds(page)).toEqual(["3", "1", "2"]);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((t) => !/ERR_|aborted/i.test(t)));
});

test("every card names its lender and a repayment example; applying needs separate, unticked consent naming the lender", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const partner = await partnerVisits(page);
  await page.goto(bundleUrl("default", PAGE));
  await settled(page);
  const first = page.locator("[data-product-id]").first();
  await expect(first.getByText("放款机构：示例消费金融股份有限公司")).toBeVisible();
  await expect(
    first.getByText(/^示例：借10,000元分12期，年化利率（单利）23.9%，等额本息每期还945.11元/),
  ).toBeVisible();
  const consent = first.getByRole("checkbox", {
    name: /提供给示例消费金融股份有限公司（客服电话400-000-1001）/,
  });
  await expect(consent).not.toBeChecked();
  await first.getByRole("link", { name: "申请信用易贷" }).click();
  await expect(consent).toHaveAccessibleDescription("请先勾选同意向示例消费金融股份有限公司提供信息");
  expect(partner).toEqual([]);
  await consent.check();
  await first.getByRole("link", { name: "申请信用易贷" }).click();
  await page.waitForURL(/^https:\/\/apply\.example\.com\/xinyong/);
  expect(partner).toHaveLength(1);
});

test("a figure never breaks from its unit when a fact wraps", async ({ page }) => {
  await page.goto(bundleUrl("default", "/p4-list-download"));
  // Narrower than any figure with its unit: every fact has to wrap.
  await page.addStyleTag({ content: ".mk-facts dd { width: 3em; }" });
  // The lines each fact's last figure stands on ("200,000元", "23.9%", "36个月").
  const lines = await page.locator(".mk-facts dd").evaluateAll((facts) =>
    facts.map((fact) => {
      const text = fact.firstChild as Text;
      const range = document.createRange();
      range.setStart(text, text.data.lastIndexOf("-") + 1);
      range.setEnd(text, text.data.length);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(lines).toEqual(lines.map(() => 1));
});
