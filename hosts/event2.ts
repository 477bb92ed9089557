import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Event host 2 of the three whose login pages clear the token (spec section 4). */
export default defineHost({
  id: "event2",
  hostnames: sample(["hd2.shanxin.example"], "the real hostnames, lower case"),
  brand: "sudai",
  root: "/login",
  entries: [{ path: "/login", design: "classic" }],
  eventHost: true,
});
