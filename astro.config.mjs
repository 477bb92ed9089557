// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import { CHUNK_GROUPS, leanPreloadHelper } from "./src/vite/runtime-chunk.mjs";
import { deferredScripts } from "./src/vite/deferred-scripts.mjs";
import { stripSamples } from "./src/deploy/samples.ts";
import { devBundleRewrite } from "./src/tasks/dev-bundle-rewrite.mjs";

/**
 * Registers `client:interaction` (hydrate on first touch, focus or key) and `client:settled`
 * (also once the page has painted and the browser is idle); both hold taps and entries made
 * before hydration (src/client/start/held-hydration.ts).
 */
const hydrateOnInteraction = {
  name: "hydrate-on-interaction",
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    "astro:config:setup": ({ addClientDirective }) => {
      addClientDirective({ name: "interaction", entrypoint: "./src/client/start/held-hydration.ts" });
      addClientDirective({ name: "settled", entrypoint: "./src/client/start/held-hydration.ts" });
    },
  },
};

/**
 * One Astro build renders every bundle at once under a `[bundle]` route parameter
 * (src/pages/[bundle]/...), into .build/site/<bundle>/; src/tasks/build.ts then assembles
 * each self-contained site root dist/<bundle>/ (see decision 001 in
 * docs/decisions/build-and-page-start.md).
 */
const buildDir = process.env.BUILD_DIR ?? ".build";
/** Opt-in shared asset prefix (decision 102): the CDN address of one `_astro/` copy for every bundle. */
const assetsPrefix = process.env.ASSETS_PREFIX?.replace(/\/+$/, "") || undefined;

export default defineConfig({
  outDir: `${buildDir}/site`,
  cacheDir: `${buildDir}/cache`,
  publicDir: "public",
  trailingSlash: "never",
  build: {
    // Emits the entry pages as m/v1/index.html and login.html, the legacy paths (decision 001).
    format: "preserve",
    // Small page CSS inlined: no render-blocking stylesheet request on a 4G phone.
    inlineStylesheets: "always",
    assets: "_astro",
    ...(assetsPrefix ? { assetsPrefix } : {}),
  },
  compressHTML: true,
  devToolbar: { enabled: false },
  // deferredScripts: page scripts start from an inline starter after first paint (decision 080).
  integrations: [react(), hydrateOnInteraction, deferredScripts(assetsPrefix)],
  vite: {
    cacheDir: `${buildDir}/vite`,
    build: {
      assetsInlineLimit: 0,
      // The oldest engines visitors bring: iOS Safari 15 and Android WebView 90 (decision 410).
      target: ["safari15", "chrome90"],
      // Two files of script on every page, not ten (src/vite/runtime-chunk.mjs). Set here, every
      // Vite environment inherits it (Vite's documented rule), so it needs no name of Astro's for
      // its browser build (decision 470); the server builds' chunks are not shipped.
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    plugins: [leanPreloadHelper(), stripSamples(), devBundleRewrite(process.env.DEV_BUNDLE)],
  },
});
