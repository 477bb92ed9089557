/**
 * The page gallery: 360×640 and 390×844 screenshots of a bundle's entry pages, destinations,
 * forms and tools (gallery-files.ts), taken from a running development reference server. Entry
 * pages are shot as a new visitor sees them; every other page logged in (the server's
 * development markcode login), so protected result pages show themselves rather than a
 * redirect. Used by `npm run gallery` (src/tasks/gallery.ts) and its test.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { entryPathsOf, getBundle } from "../config/bundles.ts";
import { devSession } from "../deploy/chromium.ts";
import { GALLERY_SCREENS, galleryEntry, galleryPaths } from "./gallery-files.ts";

/** What to shoot and where. */
export interface GalleryJob {
  browser: Browser;
  /** Port of the running development server (pages are opened at <bundle>.localhost). */
  port: number;
  bundleIds: readonly string[];
  outDir: string;
  /** Pages per bundle; default {@link galleryPaths}. */
  pathsOf?: (bundleId: string) => string[];
}

/** A screenshot once the page has loaded; a page that moves on by itself is shot where it lands. */
async function screenshot(page: Page, file: string): Promise<void> {
  await page.waitForLoadState("load");
  try {
    await page.screenshot({ path: file, type: "png", animations: "disabled", timeout: 5_000 });
  } catch {
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: file, type: "png", animations: "disabled", timeout: 10_000 });
  }
}

/** Takes the screenshots; returns the files written, relative to outDir, screen by screen. */
export async function shootGallery(job: GalleryJob): Promise<string[]> {
  const written: string[] = [];
  const session = await devSession(`http://127.0.0.1:${job.port}`, "19900000001");
  for (const screen of GALLERY_SCREENS) {
    for (const bundleId of job.bundleIds) {
      const origin = `http://${bundleId}.localhost:${job.port}`;
      const entries = entryPathsOf(getBundle(bundleId));
      for (const path of (job.pathsOf ?? galleryPaths)(bundleId)) {
        // Entry pages as a new visitor sees them (logged in, the guard would move on to the form).
        const local = entries.includes(path) ? {} : session;
        // A phone at 1 device pixel per CSS pixel: small files, the screen's own size.
        const context = await job.browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
          locale: "zh-CN",
          storageState: {
            cookies: [],
            origins: [
              { origin, localStorage: Object.entries(local).map(([name, value]) => ({ name, value })) },
            ],
          },
        });
        try {
          const page = await context.newPage();
          await page.goto(`${origin}${path}`);
          const file = galleryEntry(bundleId, path, screen);
          mkdirSync(dirname(join(job.outDir, file)), { recursive: true });
          await screenshot(page, join(job.outDir, file));
          written.push(file);
        } finally {
          await context.close();
        }
      }
    }
  }
  return written;
}
