/** Every endpoint's handler; the type forces one per row of the contract's ENDPOINTS table. */
import { AUTH_HANDLERS } from "./handlers-auth.ts";
import { CHANNEL_HANDLERS } from "./handlers-channel.ts";
import { DATA_HANDLERS } from "./handlers-data.ts";
import { TRACKING_HANDLERS } from "./handlers-tracking.ts";
import { USER_HANDLERS } from "./handlers-user.ts";
import type { HandlerTable } from "./types.ts";

export const HANDLERS: HandlerTable = {
  ...AUTH_HANDLERS,
  ...USER_HANDLERS,
  ...DATA_HANDLERS,
  ...CHANNEL_HANDLERS,
  ...TRACKING_HANDLERS,
};
