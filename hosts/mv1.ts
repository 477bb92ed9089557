import { defineHost } from "../src/config/host-schema.ts";

/** Legacy /m/v1 landing host. */
export default defineHost({
  id: "mv1",
  hostnames: ["m.shanxin.example"],
  brand: "shanxin",
  root: "/m/v1/index.html",
  entries: [
    { path: "/m/v1/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
});
