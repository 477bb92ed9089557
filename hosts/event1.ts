import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Event host 1 of the three whose login pages clear the token (spec section 4). */
export default defineHost({
  id: "event1",
  hostnames: sample(["hd1.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/v1/login",
  entries: [{ path: "/v1/login", design: "amount" }],
  eventHost: true,
});
