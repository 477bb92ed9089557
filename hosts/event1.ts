import { defineHost } from "../src/config/host-schema.ts";

/**
 * Event host 1: one of the three event hosts whose login pages clear the token and
 * show the login page even when a token exists (spec section 4).
 */
export default defineHost({
  id: "event1",
  hostnames: ["hd1.shanxin.example"],
  brand: "shanxin",
  root: "/v1/login",
  entries: [{ path: "/v1/login", design: "amount" }],
  eventHost: true,
});
