/**
 * A brand image (favicon, logo) written into the page as a `data:` address. Such a file is
 * fetched around the first paint, and Lighthouse's simulated throttling puts that request on
 * the largest paint's path whenever it ends before the observed paint: a 100–150 ms swing from
 * one load to the next for page and floor alike (decision 080). Inline, each costs about 250
 * bytes of HTML and no request. Read at build time from public/ (astro.config.mjs's
 * `publicDir`) under the working directory, which is where Astro takes the project root from.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** `data:image/svg+xml,…` for an SVG file of public/ given by its site path. */
export function inlineSvg(sitePath: string): string {
  const svg = readFileSync(join(process.cwd(), "public", sitePath), "utf8").trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The attributes of a brand logo `<img>`: the build brand's file inline, marked with its path
 * so the run-time brand (brand-runtime.ts) only fetches a different brand's logo.
 */
export function brandLogoAttributes(sitePath: string) {
  return { src: inlineSvg(sitePath), "data-brand": "logo", "data-logo": sitePath } as const;
}
