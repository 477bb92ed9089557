import { defineHost } from "../src/config/host-schema.ts";

/** The shanxinfq host: ICP suffix -7 (spec section 9). */
export default defineHost({
  id: "shanxinfq",
  hostnames: ["h5.shanxinfq.example"],
  brand: "huifenqi",
  root: "/login",
  entries: [
    { path: "/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
  overrides: { icp: "京ICP备2021039950号-7" },
});
