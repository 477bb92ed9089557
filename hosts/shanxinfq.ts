import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The shanxinfq host: ICP suffix -7 (spec section 9). */
export default defineHost({
  id: "shanxinfq",
  hostnames: sample(["h5.shanxinfq.example"], "the real hostnames, lower case"),
  brand: "huifenqi",
  root: "/login",
  entries: [
    { path: "/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
  overrides: { icp: "京ICP备2021039950号-7" },
});
