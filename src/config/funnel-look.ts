/**
 * Which look a bundle's pages after the landing take (issue 18, decision 090). A visitor who
 * landed on the dark short-video page with its accent-coloured call to action should not meet
 * a different-looking form: where that landing is the host's first page, the other pages take
 * a dark header and the accent colour for their actions. A host file's `look` decides instead.
 */
import type { FunnelLook, HostConfig, LandingDesign } from "./host-schema.ts";
import { tokenPagesOf } from "./token-pages.ts";

/** The dark look's header: the short-video landing's background (VideoLanding.astro). */
export const DARK_HEADER = "#0f1115";

type LookSource = Pick<HostConfig, "root" | "entries" | "tokens" | "tokenDesign" | "look">;

/** The design of the page `/` opens. */
function rootDesign({ root, entries, tokens, tokenDesign }: LookSource): LandingDesign | undefined {
  if (typeof root === "string") return entries.find((entry) => entry.path === root)?.design;
  return (
    tokenPagesOf({ tokens, tokenDesign }).find((page) => page.token === root.token)?.design ?? tokenDesign
  );
}

export function funnelLook(host: LookSource): FunnelLook {
  return host.look ?? (rootDesign(host) === "video" ? "dark" : "light");
}
