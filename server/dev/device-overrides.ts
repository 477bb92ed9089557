/**
 * Development only: answers chosen per device. A preview start (src/preview/studio) records the
 * city and flow settings it wants for one device id (`_did`, a common field of every API
 * body); the city and channel-info handlers then answer that device with them. Keyed by
 * device rather than by cookie because preview frames run on other sites than the studio,
 * where browsers withhold cookies, and because each frame must keep its own conditions.
 */
import type { RequestContext } from "../api/types.ts";
import { isDevelopment } from "../context.ts";

/** What a device is answered instead of the server's defaults. */
export interface DeviceOverride {
  /** City name for /v3/app/ipInfo. */
  city?: string;
  /** A flow cookie value (src/contract/dev.ts, devFlowCookieValue) for /v3/channel/info. */
  flow?: string;
}

/** Most devices remembered; the oldest is forgotten first. */
export const MAX_DEVICE_OVERRIDES = 1000;

/** Overrides by device id, bounded. */
export class DeviceOverrides {
  readonly #byDevice = new Map<string, DeviceOverride>();

  /** Records (or replaces) the override of `device`. */
  set(device: string, override: DeviceOverride): void {
    this.#byDevice.delete(device);
    this.#byDevice.set(device, override);
    while (this.#byDevice.size > MAX_DEVICE_OVERRIDES) {
      const oldest = this.#byDevice.keys().next().value;
      if (oldest === undefined) break;
      this.#byDevice.delete(oldest);
    }
  }

  /** The override of `device`, if one was recorded. */
  get(device: string): DeviceOverride | undefined {
    return device ? this.#byDevice.get(device) : undefined;
  }

  get size(): number {
    return this.#byDevice.size;
  }
}

/** The override of the request's device in development mode; undefined in production. */
export function deviceOverrideOf(ctx: RequestContext): DeviceOverride | undefined {
  return isDevelopment(ctx.app) ? ctx.app.devices.get(ctx.body._did ?? "") : undefined;
}
