import { defineDefaults, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/**
 * Settings of the default bundles (`default` and `default-<brand>`), which serve every host
 * that no host file names (spec section 2: "Unmatched hosts use the default set").
 */
export default defineDefaults({
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase) for unmatched hosts; or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
