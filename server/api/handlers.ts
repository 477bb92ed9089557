/**
 * Every endpoint's handler; the type forces one per call of the contract, and the handlers'
 * return types are the reference server's answer types.
 */
import type { ApiName } from "../../src/contract/index.ts";
import { AUTH_HANDLERS } from "./handlers-auth.ts";
import { CHANNEL_HANDLERS } from "./handlers-channel.ts";
import { DATA_HANDLERS } from "./handlers-data.ts";
import { TRACKING_HANDLERS } from "./handlers-tracking.ts";
import { USER_HANDLERS } from "./handlers-user.ts";
import type { HandlerTable } from "./types.ts";

export const HANDLERS = {
  ...AUTH_HANDLERS,
  ...USER_HANDLERS,
  ...DATA_HANDLERS,
  ...CHANNEL_HANDLERS,
  ...TRACKING_HANDLERS,
} satisfies HandlerTable;

/** `data` of a successful answer of each endpoint (full profile). */
export type ApiData = { [N in ApiName]: ReturnType<(typeof HANDLERS)[N]> };
