import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Host whose root goes to /m/index.html. */
export default defineHost({
  id: "mindex",
  hostnames: sample(
    ["www.shanqian.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "shanqian",
  root: "/m/index.html",
  entries: [
    { path: "/m/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
