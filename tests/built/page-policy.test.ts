/**
 * Issue 51, "headers travel with the release": every built page carries its own
 * Content-Security-Policy as a `<meta>` before any script, allowing exactly its own inline
 * scripts, so a CDN needs only the one-time header of what a `<meta>` cannot say.
 */
import { hash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { CDN_PAGE_POLICY, contentSecurityPolicy } from "../../src/deploy/security-headers.ts";
import { filesOf, read } from "./dist.ts";

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g;
/** Inline scripts a browser runs: no `src`, and no data type such as JSON. */
const INLINE = /<script((?:\s+(?!src=)[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const runs = (attributes: string) => !/\btype="(?!module"|text\/javascript")/.test(attributes);

describe.each(BUNDLES.map((bundle) => [bundle.id, bundle] as const))("every page of %s", (id, bundle) => {
  const pages = filesOf(id).filter((file) => file.endsWith(".html"));

  test.each(pages)("%s carries its own policy before any script", (page) => {
    const html = read(id, page);
    const metas = [...html.matchAll(META)];
    expect(metas).toHaveLength(1);
    const [meta] = metas;
    const firstScript = html.indexOf("<script");
    expect(firstScript === -1 || (meta?.index ?? Infinity) < firstScript).toBe(true);
    const policy = (meta?.[1] ?? "").replaceAll("&quot;", '"');
    const hashes = [...html.matchAll(INLINE)]
      .filter(([, attributes = ""]) => runs(attributes))
      .map(([, , body = ""]) => `'sha256-${hash("sha256", body, "base64")}'`);
    const allowed = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
    expect(allowed.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(hashes)].sort(),
    );
    // The page's policy is the server's, less what only a header can carry.
    expect(`${policy}; ${CDN_PAGE_POLICY}`).toBe(contentSecurityPolicy(bundle, [html]));
  });
});
