/**
 * A destination as a marketer sees it: its plain name and a thumbnail from the page gallery,
 * or a labelled placeholder box when the gallery was not generated (`npm run gallery`).
 */
import type { Bundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { galleryEntry, hasThumbnail } from "../gallery-files.ts";
import { pageName } from "./plain-words.ts";

/** A destination card: thumbnail (or placeholder), what the visitor goes through, the page's name. */
export function destinationCard(galleryDir: string, bundle: Bundle, label: string, path: string): string {
  const name = pageName(bundle, path);
  const bare = path.split("?")[0] ?? path;
  const picture = hasThumbnail(galleryDir, bundle.id, bare)
    ? `<img class="thumb" src="/preview/gallery/${e(galleryEntry(bundle.id, bare))}" alt="${e(`${name}的截图`)}" width="90" height="160" loading="lazy">`
    : `<div class="thumb empty" role="img" aria-label="${e(`${name}：还没有截图`)}"><span>还没有截图</span></div>`;
  return `<figure class="dest">${picture}<figcaption><span class="label">${e(label)}</span><strong>${e(name)}</strong></figcaption></figure>`;
}
