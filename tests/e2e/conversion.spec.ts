/**
 * Conversion reporting end to end (spec section 4, issue 9): a form saved and accepted by the
 * API reports the conversion once per user, channel and day; a refused save reports nothing.
 * The third-party tracker hosts are answered by a local stub (this machine has no network).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { DevEvents } from "../../src/contract/dev.ts";
import { fillSimpleForm, loggedIn } from "./form-support.ts";
import { bundleUrl, expect, serverUrl, test } from "./support.ts";

/** A channel of the first short-video tracker group (src/config/trackers.ts). */
const TRACKED = { _channel: "channel_5218", succ_todo: "0", fail_todo: "0", input_form: "0" };

async function stubTrackerHosts(page: Page): Promise<void> {
  await page.route(/^https:\/\/(p1-yx\.adkwai\.com|static\.yximgs\.com|fxgate\.baidu\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "/* tracker stub */" }),
  );
}

/** Short-video conversion relays the server received for one attribution callback. */
async function reportsFor(request: APIRequestContext, callback: string): Promise<number> {
  const response = await request.get(`${serverUrl()}/__dev/events`);
  const body = (await response.json()) as { data: DevEvents };
  return body.data.conversions.filter((row) => row.kind === "kuaishou" && row.payload.callback === callback)
    .length;
}

async function submitSimpleForm(page: Page, callback: string, income?: string): Promise<void> {
  await page.goto(bundleUrl("default", `/form-package-simple?utm_source=kuaishou&callback=${callback}`));
  await fillSimpleForm(page, income);
  await page.getByRole("button", { name: "提交申请" }).click();
}

test("an accepted form reports the conversion once a day; the next save that day reports nothing", async ({
  page,
  request,
}) => {
  await stubTrackerHosts(page);
  await loggedIn(page, request, TRACKED);
  const callback = `cb${Date.now()}`;
  await submitSimpleForm(page, callback);
  await page.waitForURL(/\/success-download(\?|$)/);
  await expect.poll(() => reportsFor(request, callback)).toBe(1);

  // Sent once, the form comes back behind its status (issue 53): changed and sent again.
  await page.goto(bundleUrl("default", `/form-package-simple?utm_source=kuaishou&callback=${callback}`));
  await page.getByRole("button", { name: "修改申请信息" }).click();
  await fillSimpleForm(page);
  await page.getByRole("button", { name: "提交申请" }).click();
  await page.waitForURL(/\/success-download(\?|$)/);
  await page.waitForLoadState("networkidle");
  expect(await reportsFor(request, callback)).toBe(1);
});

test("a refused form reports nothing", async ({ page, request }) => {
  await stubTrackerHosts(page);
  await loggedIn(page, request, TRACKED);
  const callback = `cb${Date.now()}refused`;
  await submitSimpleForm(page, callback, "3000以下");
  await page.waitForURL(/\/fail-page(\?|$)/);
  await page.waitForLoadState("networkidle");
  expect(await reportsFor(request, callback)).toBe(0);
});
