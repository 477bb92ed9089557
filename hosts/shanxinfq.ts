import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The shanxinfq host: ICP suffix -7 (spec section 9). */
export default defineHost({
  id: "shanxinfq",
  hostnames: sample(
    ["h5.shanxinfq.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "huifenqi",
  root: "/login",
  entries: [
    { path: "/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
  overrides: { icp: "京ICP备2021039950号-7" },
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
