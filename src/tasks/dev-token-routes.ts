/**
 * What `npm run dev` needs to answer any campaign `/<token>.html` of a bundle with token pages
 * (src/config/token-pages.ts): the dev route of the token template, and every root-level
 * route the bundle really has (which must not be taken for a token).
 */
import type { Bundle } from "../config/bundles.ts";
import { COMMON_ROUTES } from "../config/routes.ts";
import { hasTokenPages, TOKEN_TEMPLATE_FILE, tokenPagesOf } from "../config/token-pages.ts";

/** Token routing of one bundle in the dev server (passed as JSON in DEV_TOKEN_PAGES). */
export interface DevTokenPages {
  /** Dev route of the template: /token-landing. */
  templateRoute: string;
  /** Root-level routes of the bundle's own pages: /login, /download, /a8k2, /404, ... */
  knownRoutes: string[];
}

const isRootLevel = (path: string) => /^\/[^/]+$/.test(path);

/** The token routing of `bundle`, or undefined when it has no token pages. */
export function devTokenPages(bundle: Bundle): DevTokenPages | undefined {
  if (!hasTokenPages(bundle)) return undefined;
  const templateRoute = TOKEN_TEMPLATE_FILE.replace(/\.html$/, "");
  const known = [
    ...COMMON_ROUTES.map((route) => route.path as string),
    ...bundle.entries.map((entry) => entry.path as string),
    ...tokenPagesOf(bundle).map((page) => `/${page.token}`),
    "/404",
    "/index",
    templateRoute,
  ].filter(isRootLevel);
  return { templateRoute, knownRoutes: [...new Set(known)].sort() };
}
