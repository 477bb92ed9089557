import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Host of the /v1/login variant. */
export default defineHost({
  id: "v1",
  hostnames: sample(["v1.jieqianhua.example"], "the real hostnames, lower case"),
  brand: "jieqianhua",
  root: "/v1/login",
  entries: [
    { path: "/v1/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
  // Landing figures and area lists from the backend after load (spec 7: /v3/app/index, /v1/region/list).
  liveData: { offer: true, regions: true },
});
