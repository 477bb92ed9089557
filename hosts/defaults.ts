import { defineDefaults, FIELD_REPORT_PATH, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/**
 * Settings of the default bundles (`default` and `default-<brand>`), which serve every host
 * that no host file names (spec section 2: "Unmatched hosts use the default set"). Its `api` is
 * also every host's whose file names none (decision 370).
 */
export default defineDefaults({
  api: sample(
    SAME_ORIGIN_API,
    "{ base, trackBase }: https URLs of the API and the tracking host for unmatched hosts and hosts without their own (or SAME_ORIGIN_API without sample() behind a forwarding web server)",
  ),
  // The reference server's endpoint: every page view reports there in development; a production
  // build refuses it until the operator names the real collector or removes the setting (off).
  fieldReport: sample(
    { endpoint: FIELD_REPORT_PATH, sampleRate: 1 },
    "{ endpoint, sampleRate }: the https address that collects field figures and the share of page views that report (remove to send none)",
  ),
});
