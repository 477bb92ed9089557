/**
 * The run-time brand of the page (spec section 4, "Brand resolution"): base brand, channel,
 * host and stored app overrides, saved to brandObj and painted into the page. Loaded after
 * the guard (src/client/page-runtime.ts): the static HTML already shows the bundle's brand,
 * so this never delays first paint or the guard.
 */
import { BRAND_THEME } from "../config/brands.ts";
import { brandView, paintBrand, readBrandConfig } from "./brand-runtime.ts";
import { $appcompany, $brandObj } from "./page-stores.ts";
import { $appname, $channel } from "./stores.ts";

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
  const config = readBrandConfig();
  const routeTitle = document.body?.dataset.routeTitle ?? "";
  const paint = () => {
    try {
      const view = brandView({
        ...config,
        channel: $channel.get(),
        appname: $appname.get(),
        appcompany: $appcompany.get(),
        routeTitle,
      });
      $brandObj.set(view.brand);
      paintBrand(document, view);
      paintTheme(view.brand.theme);
    } catch (error) {
      console.error("brand:", error);
    }
  };
  paint();
  for (const store of [$channel, $appname, $appcompany]) store.listen(paint);
}
