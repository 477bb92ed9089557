import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { EARLY_ACTION, holdTaps, openLinks, takeTaps, TAP_HELD, watchTaps } from "./held-taps.ts";

/** The selectors the hold looks up (held-taps.ts). */
const HELD_BUTTONS = "button, input[type=submit], input[type=button], [role=button]";
const HELD_LINKS = "a[data-held-tap]";
const ACTION = `[${EARLY_ACTION}]`;
const IN_APP_HOLDS = "[data-in-app-holds]";

/** An element that answers `closest` from a table (selector → ancestor or itself) and keeps attributes. */
class FakeElement {
  readonly ancestors: Record<string, FakeElement>;
  readonly attributes = new Map<string, string>();
  constructor(ancestors: Record<string, FakeElement> = {}, attributes: Record<string, string> = {}) {
    this.ancestors = ancestors;
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  closest(selector: string): FakeElement | null {
    return this.ancestors[selector] ?? null;
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}
class FakeHTMLElement extends FakeElement {}
/** A form whose submit button is `submitButton`. */
class FakeForm extends FakeHTMLElement {
  submitButton = new FakeHTMLElement();
  querySelector(selector: string) {
    return selector === "[type=submit]" ? this.submitButton : null;
  }
}

/** A button, link or form of `owner` (an island or a panel under `ownerSelector`). */
function within(owner: FakeElement, kind: "button" | "link" | "form", ownerSelector = "astro-island") {
  const element = kind === "form" ? new FakeForm() : new FakeHTMLElement();
  Object.assign(element.ancestors, { [ownerSelector]: owner });
  if (kind !== "form")
    Object.assign(element.ancestors, { [kind === "button" ? HELD_BUTTONS : HELD_LINKS]: element });
  return element;
}

/** A button or link a page script acts on without React (`data-early="<name>"`). */
function action(name: string, island?: FakeElement) {
  const element = new FakeHTMLElement(island ? { "astro-island": island } : {}, { [EARLY_ACTION]: name });
  Object.assign(element.ancestors, { [ACTION]: element, [HELD_BUTTONS]: element });
  return element;
}

type Listener = (event: Event) => void;

/** The page's document with the hold installed: fires a click or submit at a target. */
function startedPage(
  hooks: Parameters<typeof holdTaps>[0] = {},
  userAgent = "Mozilla/5.0 (Linux; Android 12)",
) {
  const listeners = new Map<string, Listener>();
  vi.stubGlobal("navigator", { userAgent });
  vi.stubGlobal("document", {
    addEventListener: (type: string, listener: Listener, capture?: unknown) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  });
  holdTaps({ inAppBrowser: /MicroMessenger/.test(userAgent), ...hooks });
  return (type: "click" | "submit", target: FakeElement) => {
    const event = {
      type,
      target,
      isTrusted: true,
      timeStamp: 1,
      preventDefault: vi.fn(),
      stopImmediatePropagation: vi.fn(),
    };
    listeners.get(type)?.(event as unknown as Event);
    return event.preventDefault.mock.calls.length > 0 && event.stopImmediatePropagation.mock.calls.length > 0;
  };
}

const asElement = (element: FakeElement) => element as unknown as Element;
const take = (claim: FakeElement | string) => takeTaps(typeof claim === "string" ? claim : asElement(claim));

beforeEach(() => {
  vi.stubGlobal("Element", FakeElement);
  vi.stubGlobal("HTMLElement", FakeHTMLElement);
  vi.stubGlobal("HTMLFormElement", FakeForm);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, "funnelStart");
});

describe("what the hold keeps until its owner takes it", () => {
  const island = new FakeHTMLElement();
  test.each([
    ["a button of an island", "click", within(island, "button"), true],
    ["a held link of an island", "click", within(island, "link"), true],
    ["a form of an island submitted", "submit", within(island, "form"), true],
    [
      "a button outside every island",
      "click",
      (() => {
        const outside = new FakeHTMLElement();
        Object.assign(outside.ancestors, { [HELD_BUTTONS]: outside });
        return outside;
      })(),
      false,
    ],
    [
      "text of an island (no button, no link)",
      "click",
      new FakeHTMLElement({ "astro-island": island }),
      false,
    ],
  ] as const)("%s", (_name, type, target, held) => {
    const fire = startedPage();
    expect(fire(type, target)).toBe(held);
    // Issue 39: a held tap shows busy at once (a submitted form: its submit button).
    const shown = target instanceof FakeForm ? target.submitButton : target;
    expect(shown.attributes.get("aria-busy")).toBe(held ? "true" : undefined);
    expect(take(island)).toEqual(held ? [target] : []);
    expect(shown.attributes.has("aria-busy"), "taken: no longer busy").toBe(false);
  });
});

test("an owner takes its taps once, oldest first; later taps pass to it", () => {
  const island = new FakeHTMLElement();
  const fire = startedPage();
  const link = within(island, "link");
  const button = within(island, "button");
  fire("click", link);
  fire("click", button);
  expect(take(island)).toEqual([link, button]);
  expect(take(island)).toBeUndefined();
  expect(fire("click", button)).toBe(false);
  expect(fire("submit", within(island, "form"))).toBe(false);
});

test("a tap whose busy mark the rescue ended is not acted on", () => {
  const island = new FakeHTMLElement();
  const fire = startedPage();
  const button = within(island, "button");
  fire("click", button);
  button.removeAttribute(TAP_HELD);
  expect(take(island)).toEqual([]);
});

test("the owner is told of each tap held for it, and at once of taps held before it watched", () => {
  const island = new FakeHTMLElement();
  const other = new FakeHTMLElement();
  const fire = startedPage();
  fire("click", within(island, "button"));
  const told = vi.fn();
  watchTaps(asElement(island), told);
  expect(told).toHaveBeenCalledTimes(1);
  fire("click", within(island, "button"));
  fire("click", within(other, "button"));
  expect(told).toHaveBeenCalledTimes(2);
});

describe("once scripts failed to load, links open natively; buttons and submits stay held", () => {
  test.each([
    ["every island's", undefined],
    ["this island's", "island"],
  ] as const)("%s scripts", (_name, which) => {
    const island = new FakeHTMLElement();
    const fire = startedPage();
    openLinks(which ? asElement(island) : undefined);
    expect(fire("click", within(island, "link"))).toBe(false);
    expect(fire("click", within(island, "button"))).toBe(true);
    expect(fire("submit", within(island, "form"))).toBe(true);
    expect(fire("click", within(new FakeHTMLElement(), "link")), "another island's link").toBe(
      which === "island",
    );
  });

  test("but a download in an in-app browser waits for the rescue: the store would be blocked", () => {
    const panel = new FakeHTMLElement();
    const fire = startedPage({}, "Mozilla/5.0 (iPhone) MicroMessenger/8.0.50");
    const download = within(panel, "link", IN_APP_HOLDS);
    openLinks();
    expect(fire("click", download)).toBe(true);
    expect(take(panel)).toEqual([download]);
  });

  test("outside an in-app browser a download link is nobody's to hold", () => {
    const panel = new FakeHTMLElement();
    const fire = startedPage();
    expect(fire("click", within(panel, "link", IN_APP_HOLDS))).toBe(false);
  });
});

describe("a page script's named action", () => {
  test("is held for its name, even inside an island, and told to the starter's hook", () => {
    const island = new FakeHTMLElement();
    const told = vi.fn();
    const fire = startedPage({ action: told });
    const send = action("login", island);
    expect(fire("click", send)).toBe(true);
    expect(Object.fromEntries(send.attributes)).toEqual({
      [EARLY_ACTION]: "login",
      "aria-busy": "true",
      [TAP_HELD]: "",
    });
    expect(told.mock.calls).toEqual([["login", send]]);
    // Never the island's to replay: the page script acts without React.
    expect(take(island)).toEqual([]);
    expect(take("login")).toEqual([send]);
  });

  test("a hook that throws leaves the held tap to the page script", () => {
    const fire = startedPage({
      action: () => {
        throw new Error("storage blocked");
      },
    });
    const send = action("login");
    expect(fire("click", send)).toBe(true);
    expect(take("login")).toEqual([send]);
  });

  test("once its script took its taps, its taps pass to it", () => {
    const fire = startedPage();
    expect(take("calc")).toEqual([]);
    expect(fire("click", action("calc"))).toBe(false);
  });
});

test("the hold is installed once per page (the starter, else the first island)", () => {
  const listeners: string[] = [];
  vi.stubGlobal("document", { addEventListener: (type: string) => listeners.push(type) });
  holdTaps();
  holdTaps();
  expect(listeners).toEqual(["click", "submit"]);
});

test("a page without the hold has nothing to take", () => {
  expect(take(new FakeHTMLElement())).toEqual([]);
});
