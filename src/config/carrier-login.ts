/**
 * The carrier SDK settings a login page carries (docs/decisions/061-carrier-sdk-interface.md).
 * A module of its own, without imports at run time, so the browser's code can name the block
 * without the host table (src/config/runtime-config.ts imports every host file).
 */
import type { HostConfig } from "./host-schema.ts";

/**
 * Id of the JSON block with the carrier SDK settings, written only into the login pages of a
 * host that configures one (src/components/landing/EntryPage.astro). The page loads the SDK
 * only when it finds this block, and the Content-Security-Policy of exactly those pages allows
 * the SDK's origins (src/deploy/security-headers.ts).
 */
export const CARRIER_LOGIN_CONFIG_ID = "carrier-login";

/**
 * What a login page needs to load and use the carrier SDK: the host file's settings, with the
 * time loading plus "can you vouch?" may take, and again the token (ms).
 */
export type CarrierLoginRuntime = Required<
  Pick<NonNullable<HostConfig["carrierLogin"]>, "scriptUrl" | "appId" | "sdkGlobal" | "timeoutMs">
>;

/** How long each step of the carrier SDK may take when the host file does not say (ms). */
const CARRIER_TIMEOUT_MS = 5000;

/** The carrier SDK settings of a bundle's login pages, or undefined when it has none. */
export function carrierLoginOf(host: Pick<HostConfig, "carrierLogin">): CarrierLoginRuntime | undefined {
  const config = host.carrierLogin;
  if (!config) return undefined;
  const { scriptUrl, appId, sdkGlobal, timeoutMs = CARRIER_TIMEOUT_MS } = config;
  return { scriptUrl, appId, sdkGlobal, timeoutMs };
}
