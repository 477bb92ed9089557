/**
 * `npm run gallery [-- <bundle-id> ...]`: screenshots (360×640 and 390×844 PNG) of every
 * bundle's entry pages, destinations, forms and tools into .gallery/ (or GALLERY_DIR), for a
 * developer reviewing a change (the preview studio shows live frames instead, decision 450). Starts its own development server on a free port
 * over the existing dist/ (build first) with Debian's Chromium when present; runs in CI.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "../../server/main.ts";
import { launchChromium } from "../deploy/chromium.ts";
import { galleryDir, shootGallery } from "../preview/gallery.ts";
import { namedBundles } from "./build-checks.ts";

const bundles = namedBundles(process.argv.slice(2));
const root = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "gallery-"));
const outDir = galleryDir();
const server = await startServer({
  port: 0,
  mode: "development",
  dataDir,
  distDir: resolve(root, process.env.DIST_DIR ?? "dist"),
  logger: { info: () => {}, warn: (m) => console.warn(m), error: (m, e) => console.error(m, e) },
});
const browser = await launchChromium();
try {
  const started = Date.now();
  const files = await shootGallery({
    browser,
    port: server.port,
    bundleIds: bundles.map((bundle) => bundle.id),
    outDir,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`页面图库：${files.length} 张截图，${seconds} 秒，写入 ${outDir}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
