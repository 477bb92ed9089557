/**
 * Helpers of the guard and hostile-input specs: real logins through the development markcode
 * endpoint, storage seeded before any page script runs, and the server's request log.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { readLogin } from "../../src/contract/answers.ts";
import { expect, randomPhone, serverUrl } from "./support.ts";

/** A fresh markcode (or login mark) for a new phone (development endpoint). */
export async function devMarkcode(
  request: APIRequestContext,
  phone = randomPhone(),
  kind: "markcode" | "mark" = "markcode",
): Promise<string> {
  const response = await request.post(`${serverUrl()}/__dev/markcode`, { form: { phone, kind } });
  expect(response.ok(), "dev markcode issued").toBe(true);
  const body = (await response.json()) as { data: { value: string } };
  return body.data.value;
}

/** A real access token and user id (markcode exchanged through the API). */
export async function devLogin(
  request: APIRequestContext,
  phone = randomPhone(),
): Promise<{ token: string; userId: string }> {
  const markcode = await devMarkcode(request, phone);
  const response = await request.post(`${serverUrl()}/v3/user/loginMarkCode`, { form: { markcode } });
  const body = (await response.json()) as { code: number; data?: unknown };
  expect(body.code, "markcode login").toBe(200);
  // Read like the browser reads it: the full and the lean backend answer different shapes.
  const login = readLogin(body.data);
  expect(login, "a login answer with a token").toBeDefined();
  return login ?? { token: "", userId: "" };
}

/**
 * Writes localStorage values before the first page script of the tab runs, once per tab (a
 * sessionStorage marker), so later navigations see what the page itself stored.
 */
export async function seedStorage(page: Page, local: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem("__e2e_seeded")) return;
    sessionStorage.setItem("__e2e_seeded", "1");
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, local);
}

/** One logged request of the reference server. */
export interface LoggedRequest {
  path: string;
  body: Record<string, string>;
  missing_common: string[];
}

/** Recent requests the server logged (newest first), optionally for one path. */
export async function requestLog(request: APIRequestContext, path?: string): Promise<LoggedRequest[]> {
  const query = `limit=200${path ? `&path=${encodeURIComponent(path)}` : ""}`;
  const response = await request.get(`${serverUrl()}/__dev/requests?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { list: LoggedRequest[] } };
  return body.data.list;
}

/**
 * The requests this page's browser made (matched by its device id `_did`), newest first: other
 * workers share the server, so "the latest request to a path" may be someone else's.
 */
export async function pageRequests(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<LoggedRequest[]> {
  const did = await stored(page, "_did");
  expect(did, "the page has a device id").toBeTruthy();
  return (await requestLog(request, path)).filter((entry) => entry.body._did === did);
}

/** Reads one localStorage key of the page. */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}

/**
 * Resolves once the page's guard finished and the page stays: the page runtime marks <html
 * data-guard> only then (a redirect loads another page, which marks itself when done).
 */
export async function settled(page: Page): Promise<void> {
  await page.locator("html[data-guard]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
