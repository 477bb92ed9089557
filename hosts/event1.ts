import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/**
 * Event host 1: one of the three event hosts whose login pages clear the token and
 * show the login page even when a token exists (spec section 4).
 */
export default defineHost({
  id: "event1",
  hostnames: sample(
    ["hd1.shanxin.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "shanxin",
  root: "/v1/login",
  entries: [{ path: "/v1/login", design: "amount" }],
  eventHost: true,
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
