/**
 * The run-time brand of the page (spec section 4, "Brand resolution"): base brand, channel,
 * host and stored app overrides, saved to brandObj and painted into the page. Loaded after
 * the guard (src/client/page-runtime.ts): the static HTML already shows the bundle's brand,
 * so this never delays first paint or the guard.
 */
import { brandView, paintBrand, readBrandConfig } from "./brand-runtime.ts";
import { $appcompany, $appname, $brandObj, $channel } from "./stores.ts";

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
    } catch (error) {
      console.error("brand:", error);
    }
  };
  paint();
  for (const store of [$channel, $appname, $appcompany]) store.listen(paint);
}
