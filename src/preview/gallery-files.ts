/**
 * The page gallery's pages and files (`npm run gallery`, src/tasks/gallery.ts): which pages of a
 * bundle are shot, where each screenshot is kept and how it is named, shared by the task that
 * writes them and the preview page that shows them. The folder is outside git: screenshots are
 * made again, never committed.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { entryPathsOf, getBundle } from "../config/bundles.ts";
import {
  FAILURE_DESTINATIONS,
  FAIL_LOADING_PATH,
  ONLY_DOWNLOAD_PATH,
  SUCCESS_DESTINATIONS,
  SUCCESS_FALLBACK_BY_PLACE,
} from "../core/flow-destinations.ts";

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
export function galleryDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.GALLERY_DIR ?? join(import.meta.dirname, "../../.gallery"));
}

/** File name of a page's screenshot: `/download-page` → `download-page.png`, `/` → `root.png`. */
export function galleryFileName(path: string): string {
  const bare = (path.split("?")[0] ?? "").replace(/^\/+/, "");
  const slug = bare.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^\.+/, "");
  return `${slug || "root"}.png`;
}

/** Phone screens the gallery shoots: an Android phone's 360×640 and an iPhone's 390×844. */
export const GALLERY_SCREENS = [
  { width: 360, height: 640, folder: "" },
  { width: 390, height: 844, folder: "390x844/" },
] as const;

export type GalleryScreen = (typeof GALLERY_SCREENS)[number];

/** The screenshot of `path` in `bundleId` on `screen`, relative to the gallery folder. */
export function galleryEntry(bundleId: string, path: string, screen: GalleryScreen): string {
  return `${bundleId}/${screen.folder}${galleryFileName(path)}`;
}

/** The screens of which the gallery holds a screenshot of the page. */
export function screensShot(dir: string, bundleId: string, path: string): GalleryScreen[] {
  return GALLERY_SCREENS.filter((screen) => existsSync(join(dir, galleryEntry(bundleId, path, screen))));
}
