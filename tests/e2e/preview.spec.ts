/**
 * The preview studio on the reference server (issue 11): an operator picks a bundle, channel,
 * city and login state in a plain form and reads the guard's trace, the destinations, the
 * tracker events, the phone frames and the server's event log.
 */
import { expect, serverUrl, test } from "./support.ts";

test("channel 5265 in 上海市, logged in: the city-override row fired and the failure destination is /download-page", async ({
  page,
}) => {
  await page.goto(`${serverUrl}/preview`);
  await expect(page.getByRole("heading", { level: 1, name: "预览工作台 Preview studio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "default", exact: true })).toBeVisible();

  await page.getByLabel("站点 Bundle").selectOption("default");
  await page.getByLabel("渠道号 Channel").fill("5265");
  await page.getByLabel("IP 城市 City").fill("上海市");
  await page.getByLabel("已登录 Logged in").check();
  await page.getByLabel("参考服务渠道数据 Reference server data").check();
  await page.getByRole("button", { name: "模拟 Simulate" }).click();

  const trace = page.getByRole("table", { name: /守卫决策 Guard trace/ });
  const cityRow = trace.getByRole("row").filter({ hasText: "city-apply" });
  await expect(cityRow).toContainText("城市覆盖表 / city-override table");
  await expect(cityRow).toContainText("5265-big-cities");
  await expect(cityRow).toContainText("input_form 1, succ_todo 4, fail_todo 3");

  const destinations = page.getByRole("table", { name: "去向 Destinations" });
  await expect(destinations.getByRole("row", { name: /失败去向 Failure destination/ })).toContainText(
    "/download-page",
  );
  await expect(destinations.getByRole("row", { name: /最终去向 Final destination/ })).toContainText(
    "/download-page?previousPage=跳过表单",
  );
  await expect(page.getByText("无配置 / none configured")).toBeVisible();

  // The parameters are in the address: the result can be shared and reloaded without JavaScript.
  expect(new URL(page.url()).searchParams.get("channel")).toBe("5265");
});

test("phone frames show the bundle's page at 360x640 and 390x844", async ({ page }) => {
  await page.goto(`${serverUrl}/preview?bundle=default&channel=5265&flow=server`);
  const small = page.locator('iframe[width="360"][height="640"]');
  const large = page.locator('iframe[width="390"][height="844"]');
  await expect(small).toHaveAttribute("src", /^http:\/\/default\.localhost:\d+\/login\?c=5265$/);
  await expect(large).toHaveAttribute("src", /^http:\/\/default\.localhost:\d+\/login\?c=5265$/);
  await small.scrollIntoViewIfNeeded();
  // The framed page really renders (not blocked by frame-ancestors): its footer carries the ICP number.
  await expect(page.frameLocator('iframe[width="360"]').getByRole("contentinfo")).toContainText(
    "京ICP备2021039950号-1",
  );
});

test("the event log lists a tracking record the server received during the preview", async ({
  page,
  request,
}) => {
  await page.goto(`${serverUrl}/preview?bundle=default&channel=5818`);
  await expect(page.getByText("还没有收到埋点或转化")).toBeVisible();
  const title = `预览测试 ${Date.now()}`;
  const response = await request.post(`${serverUrl}/app/record/shanqian`, {
    form: { source: "闪信", title, attr: '{"terminal":3}', _channel: "channel_5818" },
  });
  expect(response.ok()).toBe(true);
  await page.getByRole("link", { name: "刷新事件日志 Refresh" }).click();
  const log = page.getByRole("table", { name: /本次预览收到的事件/ });
  await expect(log.getByRole("row").filter({ hasText: title })).toContainText("埋点记录 event record");
});

test("bad parameters get a Chinese message and the form keeps the input", async ({ page }) => {
  await page.goto(`${serverUrl}/preview?bundle=default&channel=${encodeURIComponent("<b>52x</b>")}`);
  await expect(page.getByRole("alert")).toContainText("渠道号格式不正确");
  await expect(page.getByLabel("渠道号 Channel")).toHaveValue("<b>52x</b>");
});
