/**
 * Accessibility on every page type (issue 10): axe finds no serious or critical violation,
 * every input has a label, touch targets are at least 44 px, and the page stays usable at
 * 200 % text size (no horizontal scrolling on a 360 px phone).
 */
import type { Page } from "@playwright/test";
import { bundleUrl, expect, seriousAxeViolations, serverUrl, test } from "./support.ts";

/** One page of each type: landing designs, forms, results, tools, legal text, fallback. */
const PAGES: [string, string][] = [
  ["default", "/login"],
  ["default", "/v2/login"],
  ["default", "/v3/login"],
  ["default", "/v4/login"],
  ["default", "/form-package-simple"],
  ["default", "/iosversion/ios-form-package"],
  ["default", "/iosversion/ios-person-contact"],
  ["default", "/download-page"],
  ["default", "/gongzhonghao"],
  ["default", "/fail-loading"],
  ["default", "/loan-calculator"],
  ["car", "/carloan"],
  ["default", "/car-valuation"],
  ["default", "/car-problem"],
  ["default", "/debt-optimization"],
  ["default", "/debt-optimization-form"],
  ["default", "/other/lianhedengluxieyi"],
  ["default", "/404err"],
  // One-click login shown (the development carrier SDK vouches on this host).
  ["mv1", "/login"],
];

/** Pages that navigate on by themselves (loading and result-forwarding pages). */
const MOVES_ON = new Set(["/fail-loading"]);

/** Small interactive elements (< 44 px in both directions); inline text links are exempt. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "button, input:not([type=hidden]), select, textarea, a[href], [role=button]",
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .filter((el) => {
        if (el.tagName === "A" && el.closest("p, li, td, label, footer")) return false;
        // A control's tap target includes its labels (tapping a label activates the control).
        const labels = el instanceof HTMLInputElement ? [...(el.labels ?? [])] : [];
        const boxes = [el, ...labels].map((node) => node.getBoundingClientRect());
        return Math.max(...boxes.map((b) => b.height)) < 44 && Math.max(...boxes.map((b) => b.width)) < 44;
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").trim().slice(0, 20)}"`,
      ),
  );
}

for (const [bundle, path] of PAGES) {
  test(`${bundle}${path} is accessible`, async ({ page }) => {
    // The IP city is known, so a form's city help shows its suggestion too.
    await page.addInitScript(() =>
      sessionStorage.setItem("ipAddressInfo", JSON.stringify({ code: "310100", name: "上海市" })),
    );
    // Loading pages move on by themselves after a moment: audit them as rendered before their
    // script runs (the same markup and styles, without the scripts).
    if (MOVES_ON.has(path)) {
      await page.route(bundleUrl(bundle, path), async (route) => {
        // Node does not resolve *.localhost: fetch from the server by address, with the bundle's Host.
        const host = new URL(bundleUrl(bundle)).host;
        const response = await route.fetch({ url: `${serverUrl()}${path}`, headers: { host } });
        const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
        await route.fulfill({ response, body: html });
      });
    }
    await page.goto(bundleUrl(bundle, path));
    await page.waitForLoadState("networkidle");
    const serious = await seriousAxeViolations(page);
    expect(serious).toEqual([]);

    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("input:not([type=hidden]), select, textarea")]
        .filter(
          (el) => !(el.labels?.length || el.getAttribute("aria-label") || el.getAttribute("aria-labelledby")),
        )
        .map((el) => el.name || el.id || el.outerHTML.slice(0, 60)),
    );
    expect(unlabelled).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
}

test("axe run in the page finds what it is there to find", async ({ page }) => {
  await page.goto(bundleUrl("default", "/login"));
  await page.evaluate(() => {
    const planted = document.createElement("p");
    planted.id = "planted";
    planted.textContent = "看不清的说明";
    planted.style.cssText = "color: #ddd; background: #fff";
    document.querySelector("main")?.append(planted);
  });
  expect(await seriousAxeViolations(page)).toContain("color-contrast: #planted");
});

test("pages stay usable at 200 % text size", async ({ page }) => {
  for (const [bundle, path] of [PAGES[0]!, PAGES[4]!, PAGES[10]!, PAGES.at(-1)!]) {
    await page.goto(bundleUrl(bundle, path));
    await page.waitForLoadState("networkidle");
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways at 200 %`).toBeLessThanOrEqual(1);
    await expect(page.getByRole("button").first()).toBeVisible();
  }
});
