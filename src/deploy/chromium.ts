/**
 * Debian's Chromium as the tests, the bench and the gallery start it, and the development
 * server's session they give a logged-in visitor. The flags keep it from reaching for Google's
 * services (this machine has no network but loopback and the package registries) and let it
 * run as root in a container.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { readLogin } from "../contract/answers.ts";
import { API_PATHS } from "../contract/paths.ts";
import { DEV_PATHS } from "../contract/dev.ts";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Debian's Chromium when the machine has it (Playwright's own otherwise), for the bench and the gallery. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    ...(existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM } : {}),
    args: [...CHROMIUM_FLAGS],
  });

/** Asks the reference server's development endpoints (`server`: its origin, e.g. on 127.0.0.1). */
export async function devCall(server: string, path: string, form?: Record<string, string>): Promise<unknown> {
  const response = await fetch(
    `${server}${path}`,
    form ? { method: "POST", body: new URLSearchParams(form) } : {},
  );
  return ((await response.json()) as { data?: unknown }).data;
}

/**
 * The browser storage of a visitor logged in as `phone` on the development reference server
 * (its markcode login), for the bench's logged-in visitors and the gallery's result pages.
 */
export async function devSession(server: string, phone: string): Promise<Record<string, string>> {
  const markcode = (await devCall(server, DEV_PATHS.markcode, { phone, kind: "markcode" })) as {
    value: string;
  };
  const login = readLogin(await devCall(server, API_PATHS.loginMarkCode, { markcode: markcode.value }));
  if (!login) throw new Error("no session from the reference server");
  return { access_token: login.token, user_id: login.userId, phone };
}

/** A browser context's starting storage: the values `stored` in the local storage of `origin`. */
export const visitorStorage = (origin: string, stored: Record<string, string>) => ({
  cookies: [],
  origins: [{ origin, localStorage: Object.entries(stored).map(([name, value]) => ({ name, value })) }],
});
