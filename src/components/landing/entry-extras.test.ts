import { afterEach, expect, test, vi } from "vitest";
import { startEntryExtras } from "./entry-extras.ts";

const mounted = vi.hoisted(() => [] as unknown[]);
vi.mock("../login/OneClickLogin.tsx", () => ({ mountOneClick: (slot: unknown) => void mounted.push(slot) }));

afterEach(() => {
  vi.unstubAllGlobals();
  mounted.length = 0;
});

test.each([
  ["a plain browser on a host without carrier settings", { settings: false, inApp: false }, false],
  ["a host's carrier SDK settings on the page", { settings: true, inApp: false }, true],
  ["inside the native app", { settings: false, inApp: true }, true],
])("%s: one-click login is loaded only where someone might vouch", async (_, page, loads) => {
  const slot = { slot: "one-click" };
  vi.stubGlobal("document", {
    querySelector: (selector: string) => (selector === "[data-one-click]" ? slot : null),
    getElementById: (id: string) => (id === "carrier-login" && page.settings ? {} : null),
  });
  vi.stubGlobal("window", page.inApp ? { flutter_inappwebview: {} } : {});
  startEntryExtras();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mounted).toEqual(loads ? [slot] : []);
});
