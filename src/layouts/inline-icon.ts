/**
 * The brand's favicon written into the page as a `data:` address. A favicon file is fetched
 * by the browser around the first paint, and Lighthouse's simulated throttling puts that
 * request on the largest paint's path whenever it starts first: a 150 ms swing from one load
 * to the next (decision 080). Inline, it costs about 200 bytes of HTML and no request.
 * Read from public/ at build time, where the brand's file is (the build runs at the repo root).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `data:image/svg+xml,…` for a file of public/ given by its site path. */
export function inlineIcon(sitePath: string): string {
  const svg = readFileSync(join(process.cwd(), "public", sitePath), "utf8").trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
