import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Compact landing for small placements (/m/v1_small). */
export default defineHost({
  id: "mv1small",
  hostnames: sample(["s.huifenqi.example"], "the real hostnames, lower case"),
  brand: "huifenqi",
  root: "/m/v1_small/index.html",
  entries: [
    { path: "/m/v1_small/index.html", design: "compact" },
    { path: "/login", design: "classic" },
  ],
});
