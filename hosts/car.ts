import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The car host: / goes to the car-loan landing /carloan (spec section 2). */
export default defineHost({
  id: "car",
  hostnames: sample(
    ["car.shanxin.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "shanxin",
  root: "/carloan",
  partnerHosts: sample(
    ["partner.shanxin.example"],
    "the hostnames of the partner apps that send visitors here with an https zhijieBackUrl",
  ),
  entries: [{ path: "/login", design: "classic" }],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
