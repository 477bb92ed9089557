import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { EARLY_ACTION } from "./early-actions.ts";
import { claimEarlyTap, holdEarlyTaps } from "./early-taps.ts";

/** The selectors of the buttons and links an island acts on (early-taps.ts). */
const HELD_BUTTONS = "button, input[type=submit], input[type=button], [role=button]";
const HELD_LINKS = "a[data-held-tap]";

/** An element that answers `closest` from a table: selector → ancestor (or itself). */
class FakeElement {
  readonly ancestors: Record<string, FakeElement>;
  constructor(ancestors: Record<string, FakeElement> = {}) {
    this.ancestors = ancestors;
  }
  closest(selector: string): FakeElement | null {
    return this.ancestors[selector] ?? null;
  }
  readonly attributes = new Map<string, string>();
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
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

type Listener = (event: Event) => void;

function fakeEvent(type: string, target: FakeElement) {
  return { type, target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() };
}

/** The document the starter listens on: fires a click or submit at a target. */
function startedPage(liveLogin = false, loginTapped?: (button: HTMLElement) => void) {
  const listeners = new Map<string, Listener>();
  vi.stubGlobal("document", {
    documentElement: { hasAttribute: (name: string) => liveLogin && name === "data-live-login" },
    addEventListener: (type: string, listener: Listener, capture?: unknown) => {
      expect(capture).toBe(true);
      listeners.set(type, listener);
    },
  });
  const openLinks = holdEarlyTaps(loginTapped);
  const fire = (type: "click" | "submit", target: FakeElement) => {
    const event = fakeEvent(type, target);
    listeners.get(type)?.(event as unknown as Event);
    return {
      held: event.preventDefault.mock.calls.length > 0,
      stopped: event.stopImmediatePropagation.mock.calls.length > 0,
    };
  };
  return { fire, openLinks };
}

const island = new FakeHTMLElement();
/** The island as the directive hands it over (an Element in the browser). */
const claim = () => claimEarlyTap(island as unknown as Element);
const button = new FakeHTMLElement({ "astro-island": island });
Object.assign(button.ancestors, { [HELD_BUTTONS]: button });
const link = new FakeHTMLElement({ "astro-island": island });
Object.assign(link.ancestors, { [HELD_LINKS]: link });
const form = new FakeForm({ "astro-island": island });
const outsideButton = new FakeHTMLElement();
Object.assign(outsideButton.ancestors, { [HELD_BUTTONS]: outsideButton });
const plainText = new FakeHTMLElement({ "astro-island": island });

beforeEach(() => {
  vi.stubGlobal("Element", FakeElement);
  vi.stubGlobal("HTMLElement", FakeHTMLElement);
  vi.stubGlobal("HTMLFormElement", FakeForm);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, "funnelEarlyTaps");
});

test.each([
  ["a button of an island", "click", button, true, button],
  ["a held link of an island", "click", link, true, link],
  ["a form of an island submitted", "submit", form, true, form],
  ["a button outside every island", "click", outsideButton, false, null],
  ["text of an island (no button, no link)", "click", plainText, false, null],
] as const)("before the island's directive starts: %s", (_name, type, target, held, claimed) => {
  const { fire } = startedPage();
  expect(fire(type, target)).toEqual({ held, stopped: held });
  expect(claim()).toBe(claimed);
  // Issue 39: a held tap shows busy at once (a submitted form: its submit button).
  const shown = target instanceof FakeForm ? target.submitButton : target;
  expect(shown.attributes.get("aria-busy")).toBe(held ? "true" : undefined);
  shown.attributes.clear();
});

test("the directive claims the island's latest tap once; later taps are left to the directive", () => {
  const { fire } = startedPage();
  fire("click", link);
  fire("click", button);
  expect(claim()).toBe(button);
  expect(claim()).toBeNull();
  expect(fire("click", button)).toEqual({ held: false, stopped: false });
  expect(fire("submit", form)).toEqual({ held: false, stopped: false });
});

test("once the island scripts failed to load, links open natively again; buttons stay held", () => {
  const { fire, openLinks } = startedPage();
  openLinks();
  expect(fire("click", link).held).toBe(false);
  expect(fire("click", button).held).toBe(true);
});

test("a page without the starter has nothing to claim", () => {
  expect(claim()).toBeNull();
});

test.each([
  ["before the page script's listener runs: held and shown busy", false, true],
  ["once the page script's listener runs: left to it", true, false],
])("a tap on a page script's button %s", (_name, live, held) => {
  const attributes = new Map<string, string>();
  const loginButton = Object.assign(new FakeHTMLElement({ "astro-island": island }), {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => (name === EARLY_ACTION ? "login" : null),
  });
  Object.assign(loginButton.ancestors, {
    [`[${EARLY_ACTION}]`]: loginButton,
    [HELD_BUTTONS]: loginButton,
  });
  // An entry page's starter sends a held 获取验证码 itself (decision 405); a failure there
  // leaves the held tap to the page script as before.
  const loginTapped = vi.fn(() => {
    throw new Error("storage blocked");
  });
  const { fire } = startedPage(live, loginTapped);
  expect(fire("click", loginButton)).toEqual({ held, stopped: held });
  expect(Object.fromEntries(attributes)).toEqual(held ? { "aria-busy": "true", "data-tap-held": "" } : {});
  expect(loginTapped.mock.calls).toEqual(held ? [[loginButton]] : []);
  // Never the island's to replay: the page script acts without React.
  expect(claim()).toBeNull();
});
