/** The page a fresh login opens next (the login itself is src/client/login.ts). */
import { buildHref, parseQuery, type Query } from "../query.ts";

/** Query names that must not travel on: one-time login marks were used up on this page. */
const SPENT_QUERY_NAMES = ["mark", "markcode"];

/** The page that decides where a fresh login goes: the guard runs there (spec section 4). */
const AFTER_LOGIN_PATH = "/form-package";

/**
 * Where the browser goes after a login: /form-package, carrying the landing query (channel,
 * attribution) without spent login marks. The navigation guard on that page sends the visitor
 * on to the failure destination or keeps them on the form, following the channel's flow
 * settings (a logged-in visitor on a form-package path, spec section 4).
 */
export function afterLoginHref(search: string): string {
  const query: Query = parseQuery(search);
  for (const name of SPENT_QUERY_NAMES) delete query[name];
  return buildHref(AFTER_LOGIN_PATH, query);
}
