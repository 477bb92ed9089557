import { defineHost } from "../src/config/host-schema.ts";

/** The car host: / goes to the car-loan landing /carloan (spec section 2). */
export default defineHost({
  id: "car",
  hostnames: ["car.shanxin.example"],
  brand: "shanxin",
  root: "/carloan",
  entries: [{ path: "/login", design: "classic" }],
});
