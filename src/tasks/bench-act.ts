/**
 * Time to act (issue 39): one load of a page in a new browser context with Lighthouse's
 * devtools slow 4G and 4× slower CPU applied through CDP, a visitor who does what the action
 * says, and the milliseconds from the measured tap to the request it causes leaving the
 * renderer (Chromium's own wall time of the request) or its result changing on screen.
 */
import { devices, type Browser, type Page } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";
import { devCall, devSession } from "../deploy/chromium.ts";
import type { Action, Target } from "../deploy/bench-pages.ts";

const slow4G = throttling.mobileSlow4G;

/** Records when nodes or text inside (or being) the element of `selector` change, in wall time. */
function watchChanges(selector: string): void {
  const times: number[] = [];
  (window as unknown as { benchChanges: number[] }).benchChanges = times;
  const inside = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(selector);
  const appears = (node: Node) =>
    node instanceof Element && (node.matches(selector) || node.querySelector(selector) !== null);
  // Not attributes: React writes a typed value into its input's attribute, late on a busy thread.
  new MutationObserver((records) => {
    if (records.some((record) => inside(record.target) || [...record.addedNodes].some(appears)))
      times.push(Date.now());
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const locate = (page: Page, [role, name]: Target) =>
  page.getByRole(role, { name, exact: true }).filter({ visible: true }).first();

/** A number of its own for each load: the server allows one code a minute per number. */
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** The code the reference server just sent to a number (its development outbox). */
async function smsCode(server: string, phone: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const sent = (await devCall(server, `/__dev/sms/latest?phone=${phone}`).catch(() => undefined)) as
      { code?: string } | undefined;
    if (sent?.code) return sent.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS code sent to ${phone}`);
}

/** What a visitor's storage holds before the page loads: a remembered number, or a session. */
async function storageOf(server: string, action: Action, phone: string): Promise<Record<string, string>> {
  if (action.visitor === "returning") return { phone };
  if (action.visitor !== "logged-in") return {};
  // A seeded web channel whose flow settings send the visitor on to the success page.
  const flow = { _channel: "channel_5818", succ_todo: "0", fail_todo: "0", input_form: "0" };
  return { ...(await devSession(server, phone)), ...flow };
}

/**
 * Scrolls a control into view and returns a tap on its centre as a finger gives it: no wait
 * for the page to be ready for it.
 */
async function tap(page: Page, target: Target): Promise<() => Promise<void>> {
  const control = locate(page, target);
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error(`${target[1]} is not on the screen`);
  return () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Milliseconds from the tap to the action's effect, one load of a new visitor. */
export async function timeToAct(browser: Browser, port: number, action: Action): Promise<number> {
  const origin = `http://${action.bundle}.localhost:${port}`;
  const server = `http://127.0.0.1:${port}`;
  const phone = newPhone();
  const local = Object.entries(await storageOf(server, action, phone)).map(([name, value]) => ({
    name,
    value,
  }));
  const context = await browser.newContext({
    ...devices["Pixel 5"],
    viewport: { width: 360, height: 640 },
    locale: "zh-CN",
    storageState: { cookies: [], origins: [{ origin, localStorage: local }] },
  });
  // The development carrier SDK vouches for the number its cookie names.
  if (action.visitor === "carrier")
    await context.addCookies([{ name: "__dev_carrier", value: phone, url: origin }]);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow4G.cpuSlowdownMultiplier });
    if ("shown" in action.until) await page.addInitScript(watchChanges, action.until.shown);
    void page.goto(`${origin}${action.path}`).catch(() => {});
    await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0, null, {
      polling: 10,
      timeout: 30_000,
    });
    if (action.visitor !== "returning") await page.waitForTimeout(1000);
    for (const step of action.steps) {
      if ("tap" in step) await locate(page, step.tap).tap();
      if ("see" in step) await locate(page, step.see).waitFor();
      const typing =
        "type" in step
          ? { field: step.type, text: step.text }
          : "phone" in step
            ? { field: step.phone, text: phone }
            : "code" in step
              ? { field: step.code, text: await smsCode(server, phone) }
              : undefined;
      if (typing) {
        await locate(page, typing.field).tap();
        await page.keyboard.type(typing.text, { delay: 120 });
      }
      if ("pick" in step) {
        await locate(page, ["button", new RegExp(`^${step.pick}( |$)`)]).tap();
        const sheet = page.getByRole("dialog", { name: step.pick });
        for (const [column, option] of step.options.entries())
          await sheet
            .getByRole("listbox")
            .nth(column)
            .getByRole("option", { name: option, exact: true })
            .tap();
        const confirm = sheet.getByRole("button", { name: "确定" });
        if (await confirm.isVisible()) await confirm.tap();
      }
    }
    const tapNow = await tap(page, action.tap);
    const { until } = action;
    const effect =
      "request" in until
        ? context
            .waitForEvent("request", { predicate: (r) => r.url().includes(until.request), timeout: 20_000 })
            // Chromium's wall time of the request, known once its response starts.
            .then(async (request) => (await request.response(), request.timing().startTime))
        : null;
    const tapped = Date.now();
    await tapNow();
    if (effect) return (await effect) - tapped;
    const changed = await page.waitForFunction(
      (after) => (window as unknown as { benchChanges: number[] }).benchChanges.find((t) => t >= after),
      tapped,
      { polling: 20, timeout: 20_000 },
    );
    return ((await changed.jsonValue()) as number) - tapped;
  } finally {
    await context.close();
  }
}
