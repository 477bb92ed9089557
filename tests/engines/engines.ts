/**
 * The two engines besides Chromium, from Debian's packages (Playwright cannot download its own
 * here; decision 410): WebKit (WebKitGTK, the engine of every iPhone browser and of WeChat on
 * iOS) through WebKitWebDriver, and Firefox ESR through WebDriver BiDi. Both are opened behind one
 * small page interface, so the journeys are written once.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import WebDriver from "webdriver";

export type EngineName = "webkit" | "firefox";

/** A phone's viewport: the sizes every picker must work at (issue 50). */
export interface PhoneSize {
  width: number;
  height: number;
}

export const PHONE_SIZES: readonly PhoneSize[] = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/** What the journeys do with a page, whichever engine draws it. */
export interface EnginePage {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (its source is sent, so it must not close over anything). */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** Keys typed into the first element `selector` matches, after clearing it. */
  type(selector: string, text: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** Console errors and uncaught exceptions since the last call. */
  takeErrors(): string[];
  close(): Promise<void>;
}

/** The user agents the engines present: the phones whose engine they are. */
const ENGINE_USER_AGENTS: Record<EngineName, string> = {
  webkit:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  firefox: "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0",
};

const WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver";
const FIREFOX = "/usr/bin/firefox-esr";
const XVFB_RUN = "/usr/bin/xvfb-run";

/** An engine running for a test file: pages of a given size, each with an empty profile. */
export interface Engine {
  open(size: PhoneSize): Promise<EnginePage>;
  stop(): Promise<void>;
}

export function startEngine(engine: EngineName): Promise<Engine> {
  return engine === "webkit" ? startWebKit() : startFirefox();
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done, fail) => probe.once("error", fail).listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

async function untilAnswers(url: string, process: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (process.exitCode !== null) throw new Error(`${url}: the driver exited (${process.exitCode})`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${url} did not answer within 10 s`);
}

/**
 * WebKitWebDriver under a virtual display. Each page is a new session, so a new browser process:
 * tests/engines/webkit-phone.py, a bare window of the phone's size (MiniBrowser's toolbar keeps
 * windows at least 447 px wide) with an ephemeral profile. Console messages reach the driver's
 * stdout, read here for errors.
 */
async function startWebKit(): Promise<Engine> {
  const port = await freePort();
  const home = mkdtempSync(join(tmpdir(), "funnel-webkit-"));
  const driver = spawn(XVFB_RUN, ["-a", WEBKIT_DRIVER, `--port=${port}`, "--host=127.0.0.1"], {
    env: {
      ...process.env,
      XDG_DATA_HOME: join(home, "data"),
      XDG_CACHE_HOME: join(home, "cache"),
      XDG_CONFIG_HOME: join(home, "config"),
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let errors: string[] = [];
  for (const stream of [driver.stdout, driver.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) if (/CONSOLE (JS )?ERROR/.test(line)) errors.push(line.trim());
    });
  }
  await untilAnswers(`http://127.0.0.1:${port}/status`, driver);
  const script = resolve(import.meta.dirname, "webkit-phone.py");
  return {
    async open(size) {
      const session = await WebDriver.newSession({
        hostname: "127.0.0.1",
        port,
        logLevel: "error",
        connectionRetryCount: 0,
        capabilities: {
          // The driver refuses a BiDi session; classic WebDriver is what it speaks.
          "wdio:enforceWebDriverClassic": true,
          "webkitgtk:browserOptions": {
            binary: "/usr/bin/python3",
            args: [
              script,
              `--size=${size.width}x${size.height}`,
              `--user-agent=${ENGINE_USER_AGENTS.webkit}`,
            ],
          },
        } as WebdriverIO.Capabilities,
      });
      errors = [];
      const element = async (selector: string) => {
        const found = (await session.findElement("css selector", selector)) as Record<string, string>;
        return Object.values(found)[0] ?? "";
      };
      return {
        engine: "webkit",
        goto: async (url) => void (await session.navigateTo(url)),
        run: async (fn, ...args) =>
          (await session.executeScript(
            `return (${fn.toString()}).apply(null, arguments)`,
            args as unknown as never[],
          )) as never,
        click: async (selector) => void (await session.elementClick(await element(selector))),
        async type(selector, text) {
          const id = await element(selector);
          await session.elementClear(id);
          await session.elementSendKeys(id, text);
        },
        screenshot: async (file) =>
          writeFileSync(file, Buffer.from(await session.takeScreenshot(), "base64")),
        takeErrors: () => errors.splice(0),
        close: async () => void (await session.deleteSession()),
      };
    },
    async stop() {
      if (driver.pid) process.kill(-driver.pid, "SIGTERM");
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Firefox ESR over WebDriver BiDi: one browser, each page in a fresh context (empty storage). */
async function startFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      // A desktop scrollbar would narrow a 360 px layout to 348 px; phones overlay theirs.
      "ui.useOverlayScrollbars": 1,
      "general.useragent.override": ENGINE_USER_AGENTS.firefox,
    },
  });
  return {
    async open(size) {
      const context = await browser.createBrowserContext();
      const page: Page = await context.newPage();
      await page.setViewport(size);
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`${message.text()} (${message.location().url ?? ""})`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${String(error)}`));
      return {
        engine: "firefox",
        goto: async (url) => void (await page.goto(url)),
        run: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
        click: (selector) => page.click(selector),
        async type(selector, text) {
          await page.$eval(selector, (input) => {
            if (input instanceof HTMLInputElement) input.select();
          });
          await page.type(selector, text);
        },
        screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
        takeErrors: () => errors.splice(0),
        close: () => context.close(),
      };
    },
    stop: () => browser.close(),
  };
}
