import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Host of the /v1/login variant. */
export default defineHost({
  id: "v1",
  hostnames: sample(
    ["v1.jieqianhua.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "jieqianhua",
  root: "/v1/login",
  entries: [
    { path: "/v1/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
