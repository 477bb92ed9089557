/**
 * Help with the city (issue 22): "使用当前定位" with the browser's permission and
 * /v3/app/geocoder, and the IP city the guard already knows, each only a suggestion until the
 * visitor confirms it; /v1/region/list as the area pickers' source on a host that enables it.
 */
import type { Page } from "@playwright/test";
import { requestLog } from "./guard-support.ts";
import { pickArea } from "./form-support.ts";
import { bundleUrl, expect, JOURNEY, test } from "./support.ts";

const FORM = "/form-package-simple";
const cityButton = (page: Page) => page.getByRole("button", { name: /所在城市/ });
const suggestion = (page: Page) => page.getByRole("group", { name: "城市建议" });

/** Paths of the API calls this page makes, as they happen. */
function callsOf(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (req) => {
    if (req.method() === "POST") paths.push(new URL(req.url()).pathname);
  });
  return paths;
}

/** The IP city as the guard stores it after /v3/app/ipInfo (spec 3: ipAddressInfo). */
async function knownIpCity(page: Page, city: { code: string; name: string }) {
  await page.addInitScript((value) => sessionStorage.setItem("ipAddressInfo", value), JSON.stringify(city));
}

test.describe("the position the visitor shares", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 23.1291, longitude: 113.2644 } });

  test(
    "is a suggestion; the field is filled only when the visitor confirms",
    JOURNEY,
    async ({ page, request }) => {
      await page.goto(bundleUrl("default", FORM));
      await page.getByRole("button", { name: "使用当前定位" }).click();
      await expect(suggestion(page)).toContainText("当前定位：广东省 广州市");
      await expect(cityButton(page)).toHaveText("请选择省份、城市");
      const sent = (await requestLog(request, "/v3/app/geocoder"))[0]?.body;
      // Two decimals name a city; the page sends no more of the visitor's whereabouts.
      expect([sent?.lat, sent?.lng]).toEqual(["23.13", "113.26"]);

      await suggestion(page).getByRole("button", { name: "使用", exact: true }).click();
      await expect(cityButton(page)).toHaveText("广东省 广州市");
      await expect(suggestion(page)).toHaveCount(0);
    },
  );

  test("can be turned down", async ({ page }) => {
    await page.goto(bundleUrl("default", FORM));
    await page.getByRole("button", { name: "使用当前定位" }).click();
    await suggestion(page).getByRole("button", { name: "不使用此城市" }).click();
    await expect(suggestion(page)).toHaveCount(0);
    await expect(cityButton(page)).toHaveText("请选择省份、城市");
  });
});

test("without the browser's permission the visitor is told to pick the city", async ({ page }) => {
  const calls = callsOf(page);
  await page.goto(bundleUrl("default", FORM));
  await page.getByRole("button", { name: "使用当前定位" }).click();
  await expect(page.getByText("未获得定位权限，请手动选择城市")).toBeVisible();
  await expect(suggestion(page)).toHaveCount(0);
  expect(calls).not.toContain("/v3/app/geocoder");
  await pickArea(page, "所在城市", ["上海市", "上海市"]);
  await expect(cityButton(page)).toHaveText("上海市");
});

test(
  "the IP city the guard knows is suggested, and fills the field only when confirmed",
  JOURNEY,
  async ({ page }) => {
    await knownIpCity(page, { code: "310100", name: "上海市" });
    await page.goto(bundleUrl("default", FORM));
    await expect(suggestion(page)).toContainText("网络位置：上海市");
    await expect(cityButton(page)).toHaveText("请选择省份、城市");
    await suggestion(page).getByRole("button", { name: "使用", exact: true }).click();
    await expect(cityButton(page)).toHaveText("上海市");
  },
);

test("at county depth a city suggestion opens the picker at that city", async ({ page }) => {
  await knownIpCity(page, { code: "", name: "广州市" });
  await page.goto(bundleUrl("default", "/iosversion/ios-form-package"));
  const area = page.getByRole("button", { name: /居住地区/ });
  await suggestion(page).getByRole("button", { name: "使用", exact: true }).click();
  const selected = (column: string) =>
    page.getByRole("listbox", { name: column, exact: true }).getByRole("option", { selected: true });
  await expect(selected("省份")).toHaveText("广东省");
  await expect(selected("城市")).toHaveText("广州市");
  await expect(area).toHaveText("请选择省份、城市、区县");
  await page
    .getByRole("listbox", { name: "区县", exact: true })
    .getByRole("option", { name: "天河区" })
    .click();
  await page.getByRole("dialog", { name: "居住地区" }).getByRole("button", { name: "确定" }).click();
  await expect(area).toHaveText("广东省 广州市 天河区");
});

test("a host with live regions lists /v1/region/list's areas", JOURNEY, async ({ page, request }) => {
  await page.goto(bundleUrl("v1", FORM));
  await pickArea(page, "所在城市", ["广东省", "深圳市"]);
  await expect(cityButton(page)).toHaveText("广东省 深圳市");
  const asked = (await requestLog(request, "/v1/region/list")).map((row) => row.body.code ?? "");
  expect(asked).toEqual(expect.arrayContaining(["", "440000"]));
});

test("a host without live regions uses the bundled area data", async ({ page }) => {
  const calls = callsOf(page);
  await page.goto(bundleUrl("default", FORM));
  await pickArea(page, "所在城市", ["广东省", "深圳市"]);
  await expect(cityButton(page)).toHaveText("广东省 深圳市");
  expect(calls).not.toContain("/v1/region/list");
});
