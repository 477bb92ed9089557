/**
 * Development only: answers chosen per device. A preview start (src/preview/studio) records the
 * city and flow settings it wants for one device id (`_did`, a common field of every API
 * body); the city and channel-info handlers then answer that device with them. Keyed by
 * device rather than by cookie because preview frames run on other sites than the studio,
 * where browsers withhold cookies, and because each frame must keep its own conditions.
 */
import type { RequestContext } from "../api/types.ts";
import { isDevelopment } from "../context.ts";
import { BoundedMap } from "../http/rate-limit.ts";

/** What a device is answered instead of the server's defaults. */
interface DeviceOverride {
  /** City name for /v3/app/ipInfo. */
  city?: string;
  /** A flow cookie value (src/contract/dev.ts, devFlowCookieValue) for /v3/channel/info. */
  flow?: string;
}

/** Most devices remembered; the oldest is forgotten first. */
export const MAX_DEVICE_OVERRIDES = 1000;

/** Overrides by device id, bounded. */
export class DeviceOverrides extends BoundedMap<string, DeviceOverride> {
  constructor() {
    super(MAX_DEVICE_OVERRIDES);
  }
}

/** The override of the request's device in development mode; undefined in production. */
export function deviceOverrideOf(ctx: RequestContext): DeviceOverride | undefined {
  return isDevelopment(ctx.app) ? ctx.app.devices.get(ctx.body._did ?? "") : undefined;
}
