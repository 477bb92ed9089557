import { defineHost } from "../src/config/host-schema.ts";

/**
 * Event host 2: one of the three event hosts whose login pages clear the token and
 * show the login page even when a token exists (spec section 4).
 */
export default defineHost({
  id: "event2",
  hostnames: ["hd2.shanxin.example"],
  brand: "sudai",
  root: "/login",
  entries: [{ path: "/login", design: "classic" }],
  eventHost: true,
});
