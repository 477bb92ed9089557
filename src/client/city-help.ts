/**
 * Help with a form's city: the place of the visitor's position (the browser asks their
 * permission; then /v3/app/geocoder names the place), and the IP city the guard already knows
 * (spec 3: ipAddressInfo, from /v3/app/ipInfo). Both are only suggestions: the area field is
 * filled when the visitor confirms one (the city help of src/components/forms/AreaPicker.tsx).
 */
import * as api from "../contract/calls.ts";
import type { Place } from "../core/area.ts";
import { request } from "./api.ts";
import { $ipAddressInfo } from "./stores.ts";

/** Why no place came of "使用当前定位". */
export type LocateFailure = "denied" | "unavailable" | "unknown-place";

/** How long the browser may take to find the position (ms): a city needs no precise fix. */
const LOCATE_TIMEOUT_MS = 10_000;

/**
 * Decimal places of the coordinates sent to the geocoder: two (about 1 km) name a city, and
 * the backend learns no more of the visitor's whereabouts than the help needs.
 */
const COORDINATE_DECIMALS = 2;

const round = (degrees: number) => Number(degrees.toFixed(COORDINATE_DECIMALS));

/** True when the browser can be asked for the position at all. */
export function canLocate(nav: Partial<Pick<Navigator, "geolocation">> = navigator): boolean {
  return typeof nav.geolocation?.getCurrentPosition === "function";
}

/** The position, or why there is none (the visitor refused, or the browser could not tell). */
function position(geolocation: Geolocation): Promise<GeolocationCoordinates | LocateFailure> {
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (found) => resolve(found.coords),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}

/**
 * The place where the visitor is: the browser's position (asking permission), then the
 * geocoder. Never rejects: a refusal, a failed fix or an answer naming no place is a reason.
 */
export async function locatePlace(
  geolocation: Geolocation = navigator.geolocation,
): Promise<Place | LocateFailure> {
  const coords = await position(geolocation);
  if (typeof coords === "string") return coords;
  try {
    const reply = await request(
      api.geocoder,
      { lat: round(coords.latitude), lng: round(coords.longitude) },
      { timeout: LOCATE_TIMEOUT_MS },
    );
    return (reply.ok && reply.data) || "unknown-place";
  } catch {
    return "unknown-place";
  }
}

/** The IP city the guard stored, as a place; undefined when none is known. */
export function knownIpPlace(): Place | undefined {
  const city = $ipAddressInfo.get();
  if (!city?.name) return undefined;
  return { cityName: city.name, ...(/^\d{6}$/.test(city.code) && { cityCode: city.code }) };
}
