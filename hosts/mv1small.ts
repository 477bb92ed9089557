import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Compact landing for small placements (/m/v1_small). */
export default defineHost({
  id: "mv1small",
  hostnames: sample(
    ["s.huifenqi.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "huifenqi",
  root: "/m/v1_small/index.html",
  entries: [
    { path: "/m/v1_small/index.html", design: "compact" },
    { path: "/login", design: "classic" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
