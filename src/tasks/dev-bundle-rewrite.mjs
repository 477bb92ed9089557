// @ts-check
/**
 * `npm run dev -- <bundle>`: pages live under /<bundle>/ in the source tree, but a bundle is a
 * site root in production. In dev this integration maps /login to /<bundle>/login so that
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
export function devRoute(url) {
  const [path = "/", query] = url.split(/\?(.*)/s, 2);
  const route = path
    .replace(/\/index\.html$/, "")
    .replace(/\.html$/, "")
    .replace(/^\/$/, "");
  return query === undefined ? route : `${route}?${query}`;
}

/** @param {string | undefined} bundle */
export function devBundleRewrite(bundle) {
  /** @type {(req: { url?: string }, res: unknown, next: () => void) => void} */
  const rewrite = (req, _res, next) => {
    const url = String(req.url ?? "/");
    if (!PASS_THROUGH.test(url) && !url.startsWith(`/${bundle}/`) && url !== `/${bundle}`) {
      req.url = `/${bundle}${devRoute(url)}`;
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
