/** The page a fresh login opens next (the login itself is src/client/login.ts). */
import { withoutSpentLogin } from "../incoming-login.ts";

/** The page that decides where a fresh login goes: the guard runs there (spec section 4). */
const AFTER_LOGIN_PATH = "/form-package";

/**
 * Where the browser goes after a login: /form-package, carrying the landing query (channel,
 * attribution) without the login marks this page used up. The navigation guard on that page
 * sends the visitor on to the failure destination or keeps them on the form, following the
 * channel's flow settings (a logged-in visitor on a form-package path, spec section 4).
 */
export function afterLoginHref(search: string): string {
  // Any origin: only the path and the query are kept.
  return withoutSpentLogin(new URL(`${AFTER_LOGIN_PATH}${search}`, "https://page.invalid"));
}
