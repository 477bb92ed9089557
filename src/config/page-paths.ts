/**
 * getStaticPaths helpers: which bundles build which page. The tasks (build, dev) name the
 * bundles to render in BUNDLES (ids they have checked, comma-separated; empty for all).
 */
import { BUNDLES, type Bundle } from "./bundles.ts";
import { findRoute } from "./routes.ts";
import type { LandingDesign } from "./host-schema.ts";
import { ANY_TOKEN_PATH, hasTokenPages, TOKEN_TEMPLATE_FILE, tokenPagesOf } from "./token-pages.ts";

/** Props every page receives from its static path. */
export interface BundleProps {
  bundle: Bundle;
}

/** Props of an entry (login) page. */
export interface EntryProps extends BundleProps {
  path: string;
  routeName: string;
  design: LandingDesign;
}

function selectedBundles(): readonly Bundle[] {
  const wanted = (process.env.BUNDLES ?? "").split(",").filter(Boolean);
  return wanted.length === 0 ? BUNDLES : BUNDLES.filter((bundle) => wanted.includes(bundle.id));
}

/** Static paths of a common route: every bundle. */
export function everyBundle() {
  return selectedBundles().map((bundle) => ({ params: { bundle: bundle.id }, props: { bundle } }));
}

/** Props of a page file that serves a family of common routes: the route's path. */
export interface RouteProps extends BundleProps {
  path: string;
}

/**
 * Static paths of a family of common routes (one page file, one component with a variant per
 * route), each in every bundle. `param` is the file's parameter (`[param].astro`): the path's
 * last segment. A family shares one component, so its pages share its styles.
 */
export function everyBundleAt(param: string, paths: readonly string[]) {
  return selectedBundles().flatMap((bundle) =>
    paths.map((path) => ({
      params: { bundle: bundle.id, [param]: path.slice(path.lastIndexOf("/") + 1) },
      props: { bundle, path },
    })),
  );
}

/**
 * Static paths of the entry pages whose path ends in `/<file>` (`[...dir]/<file>.astro`): each
 * bundle's entries of that name, `dir` the folders before it (none for /login).
 */
export function entryPagesNamed(file: "login" | "index.html") {
  return selectedBundles().flatMap((bundle) =>
    bundle.entries
      .filter((entry) => entry.path.endsWith(`/${file}`))
      .map(({ path, design }) => ({
        params: { bundle: bundle.id, dir: path.slice(1, -file.length - 1) || undefined },
        props: {
          bundle,
          path,
          routeName: findRoute(path)?.name ?? "login",
          design,
        },
      })),
  );
}

/**
 * Static paths of the `{token}.html` login pages: the listed tokens, each in its own design, and
 * the template (token-landing.html) that answers any other `/<token>.html` (src/config/token-pages.ts).
 */
export function tokenPages() {
  return selectedBundles()
    .filter(hasTokenPages)
    .flatMap((bundle) => {
      const template = TOKEN_TEMPLATE_FILE.slice(1, -".html".length);
      return [
        ...tokenPagesOf(bundle).map(({ token, design }) => ({ token, path: `/${token}.html`, design })),
        { token: template, path: ANY_TOKEN_PATH, design: bundle.tokenDesign ?? "classic" },
      ].map(({ token, path, design }) => ({
        params: { bundle: bundle.id, token },
        props: { bundle, path, routeName: "login", design },
      }));
    });
}
