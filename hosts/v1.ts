import { defineHost } from "../src/config/host-schema.ts";

/** Host of the /v1/login variant. */
export default defineHost({
  id: "v1",
  hostnames: ["v1.jieqianhua.example"],
  brand: "jieqianhua",
  root: "/v1/login",
  entries: [
    { path: "/v1/login", design: "amount" },
    { path: "/v2/login", design: "video" },
  ],
});
