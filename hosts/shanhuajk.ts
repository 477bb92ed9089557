import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The shanhuajk host: ICP suffix -11 (spec section 9). */
export default defineHost({
  id: "shanhuajk",
  hostnames: sample(
    ["h5.shanhuajk.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "haojinrong",
  root: "/m/v1/index.html",
  entries: [
    { path: "/m/v1/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
  overrides: { icp: "京ICP备2021039950号-11" },
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
