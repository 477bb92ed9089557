/**
 * Issue 54, field measurement (decision 445): a page reports what the visit measured when it is
 * hidden, after it has loaded and painted: the Web Vitals, the time from the tap to the request
 * of a main action, script-load failures, tagged with host, bundle, page, channel, release and
 * in-app browser kind, and nothing personal. The reference server keeps it (server/field.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { FieldBatch } from "../../src/core/field-payload.ts";
import { fillSimpleForm, loggedIn } from "./form-support.ts";
import { bundleUrl, expect, randomPhone, serverUrl, tapToCheck, test } from "./support.ts";

const SCRIPT_FILES = /\/_astro\/[^/?]+\.js(\?.*)?$/;
const WECHAT =
  "Mozilla/5.0 (Linux; Android 12; V2134A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/1234 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";

/**
 * The batches this test's page sends, as they leave the browser: other tests' pages send theirs
 * to the same server at the same time, so each test reads its own.
 */
function sentBatches(page: Page): FieldBatch[] {
  const sent: FieldBatch[] = [];
  // The context's requests: a batch sent as the page goes belongs to no page any more.
  page.context().on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/field-report") {
      sent.push(JSON.parse(request.postData() ?? "{}") as FieldBatch);
    }
  });
  return sent;
}

/** The batches of `sent` for `path`, each once the reference server has kept it as it was sent. */
async function keptBatches(request: APIRequestContext, sent: readonly FieldBatch[], path: string) {
  const answer = await request.get(`${serverUrl()}/__dev/field-figures`);
  const kept = new Set(
    ((await answer.json()) as { data: { recent: FieldBatch[] } }).data.recent.map((batch) =>
      JSON.stringify(batch),
    ),
  );
  return sent.filter((batch) => batch.tags.page === path && kept.has(JSON.stringify(batch)));
}

/** How many batches the reference server has taken so far. */
const receivedCount = async (request: APIRequestContext) =>
  ((await (await request.get(`${serverUrl()}/__dev/field-figures`)).json()) as { data: { received: number } })
    .data.received;

/**
 * The batches for `path` the server took after `since` (a {@link receivedCount}), for a batch
 * sent as the page goes, which no page of the test sees leave; other tests' may be among them.
 */
async function batchesSince(request: APIRequestContext, since: number, path: string): Promise<FieldBatch[]> {
  const answer = await request.get(`${serverUrl()}/__dev/field-figures`);
  const { recent, received } = ((await answer.json()) as { data: { recent: FieldBatch[]; received: number } })
    .data;
  return recent
    .slice(Math.max(0, recent.length - (received - since)))
    .filter((batch) => batch.tags.page === path);
}

/**
 * Resolves once the page's field reporter has started (its chunk is loaded once the page is
 * idle); called before the page is opened.
 */
function reporterStarted(page: Page): Promise<void> {
  return page
    .waitForResponse(/\/_astro\/field-report\.[\w-]+\.js/, { timeout: 20_000 })
    .then(() => page.waitForTimeout(300));
}

/** The visitor switches away: the page becomes hidden, as on a phone going to another app. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

test.use({ userAgent: WECHAT });

test("the login reports its Web Vitals and the time from 获取验证码 to its request, tagged, nothing personal", async ({
  page,
  request,
}) => {
  const sent = sentBatches(page);
  const phone = randomPhone();
  const started = reporterStarted(page);
  // A query that carries personal values: none of it may reach the figures.
  await page.goto(bundleUrl("default", `/login?c=5818&phone=${phone}&token=secret-token-1`));
  await page.getByLabel("手机号码").fill(phone);
  await tapToCheck(page.getByRole("checkbox", { name: /我已阅读并同意/ }));
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  await started;
  await hide(page);

  await expect
    .poll(async () => (await keptBatches(request, sent, "/login")).length, { timeout: 10_000 })
    .toBe(1);
  const [batch] = await keptBatches(request, sent, "/login");
  const names = batch!.metrics.map(([name]) => name);
  expect(names).toEqual(expect.arrayContaining(["LCP", "TTFB", "CLS", "ACT_CODE"]));
  const figure = (name: string) => batch!.metrics.find(([metric]) => metric === name)![1];
  expect(figure("LCP")).toBeGreaterThan(0);
  // The tap's request left the browser within the bench's own reach of it (a loaded page).
  expect(figure("ACT_CODE")).toBeLessThan(2_000);
  expect(batch!.tags).toEqual({
    host: "default.localhost",
    bundle: "default",
    page: "/login",
    channel: "channel_5818",
    release: expect.stringMatching(/^[\w.-]{1,40}$/),
    inApp: "wechat",
  });
  expect([batch!.scriptFailures, batch!.errors]).toEqual([0, 0]);
  const text = JSON.stringify(batch);
  for (const personal of [phone, "secret-token-1", "token=", "phone="]) expect(text).not.toContain(personal);

  // Hidden again with nothing new: no second batch.
  await hide(page);
  await page.waitForTimeout(500);
  expect(sent.filter((batch) => batch.tags.page === "/login")).toHaveLength(1);
});

test("a form reports the time from its submit to its request when the visitor leaves", async ({
  page,
  request,
}) => {
  await loggedIn(page, request);
  const since = await receivedCount(request);
  const started = reporterStarted(page);
  await page.goto(bundleUrl("default", "/form-package-simple"));
  await started;
  await fillSimpleForm(page);
  await page.getByRole("button", { name: "提交申请" }).click();
  // The save sends the visitor on: leaving hides the page, and the batch goes with it.
  await page.waitForURL((url) => !url.pathname.startsWith("/form-package-simple"));
  // Its batch, with everything this view measured: no earlier hide sent any of it.
  const withSubmit = async () =>
    (await batchesSince(request, since, "/form-package-simple")).filter((batch) =>
      batch.metrics.some(([name]) => name === "ACT_FORM"),
    );
  await expect.poll(async () => (await withSubmit()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const [batch] = await withSubmit();
  expect(batch!.metrics.map(([name]) => name)).toEqual(expect.arrayContaining(["LCP", "TTFB", "ACT_FORM"]));
  expect(batch!.tags.channel).toBe("channel_5818");
  // Nothing of what was typed, by this test or any other, reaches the figures.
  const text = JSON.stringify(await batchesSince(request, since, "/form-package-simple"));
  for (const personal of ["张三", "13800138000", "30000"]) expect(text).not.toContain(personal);
});

test("a download tap in WeChat reports the time until its open-in-browser mask shows", async ({
  page,
  request,
}) => {
  const sent = sentBatches(page);
  await loggedIn(page, request);
  const started = reporterStarted(page);
  await page.goto(bundleUrl("default", "/success-download"));
  await started;
  // The installer link: WeChat blocks it, so the page shows its open-in-browser mask instead.
  await page.getByRole("link", { name: /安装包/ }).click();
  await expect(page.getByRole("button", { name: "关闭提示" })).toBeVisible();
  await hide(page);
  await expect
    .poll(async () => (await keptBatches(request, sent, "/success-download")).flatMap((b) => b.metrics), {
      timeout: 10_000,
    })
    .toContainEqual(["ACT_DOWNLOAD", expect.any(Number)]);
});

test("script files that failed to load are reported by the page that loads after 重新加载", async ({
  page,
  request,
  consoleErrors,
}) => {
  const sent = sentBatches(page);
  await page.route(SCRIPT_FILES, (route) => route.abort("failed"));
  await page.goto(bundleUrl("default", "/login"));
  await page.getByLabel("手机号码").fill(randomPhone());
  await page.getByRole("button", { name: "获取验证码" }).click();
  const reload = page.locator("#page-notice").getByRole("button", { name: "重新加载" });
  await expect(reload).toBeVisible({ timeout: 15_000 });
  await page.unroute(SCRIPT_FILES);
  const started = reporterStarted(page);
  await reload.click();
  await started;
  await hide(page);

  await expect
    .poll(async () => (await keptBatches(request, sent, "/login")).length, { timeout: 10_000 })
    .toBe(1);
  const [batch] = await keptBatches(request, sent, "/login");
  expect(batch!.scriptFailures).toBeGreaterThan(0);
  // Reported once: the history entry no longer carries the count.
  expect(await page.evaluate(() => JSON.stringify(history.state ?? {}))).not.toContain("funnelCarried");
  // The failed files were reported by the browser too, as arranged.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/_astro\/|Failed to load resource|net::ERR_FAILED/.test(text)),
  );
});
