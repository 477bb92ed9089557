import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The car host: / goes to the car-loan landing /carloan (spec section 2). */
export default defineHost({
  id: "car",
  hostnames: sample(["car.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/carloan",
  partnerHosts: sample(
    ["partner.shanxin.example"],
    "the hostnames of the partner apps that send visitors here with an https zhijieBackUrl",
  ),
  entries: [{ path: "/login", design: "classic" }],
});
