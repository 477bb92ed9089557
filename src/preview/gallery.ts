/**
 * The page gallery (`npm run gallery`, decision 180): which pages of a bundle are shot, where each
 * screenshot is kept, and the shooting from a running development
 * server. Pages other than entry pages are shot logged in, so protected result pages show
 * themselves rather than a redirect. The folder is outside git: screenshots are never committed.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Browser } from "@playwright/test";
import { entryPathsOf, getBundle } from "../config/bundles.ts";
import {
  FAILURE_DESTINATIONS,
  FAIL_LOADING_PATH,
  ONLY_DOWNLOAD_PATH,
  SUCCESS_DESTINATIONS,
  SUCCESS_FALLBACK_BY_PLACE,
} from "../core/flow-destinations.ts";
import { devSession, visitorStorage } from "../deploy/chromium.ts";

/** The main funnel pages besides entry pages and destinations: form steps and tools (issue 18). */
const FUNNEL_PAGES = [
  "/form-package",
  "/form-package-simple",
  "/iosversion/ios-form-package",
  "/carloan",
  "/debt-optimization-form",
  "/loan-calculator",
  "/car-valuation",
];

/** A bundle's pages in the gallery: entry pages, every destination the flow rules name, the forms and tools. */
export function galleryPaths(bundleId: string): string[] {
  return [
    ...new Set([
      ...entryPathsOf(getBundle(bundleId)),
      ...SUCCESS_DESTINATIONS.map((row) => row.to),
      ...FAILURE_DESTINATIONS.map((row) => row.to),
      ...Object.values(SUCCESS_FALLBACK_BY_PLACE),
      ONLY_DOWNLOAD_PATH,
      FAIL_LOADING_PATH,
      ...FUNNEL_PAGES,
    ]),
  ];
}

/** The gallery folder: GALLERY_DIR, else <repo>/.gallery. */
export const galleryDir = (): string =>
  resolve(process.env.GALLERY_DIR ?? join(import.meta.dirname, "../../.gallery"));

/** Phone screens the gallery shoots: an Android phone's 360×640 and an iPhone's 390×844. */
const GALLERY_SCREENS = [
  { width: 360, height: 640, folder: "" },
  { width: 390, height: 844, folder: "390x844/" },
] as const;

/**
 * The screenshot of `path` in `bundleId` on `screen`, relative to the gallery folder, named by the
 * path: `/m/v1/index.html` → `m_v1_index.html.png`.
 */
function galleryEntry(bundleId: string, path: string, screen: (typeof GALLERY_SCREENS)[number]): string {
  return `${bundleId}/${screen.folder}${path.replace(/^\/+/, "").replace(/[^A-Za-z0-9.-]+/g, "_")}.png`;
}

/**
 * Takes the screenshots of `bundleIds`' pages (`pathsOf`, default {@link galleryPaths}) from the
 * development server on `port` (pages at <bundle>.localhost) into `outDir`; returns the files
 * written, relative to outDir, screen by screen.
 */
export async function shootGallery(job: {
  browser: Browser;
  port: number;
  bundleIds: readonly string[];
  outDir: string;
  pathsOf?: (bundleId: string) => string[];
}): Promise<string[]> {
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
          storageState: visitorStorage(origin, local),
        });
        try {
          const page = await context.newPage();
          await page.goto(`${origin}${path}`);
          const file = galleryEntry(bundleId, path, screen);
          mkdirSync(dirname(join(job.outDir, file)), { recursive: true });
          // Once the network is quiet: a page that moves on by itself is shot where it lands.
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: join(job.outDir, file), animations: "disabled" });
          written.push(file);
        } finally {
          await context.close();
        }
      }
    }
  }
  return written;
}
