import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Event host 3 of the three whose login pages clear the token (spec section 4). */
export default defineHost({
  id: "event3",
  hostnames: sample(["hd3.shanxin.example"], "the real hostnames, lower case"),
  brand: "fenqizixun",
  root: "/m/v1/index.html",
  entries: [{ path: "/m/v1/index.html", design: "compact" }],
  eventHost: true,
});
