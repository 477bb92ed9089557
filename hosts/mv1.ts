import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Legacy /m/v1 landing host. */
export default defineHost({
  id: "mv1",
  hostnames: sample(["m.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/m/v1/index.html",
  entries: [
    { path: "/m/v1/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
  // The reference server's development carrier SDK (decision 061): one-click login end to end.
  carrierLogin: sample(
    { scriptUrl: "/__dev/carrier-sdk.js", appId: "dev-app", sdkGlobal: "DevCarrierAuth" },
    "the carrier SDK's https script URL, the app id its provider issued for this host and the global its script defines (decision 061); or remove carrierLogin",
  ),
});
