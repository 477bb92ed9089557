import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Short-video campaign host for channel group 5218. */
export default defineHost({
  id: "ks5218",
  hostnames: sample(
    ["ks5218.shanxin.example", "ks5218.shanxin.example.com"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "shanxin",
  root: "/m/v1-ks5218/index.html",
  entries: [
    { path: "/m/v1-ks5218/index.html", design: "video" },
    { path: "/m/v1-ks5194/index.html", design: "video" },
    { path: "/login", design: "classic" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
