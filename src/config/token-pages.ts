/**
 * Campaign token pages (spec section 2: `{token}.html`, route name login). Listed tokens are
 * built as pages of their own, with their own design; every other `/<token>.html` of a host
 * with token pages is answered by one template page, built once per bundle, whose guard reads
 * the address at run time. The servers pick the template (server/static, the generated nginx
 * configuration, the dev server) with the safety rule of src/core/campaign-token.ts.
 */
import type { HostConfig, LandingDesign, TokenPage } from "./host-schema.ts";

/** The template's file in each bundle with token pages. */
export const TOKEN_TEMPLATE_FILE = "/token-landing.html";

/**
 * The template's logical path: its `data-path` and, in the runtime configuration, the entry
 * path that makes the guard treat any token page as an entry (login) page.
 */
export const ANY_TOKEN_PATH = "/{token}.html";

type TokenFields = Pick<HostConfig, "tokens" | "tokenDesign">;

/** True when every `/<token>.html` of the host shows the token landing page. */
export function hasTokenPages(host: TokenFields): boolean {
  return (host.tokens ?? []).length > 0 || host.tokenDesign !== undefined;
}

/** The listed tokens with the design of each (its own, else the host's tokenDesign). */
export function tokenPagesOf(host: TokenFields): TokenPage[] {
  const fallback: LandingDesign = host.tokenDesign ?? "classic";
  return (host.tokens ?? []).map((item) =>
    typeof item === "string" ? { token: item, design: fallback } : { token: item.token, design: item.design },
  );
}
