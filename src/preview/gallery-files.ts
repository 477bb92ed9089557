/**
 * Where the page gallery keeps its screenshots (`npm run gallery`, src/tasks/gallery.ts) and how
 * a page is named there, shared by the task that writes them and the studio that shows them.
 * The folder is outside git: screenshots are made again, never committed.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

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

/** Phone screens the gallery shoots: the first is the studio's thumbnail (360×640). */
export const GALLERY_SCREENS = [
  { width: 360, height: 640, folder: "" },
  { width: 390, height: 844, folder: "390x844/" },
] as const;

export type GalleryScreen = (typeof GALLERY_SCREENS)[number];

/** The screenshot of `path` in `bundleId` on `screen`, relative to the gallery folder. */
export function galleryEntry(
  bundleId: string,
  path: string,
  screen: GalleryScreen = GALLERY_SCREENS[0],
): string {
  return `${bundleId}/${screen.folder}${galleryFileName(path)}`;
}

/** True when the gallery holds a screenshot of the page. */
export function hasThumbnail(dir: string, bundleId: string, path: string): boolean {
  return existsSync(join(dir, bundleId, galleryFileName(path)));
}
