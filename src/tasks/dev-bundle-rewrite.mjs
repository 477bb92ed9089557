// @ts-check
/**
 * `npm run dev -- <bundle>`: pages live under /<bundle>/ in the source tree, but a bundle is a
 * site root in production. In dev this integration maps /login to /<bundle>/login so that
 * links and redirects behave as they will when deployed, and, for a bundle with token pages,
 * any other campaign /<token>.html to the token landing template (as the servers do).
 */
import { campaignTokenOf } from "../core/campaign-token.ts";

const PASS_THROUGH = /^\/(@|_astro|node_modules|src|brands|products|\.astro|__)/;

/** @typedef {import("./dev-token-routes.ts").DevTokenPages} DevTokenPages */

/**
 * The dev router knows pages by route, not by built file: /m/v1/index.html is the route
 * /m/v1, /a8k2.html (a `{token}.html` page) is /a8k2 and / is the bundle's root page.
 * @param {string} url
 */
export function devRoute(url) {
  const [path = "/", query] = url.split(/\?(.*)/s, 2);
  const route = path
    .replace(/\/index\.html$/, "")
    .replace(/\.html$/, "")
    .replace(/^\/$/, "");
  return query === undefined ? route : `${route}?${query}`;
}

/**
 * The dev URL of a request (without the bundle prefix): the token template's route for a
 * campaign address that is not one of the bundle's own pages, else the plain dev route.
 * @param {string} url
 * @param {DevTokenPages | undefined} tokenPages
 */
export function devTarget(url, tokenPages) {
  const route = devRoute(url);
  if (!tokenPages) return route;
  const [path = "/", query] = url.split(/\?(.*)/s, 2);
  if (!/^\/[^/]+\.html$/.test(path) || tokenPages.knownRoutes.includes(path.slice(0, -".html".length))) {
    return route;
  }
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return route;
  }
  if (campaignTokenOf(decoded) === undefined) return route;
  return query === undefined ? tokenPages.templateRoute : `${tokenPages.templateRoute}?${query}`;
}

/**
 * The token routing src/tasks/dev.ts passes in DEV_TOKEN_PAGES (absent: no token pages).
 * @returns {DevTokenPages | undefined}
 */
function tokenPagesFromEnv() {
  const text = process.env.DEV_TOKEN_PAGES;
  return text ? JSON.parse(text) : undefined;
}

/**
 * @param {string | undefined} bundle
 * @param {DevTokenPages | undefined} tokenPages
 */
export function devBundleRewrite(bundle, tokenPages = tokenPagesFromEnv()) {
  /** @type {(req: { url?: string }, res: unknown, next: () => void) => void} */
  const rewrite = (req, _res, next) => {
    const url = String(req.url ?? "/");
    if (!PASS_THROUGH.test(url) && !url.startsWith(`/${bundle}/`) && url !== `/${bundle}`) {
      req.url = `/${bundle}${devTarget(url, tokenPages)}`;
    }
    next();
  };
  return {
    name: "dev-bundle-rewrite",
    hooks: {
      /** @param {{ updateConfig: (c: object) => void }} options */
      "astro:config:setup": ({ updateConfig }) => {
        if (!bundle) return;
        const plugin = {
          name: "dev-bundle-rewrite",
          /** @param {{ middlewares: { use: (fn: typeof rewrite) => void } }} server */
          configureServer: (server) => {
            // Nothing returned: Vite would run a returned function as a post-middleware hook.
            server.middlewares.use(rewrite);
          },
        };
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
