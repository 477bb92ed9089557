/**
 * Shared helpers of the end-to-end tests: bundle URLs on the project's reference server, a `test`
 * fixture that fails on console errors and page errors, and the SMS dev outbox reader
 * (more dev-endpoint helpers: guard-support.ts).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type axeCore from "axe-core";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * The origin of the reference server the running test's project reaches (its `use.baseURL`):
 * each project of playwright.config.ts has a server of its own, so this is read per test, not
 * fixed when the module loads. Call it inside a test, a hook or a fixture.
 */
export function serverUrl(): string {
  const origin = base.info().project.use.baseURL;
  if (!origin)
    throw new Error(`project ${base.info().project.name} names no use.baseURL (playwright.config.ts)`);
  return origin;
}

/** The port of the running test's reference server. */
export const e2ePort = (): number => Number(new URL(serverUrl()).port);

/**
 * True when the running test's server answers the leanest shapes the spec allows
 * (SERVER_PROFILE=lean, server/api.ts): the project `phone-chromium-lean`.
 */
export const leanBackend = (): boolean => base.info().project.metadata["serverProfile"] === "lean";

/** Tag of the main journeys, which the project `phone-chromium-lean` runs against the lean backend too. */
export const JOURNEY = { tag: "@journey" } as const;

/** URL of `path` on a bundle: `<bundle>.localhost` resolves to loopback in Chromium. */
export function bundleUrl(bundle: string, path = "/"): string {
  return `http://${bundle}.localhost:${e2ePort()}${path}`;
}

/** Console messages that are not our bugs (none so far); kept explicit so the list stays short. */
const IGNORED_CONSOLE = [/Download the React DevTools/];

export const test = base.extend<{ consoleErrors: string[]; newTabHistory: void }>({
  /**
   * Each test starts in what a visitor's new tab has: a history of one blank entry. A worker
   * keeps one page from test to test (`reuseContext`, playwright.config.ts), and Playwright's
   * reset between tests clears storage, cookies, cache, routes and scripts but keeps the page's
   * history, which `history.length` and Back would show. Afterwards the page is left blank
   * here: a redirect the page still had on a timer would abort the reset's own navigation, which
   * Playwright does not try again (the next test then waits out its timeout). Two tries of 3 s
   * each: a page that stays stuck is left to the reset; closing it instead makes the next test's
   * page hang on its own close (Playwright 1.65).
   */
  newTabHistory: [
    async ({ page }, use) => {
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Page.resetNavigationHistory");
      await devtools.detach();
      await use();
      const goneBlank = () =>
        page.goto("about:blank", { timeout: 3_000 }).then(
          () => true,
          () => page.isClosed(),
        );
      if (!(await goneBlank())) await goneBlank();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // A page served with status 404 on purpose (the fallback page) logs its own status.
        const isOwnStatus =
          text.startsWith("Failed to load resource") && message.location().url === page.url();
        if (!isOwnStatus && !IGNORED_CONSOLE.some((pattern) => pattern.test(text))) {
          errors.push(`${text} (${message.location().url})`);
        }
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors and uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Ticks a box or picks a radio as a visitor does: one tap, then the control shows checked.
 * Not Playwright's check(), which throws when the state is not changed right after the click:
 * a tap that lands while React hydrates an island is put back by React for a frame, then
 * entered again by the held hydration (src/client/start/held-hydration.ts, early-input.spec.ts).
 */
export async function tapToCheck(control: Locator): Promise<void> {
  await control.click();
  await expect(control).toBeChecked();
}

/** A random, valid mainland mobile number, so tests never share SMS limits. */
export function randomPhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
}

/** The latest SMS code the development outbox holds for `phone`. */
export async function devSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`${serverUrl()}/__dev/sms/latest?phone=${phone}`);
  expect(response.ok(), `dev outbox has a code for ${phone}`).toBe(true);
  const body = (await response.json()) as { code?: string; data?: { code?: string } };
  const code = body.data?.code ?? body.code;
  expect(code, "SMS code").toMatch(/^\d{4,6}$/);
  return String(code);
}

/** axe-core's script, run in the page as it is (read once per worker). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * What axe finds serious or critical on `page`, one line per rule with its elements. axe runs
 * in the page's own document and hands back only its violations, each reduced to the rule and
 * the elements: @axe-core/playwright's builder cost three to four times the CPU of the run
 * itself, in the results it moves (every passed rule with its elements) and, for frames, a
 * blank page of its own to join them (decision 505). `exclude` (a selector) leaves those
 * elements out: the preview studio excludes its frames, which show pages audited on their own.
 */
export async function seriousAxeViolations(
  page: Page,
  { exclude }: { exclude?: string } = {},
): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (excluded) => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    const { violations } = await axe.run(excluded ? { exclude: [[excluded]] } : document, {
      resultTypes: ["violations"],
      iframes: false,
    });
    return violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
  }, exclude);
}
