// @ts-check
/**
 * `npm run dev -- <bundle>`: pages live under /<bundle>/ in the source tree, but a bundle is a
 * site root in production. In dev this plugin maps /login to /<bundle>/login so that
 * links and redirects behave as they will when deployed. A campaign `/<token>.html` that no host
 * file lists is answered by the servers (reference server, nginx) only; in dev, open
 * /token-landing (decision 165).
 */

const PASS_THROUGH = /^\/(@|_astro|node_modules|src|brands|products|\.astro|__)/;

/**
 * The dev router knows pages by route, not by built file: /m/v1/index.html is the route
 * /m/v1, /a8k2.html (a `{token}.html` page) is /a8k2 and / is the bundle's root page.
 * @param {string} url
 */
function devRoute(url) {
  const [path = "/", query] = url.split(/\?(.*)/s, 2);
  const route = path
    .replace(/\/index\.html$/, "")
    .replace(/\.html$/, "")
    .replace(/^\/$/, "");
  return query === undefined ? route : `${route}?${query}`;
}

/**
 * A Vite plugin for the dev server of one bundle (none without a bundle).
 * @param {string | undefined} bundle
 * @returns {import("vite").Plugin | undefined}
 */
export function devBundleRewrite(bundle) {
  if (!bundle) return undefined;
  /** @type {import("vite").Connect.NextHandleFunction} */
  const rewrite = (req, _res, next) => {
    const url = String(req.url ?? "/");
    if (!PASS_THROUGH.test(url) && !url.startsWith(`/${bundle}/`) && url !== `/${bundle}`) {
      req.url = `/${bundle}${devRoute(url)}`;
    }
    next();
  };
  return {
    name: "dev-bundle-rewrite",
    apply: "serve",
    // Nothing returned: Vite would run a returned function as a post-middleware hook.
    configureServer: (server) => {
      server.middlewares.use(rewrite);
    },
  };
}
