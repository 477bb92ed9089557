import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The shanhuajk host: ICP suffix -11 (spec section 9). */
export default defineHost({
  id: "shanhuajk",
  hostnames: sample(["h5.shanhuajk.example"], "the real hostnames, lower case"),
  brand: "haojinrong",
  root: "/m/v1/index.html",
  entries: [
    { path: "/m/v1/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
  overrides: { icp: "京ICP备2021039950号-11" },
});
