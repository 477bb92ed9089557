/**
 * The partner return link (spec section 2, query parameter zhijieBackUrl): a partner app
 * sends its visitors here with the address to send them back to. Only an https address on one
 * of the host's partner hosts (hosts/*.ts `partnerHosts`) is kept; anything else is ignored,
 * so a crafted link can never turn the way back into a jump to another site.
 */
import { hasControlCharacter } from "./control-characters.ts";

/** Longest return address kept (the common fields' limit, src/contract/envelope.ts). */
const RETURN_URL_MAX = 2048;

/** A hostname as compared: lower case, without the trailing dot of a fully qualified name. */
function hostKey(name: string): string {
  const lower = name.toLowerCase();
  return lower.endsWith(".") ? lower.slice(0, -1) : lower;
}

/**
 * The return address to remember and use, or undefined. Kept only when it is an https URL
 * without credentials, on the default port, whose hostname is one of `partnerHosts`.
 */
export function partnerReturnUrl(value: unknown, partnerHosts: readonly string[]): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  if (text === "" || text.length > RETURN_URL_MAX || hasControlCharacter(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.port !== "") {
    return undefined;
  }
  const host = hostKey(url.hostname);
  return partnerHosts.some((partner) => hostKey(partner) === host) ? url.href : undefined;
}
