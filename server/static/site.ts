/**
 * Which site a request is for, from its Host header: `<bundle-id>.localhost` (previews, works
 * in Chromium without DNS) or a sub-name of it such as `f360.<bundle-id>.localhost` (the same
 * bundle on an origin of its own, so each preview frame keeps its own browser storage), a
 * hostname of hosts/*.ts, the bare local host (index page at `/`), or anything else (the
 * default bundle, spec: "Unmatched hosts use the default set"; `matched` is then false).
 */
import { isIP } from "node:net";
import { BUNDLES, HOST_BUNDLES, type Bundle } from "../../src/config/bundles.ts";

const bundleById = new Map(BUNDLES.map((bundle) => [bundle.id, bundle]));
const bundleByHostname = new Map(
  HOST_BUNDLES.flatMap((bundle) => bundle.hostnames.map((name) => [name, bundle] as const)),
);
/** The bundle of hosts that match none. */
export const DEFAULT_BUNDLE = bundleById.get("default")!;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type Site = { kind: "local" } | { kind: "bundle"; bundle: Bundle; matched: boolean };

/** The host name of a Host header, lower-cased, without port or trailing dot. */
function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? "").trim().toLowerCase();
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0]!;
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/** The site a Host header selects. */
export function siteFor(hostHeader: string | undefined): Site {
  const name = hostnameOf(hostHeader);
  if (LOCAL_HOSTS.has(name)) return { kind: "local" };
  if (name.endsWith(".localhost")) {
    const label = name.slice(0, -".localhost".length).split(".").at(-1) ?? "";
    const bundle = bundleById.get(label);
    if (bundle) return { kind: "bundle", bundle, matched: true };
  }
  const bundle = bundleByHostname.get(name);
  return bundle
    ? { kind: "bundle", bundle, matched: true }
    : { kind: "bundle", bundle: DEFAULT_BUNDLE, matched: false };
}

/**
 * True for localhost, *.localhost and IP addresses (127.0.0.1, [::1], the LAN address ...): the
 * hosts the development endpoints answer (decision 036). They hand out SMS codes and login
 * values, so a page on another site that rebinds its DNS name to a developer's machine must not
 * read them. Rebinding needs a name: a Host that is an IP address means the page itself came
 * from that address, i.e. from this server (a phone opening the LAN address).
 */
export function isDevHost(hostHeader: string | undefined): boolean {
  const name = hostnameOf(hostHeader);
  return name === "localhost" || name.endsWith(".localhost") || isIP(name.replace(/^\[(.*)\]$/, "$1")) !== 0;
}
