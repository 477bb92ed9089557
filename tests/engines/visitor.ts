/**
 * A visitor in one engine: taps, types and waits as the Playwright specs do, through the small
 * page interface of engines.ts. Every failure names the engine, the viewport, the page and the
 * step, and leaves a screenshot in test-results/engines/.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { EnginePage, PhoneSize } from "./engines.ts";

const SCREENSHOTS = resolve(process.env.PW_OUTPUT_DIR ?? "test-results", "engines");
const WAIT_MS = 10_000;

/**
 * Marks the first shown element that `selector` matches (and whose text, or aria-label, matches
 * `pattern`) for the driver's real click, and brings it to the middle of the screen, clear of
 * sticky bars. Runs in the page.
 */
function markTarget(selector: string, pattern: string | null): boolean {
  for (const old of document.querySelectorAll("[data-engine-target]"))
    old.removeAttribute("data-engine-target");
  const matches = (text: string | null) =>
    pattern !== null && new RegExp(pattern).test((text ?? "").replace(/\s+/g, " ").trim());
  const found = [...document.querySelectorAll(selector)].find(
    (element) =>
      element.getClientRects().length > 0 &&
      (pattern === null || matches(element.textContent) || matches(element.getAttribute("aria-label"))),
  );
  if (!found) return false;
  found.setAttribute("data-engine-target", "");
  found.scrollIntoView({ block: "center" });
  return true;
}

/** The page's path and query, for messages. */
const whereAmI = () => location.pathname + location.search;

export class Visitor {
  readonly page: EnginePage;
  readonly size: PhoneSize;
  private readonly serverPort: number;

  constructor(page: EnginePage, size: PhoneSize, serverPort: number) {
    this.page = page;
    this.size = size;
    this.serverPort = serverPort;
  }

  /** `[webkit 360×640]`: the start of every message. */
  get label(): string {
    return `[${this.page.engine} ${this.size.width}×${this.size.height}]`;
  }

  url(bundle: string, path: string): string {
    return `http://${bundle}.localhost:${this.serverPort}${path}`;
  }

  async visit(bundle: string, path: string): Promise<void> {
    await this.step(`open ${bundle}${path}`, async () => {
      try {
        await this.page.goto(this.url(bundle, path));
      } catch (error) {
        // A page that sends itself on while it loads (a protected page's head check, the guard)
        // ends the navigation Firefox's driver waited for: the page is open all the same, and
        // the checks that follow look at where it went.
        if (!/new navigation interrupted an unfinished navigation/.test(String(error))) throw error;
      }
    });
  }

  /** Runs one step; a failure says where and what, with a screenshot beside it. */
  async step<T>(name: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      const where = await this.page.run(whereAmI).catch(() => "(page gone)");
      const file = resolve(SCREENSHOTS, `${this.page.engine}-${this.size.width}-${Date.now()}.png`);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await this.page.screenshot(file).catch(() => undefined);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${this.label} ${where} — ${name}: ${reason}\n  screenshot: ${file}`, { cause: error });
    }
  }

  /** Waits until `check` (run in the page) returns true. */
  async until<A extends unknown[]>(name: string, check: (...args: A) => boolean, ...args: A): Promise<void> {
    await this.step(name, async () => {
      const deadline = Date.now() + WAIT_MS;
      while (!(await this.page.run(check, ...args))) {
        if (Date.now() > deadline) throw new Error(`not so within ${WAIT_MS / 1000} s`);
        await new Promise((done) => setTimeout(done, 100));
      }
    });
  }

  /** Taps the first shown element `selector` matches, whose text matches `text` when given. */
  async tap(selector: string, text?: RegExp): Promise<void> {
    const name = `tap ${selector}${text ? ` ${text}` : ""}`;
    await this.until(`${name}: shown`, markTarget, selector, text?.source ?? null);
    await this.step(name, () => this.page.click("[data-engine-target]"));
  }

  /** Types into a field as a visitor does (one key at a time). */
  async fill(selector: string, text: string): Promise<void> {
    await this.until(`fill ${selector}: shown`, markTarget, selector, null);
    await this.step(`type "${text}" into ${selector}`, () => this.page.type("[data-engine-target]", text));
  }

  /** Waits until the page's visible text contains `text`. */
  async sees(text: string): Promise<void> {
    await this.until(`see "${text}"`, (wanted) => document.body.innerText.includes(wanted), text);
  }

  /** Waits until the page is at `path` (the address's path alone). */
  async isAt(path: string): Promise<void> {
    await this.until(`arrive at ${path}`, (wanted) => location.pathname === wanted, path);
  }

  /** Waits until the page has loaded and fetched nothing new for 300 ms (its scripts have run). */
  async settled(): Promise<void> {
    await this.until("the page settles", () => document.readyState === "complete");
    await this.step("the page settles", async () => {
      const fetched = () => this.page.run(() => performance.getEntriesByType("resource").length);
      let seen = await fetched();
      for (let tries = 0; tries < 20; tries += 1) {
        await new Promise((done) => setTimeout(done, 300));
        const count = await fetched();
        if (count === seen) return;
        seen = count;
      }
    });
  }

  /** No console error and no uncaught exception since the last look. */
  async noErrors(): Promise<void> {
    await this.step("no console errors", async () => {
      const errors = this.page.takeErrors();
      if (errors.length > 0) throw new Error(errors.join("\n"));
    });
  }

  /** Nothing wider than the phone: the page itself never scrolls sideways. */
  async noSidewaysScroll(): Promise<void> {
    await this.step("no sideways scroll", async () => {
      const overflow = await this.page.run(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) throw new Error(`the page is ${overflow} px wider than the screen`);
    });
  }
}
