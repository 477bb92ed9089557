// @ts-check
/**
 * `npm run dev -- <bundle>`: pages live under /<bundle>/ in the source tree, but a bundle is a
 * site root in production. In dev this integration maps /login to /<bundle>/login so that
 * links and redirects behave as they will when deployed.
 */
const PASS_THROUGH = /^\/(@|_astro|node_modules|src|brands|\.astro|__)/;

/** @param {string | undefined} bundle */
export function devBundleRewrite(bundle) {
  return {
    name: "dev-bundle-rewrite",
    hooks: {
      /** @param {{ updateConfig: (c: object) => void }} options */
      "astro:config:setup": ({ updateConfig }) => {
        if (!bundle) return;
        updateConfig({
          vite: {
            plugins: [
              {
                name: "dev-bundle-rewrite",
                /** @param {any} server */
                configureServer(server) {
                  server.middlewares.use(
                    (/** @type {any} */ req, /** @type {any} */ _res, /** @type {() => void} */ next) => {
                      const url = String(req.url ?? "/");
                      if (!PASS_THROUGH.test(url) && !url.startsWith(`/${bundle}/`) && url !== `/${bundle}`) {
                        req.url = `/${bundle}${url === "/" ? "" : url}`;
                      }
                      next();
                    },
                  );
                },
              },
            ],
          },
        });
      },
    },
  };
}
