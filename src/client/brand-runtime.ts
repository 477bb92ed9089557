/**
 * The run-time brand (spec section 4, "Brand resolution"; section 2, page titles). The static
 * HTML already shows the bundle's brand; this applies what only the browser knows (the channel,
 * the app's stored name and company) to the title, the favicon and every `data-brand` element,
 * as text or a same-origin image path, never as HTML. Its own chunk: it never delays the guard.
 */
import { BRAND_THEME, CONTACT_FIELDS } from "../config/brands.ts";
import type { BrandOverrides } from "../config/host-schema.ts";
import { brandDocumentTitle, pageTitle, resolveBrand, type ResolvedBrand } from "../core/brand.ts";
import { isSafePath } from "../core/query.ts";
import { $appcompany, $brandObj } from "./page-stores.ts";
import { hasStringFields, jsonCodec } from "./session.ts";
import { $appname, $channel } from "./stores.ts";

/** Id of the JSON block the shell writes with the bundle's base brand and host overrides. */
export const BRAND_CONFIG_ID = "brand-config";

export interface BrandConfig {
  brandId: string;
  overrides?: BrandOverrides;
}

const TEXT_FIELDS = ["name", "companyName", "icp", "sourcesFunding", ...CONTACT_FIELDS] as const;

/** Shows the brand on the page: title, favicon, logos and the marked texts. */
function paintBrand(brand: ResolvedBrand, title: string): void {
  const doc = document;
  if (doc.title !== title) doc.title = title;
  // The page carries its build brand's icon and logos inline, each marked with its file's path
  // (`data-icon`, `data-logo`); only a different run-time brand fetches its own.
  const images = [
    ['link[rel="icon"]', "href", "data-icon", brand.faviconUrl],
    ['[data-brand="logo"]', "src", "data-logo", brand.logo],
  ] as const;
  for (const [selector, attribute, mark, path] of images) {
    if (!isSafePath(path)) continue;
    for (const element of doc.querySelectorAll(selector)) {
      if (element.getAttribute(mark) === path) continue;
      element.setAttribute(attribute, path);
      element.setAttribute(mark, path);
    }
  }
  for (const field of TEXT_FIELDS) {
    const value = brand[field] ?? "";
    for (const element of doc.querySelectorAll(`[data-brand="${field}"]`)) {
      if (element.textContent !== value) element.textContent = value;
      // A wrapper (e.g. "资金来源：…") is hidden when its value is empty.
      const block = element.closest<HTMLElement>(`[data-brand-block="${field}"]`);
      if (block) block.hidden = value === "";
    }
  }
}

/** The shell's brand config block; the default brand when missing or broken. */
const brandConfig = jsonCodec((value): value is BrandConfig => hasStringFields(value, ["brandId"]), {
  brandId: "shanxin",
});

/** A renamed brand's colours, as the shell sets them (a dark look's pages act in the accent). */
function paintTheme(id: keyof typeof BRAND_THEME | undefined): void {
  const theme = id && BRAND_THEME[id];
  if (!theme) return;
  const body = document.body;
  const dark = body.dataset.look === "dark" && document.querySelector(".brand-header") !== null;
  body.style.setProperty("--brand", dark ? theme.accent : theme.primary);
  body.style.setProperty("--accent", theme.accent);
}

/** Paints the brand now and again whenever the channel or the stored app name changes. */
export function startBrand(): void {
  const config = brandConfig.decode(document.getElementById(BRAND_CONFIG_ID)?.textContent ?? "");
  const routeTitle = document.body?.dataset.routeTitle ?? "";
  const paint = () => {
    try {
      const channel = $channel.get();
      const appname = $appname.get();
      const brand = resolveBrand({
        brandId: config.brandId,
        channel,
        hostOverrides: config.overrides ?? {},
        appname,
        appcompany: $appcompany.get(),
      });
      $brandObj.set(brand);
      paintBrand(brand, pageTitle({ routeTitle, appname, brandName: brandDocumentTitle(brand, channel) }));
      paintTheme(brand.theme);
    } catch (error) {
      console.error("brand:", error);
    }
  };
  paint();
  for (const store of [$channel, $appname, $appcompany]) store.listen(paint);
}
