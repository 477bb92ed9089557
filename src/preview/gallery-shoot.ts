/**
 * The page gallery: 360×640 screenshots of a bundle's entry pages and the destinations of the
 * flow tables, taken from a running development reference server (the preview start logs
 * each shot in for real, so protected result pages show themselves rather than a redirect),
 * plus a contact sheet. Used by `npm run gallery` (src/tasks/gallery.ts) and its test.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { entryPathsOf, getBundle } from "../config/bundles.ts";
import { escapeHtml as e } from "../core/html-escape.ts";
import {
  FAILURE_DESTINATIONS,
  FAIL_LOADING_PATH,
  ONLY_DOWNLOAD_PATH,
  SUCCESS_DESTINATIONS,
  SUCCESS_FALLBACK_BY_PLACE,
} from "../core/flow-destinations.ts";
import { GALLERY_SCREENS, galleryEntry, type GalleryScreen } from "./gallery-files.ts";
import { pageName } from "./studio/plain-words.ts";
import { previewStartHref } from "./studio/preview-start.ts";

/** The pages a visitor can be sent to (every destination the flow rules name). */
function destinationPaths(): string[] {
  return [
    ...new Set([
      ...SUCCESS_DESTINATIONS.map((row) => row.to),
      ...FAILURE_DESTINATIONS.map((row) => row.to),
      ...Object.values(SUCCESS_FALLBACK_BY_PLACE),
      ONLY_DOWNLOAD_PATH,
      FAIL_LOADING_PATH,
    ]),
  ];
}

/** The main funnel pages besides destinations: form steps and tools (issue 18's gallery). */
const FUNNEL_PAGES = [
  "/form-package",
  "/form-package-simple",
  "/iosversion/ios-form-package",
  "/carloan",
  "/debt-optimization-form",
  "/loan-calculator",
  "/car-valuation",
];

/** Entry pages first, then the destinations, then the forms and tools. */
function galleryPaths(bundleId: string): string[] {
  return [...new Set([...entryPathsOf(getBundle(bundleId)), ...destinationPaths(), ...FUNNEL_PAGES])];
}

/** What to shoot and where. */
export interface GalleryJob {
  browser: Browser;
  /** Port of the running development server (pages are opened at <frame>.<bundle>.localhost). */
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

/** Takes the screenshots and writes the contact sheet; returns the files written, relative to outDir. */
export async function shootGallery(job: GalleryJob): Promise<string[]> {
  const written: string[] = [];
  for (const screen of GALLERY_SCREENS) written.push(...(await shootScreen(job, screen)));
  writeFileSync(join(job.outDir, "index.html"), contactSheet(written));
  return written;
}

/** One screen size's shots of every page of every bundle. */
async function shootScreen(job: GalleryJob, screen: GalleryScreen): Promise<string[]> {
  const written: string[] = [];
  // A phone at 1 device pixel per CSS pixel: small files, the screen's size whatever the caller's defaults.
  const context = await job.browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: "zh-CN",
  });
  try {
    const page = await context.newPage();
    for (const bundleId of job.bundleIds) {
      mkdirSync(join(job.outDir, bundleId, screen.folder), { recursive: true });
      const entries = entryPathsOf(getBundle(bundleId));
      for (const [index, path] of (job.pathsOf ?? galleryPaths)(bundleId).entries()) {
        const device = `preview-gallery-${index}`;
        // Entry pages as a new visitor sees them (logged in, the guard would move on to the form);
        // result pages logged in, as a visitor reaches them.
        const loggedIn = !entries.includes(path);
        const preview = { bundleId, channel: undefined, city: "", loggedIn, phone: "android" as const };
        // No phone: the shots read the browser context's own (mobile) user agent.
        const start = previewStartHref({ ...preview, flow: undefined, path, query: {} }, device);
        await page.goto(`http://gallery.${bundleId}.localhost:${job.port}${start}`);
        await page.waitForURL((url) => url.pathname !== "/__preview/start");
        const file = galleryEntry(bundleId, path, screen);
        await screenshot(page, join(job.outDir, file));
        written.push(file);
      }
    }
  } finally {
    await context.close();
  }
  return written;
}

/**
 * An HTML page of every page's screenshots, each screen size side by side, with its bundle and
 * plain page name.
 */
function contactSheet(files: readonly string[]): string {
  const [first, ...others] = GALLERY_SCREENS;
  const figures = files
    .filter((file) => file.split("/").length === 2)
    .map((file) => {
      const [bundleId = "", name = ""] = file.split("/");
      const path = `/${name.replace(/\.png$/, "")}`;
      const label = `${bundleId} · ${pageName(getBundle(bundleId), path)}`;
      const shots = [
        { file, screen: first },
        ...others.map((screen) => ({ file: `${bundleId}/${screen.folder}${name}`, screen })),
      ]
        .filter((shot) => files.includes(shot.file))
        .map(
          ({ file: src, screen }) =>
            `<img src="${e(src)}" alt="${e(`${label}（${screen.width}×${screen.height}）`)}" width="${screen.width / 2}" height="${screen.height / 2}" loading="lazy">`,
        )
        .join("");
      return `<figure>${shots}<figcaption>${e(label)}</figcaption></figure>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>页面图库</title>
<style>body{font-family:system-ui,sans-serif;margin:16px}main{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0}figure img{margin-right:8px;vertical-align:top}img{border:1px solid #ccc;border-radius:8px}figcaption{font-size:13px}</style>
</head><body><h1>页面图库（${files.length} 张）</h1><main>
${figures}
</main></body></html>
`;
}
