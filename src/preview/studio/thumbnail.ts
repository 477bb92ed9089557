/**
 * A destination as a marketer sees it: its plain name and a thumbnail from the page gallery,
 * or a labelled placeholder box when the gallery was not generated (`npm run gallery`).
 */
import { getBundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { galleryEntry, hasThumbnail } from "../gallery-files.ts";
import { pageName } from "./plain-words.ts";

/** URL prefix of gallery screenshots on the studio. */
const GALLERY_URL = "/preview/gallery/";

/** The thumbnail (or placeholder) of `path` in `bundleId`. */
export function thumbnail(galleryDir: string, bundleId: string, path: string): string {
  const name = pageName(getBundle(bundleId), path);
  const bare = path.split("?")[0] ?? path;
  if (!bare.startsWith("/") || !hasThumbnail(galleryDir, bundleId, bare)) {
    return `<div class="thumb empty" role="img" aria-label="${e(`${name}：还没有截图`)}"><span>还没有截图</span></div>`;
  }
  const src = `${GALLERY_URL}${galleryEntry(bundleId, bare)}`;
  return `<img class="thumb" src="${e(src)}" alt="${e(`${name}的截图`)}" width="90" height="160" loading="lazy">`;
}

/** A destination card: thumbnail, what the visitor goes through, the page's plain name. */
export function destinationCard(galleryDir: string, bundleId: string, label: string, path: string): string {
  const name = pageName(getBundle(bundleId), path);
  return `<figure class="dest">${thumbnail(galleryDir, bundleId, path)}<figcaption><span class="label">${e(label)}</span><strong>${e(name)}</strong></figcaption></figure>`;
}
