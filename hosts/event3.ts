import { defineHost } from "../src/config/host-schema.ts";

/**
 * Event host 3: one of the three event hosts whose login pages clear the token and
 * show the login page even when a token exists (spec section 4).
 */
export default defineHost({
  id: "event3",
  hostnames: ["hd3.shanxin.example"],
  brand: "fenqizixun",
  root: "/m/v1/index.html",
  entries: [{ path: "/m/v1/index.html", design: "compact" }],
  eventHost: true,
});
