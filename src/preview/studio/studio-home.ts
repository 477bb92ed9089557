/**
 * Where the studio shows a bundle: at `<bundle>.localhost`. Browsers keep storage only for
 * frames on the same site as the page around them, and `localhost` is a site of its own, so
 * frames at `<frame>.<bundle>.localhost` work only inside a page at `<bundle>.localhost`.
 */
import { BUNDLES } from "../../config/bundles.ts";
import { hostnameOf } from "../../../server/static/site.ts";

const LOCAL = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin the studio page for `bundleId` should be opened at, when the request came to
 * another local name; undefined when it is already there, when the bundle is unknown, or when
 * the studio was opened by a network address (a phone, where `*.localhost` does not resolve).
 */
export function studioHomeOf(
  hostHeader: string | undefined,
  bundleId: string | null,
  port: number,
): string | undefined {
  if (!bundleId || !BUNDLES.some((bundle) => bundle.id === bundleId)) return undefined;
  const host = hostnameOf(hostHeader);
  const local = LOCAL.has(host) || host.endsWith(".localhost");
  const home = `${bundleId}.localhost`;
  return local && host !== home ? `http://${home}:${port}` : undefined;
}
