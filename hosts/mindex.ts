import { defineHost } from "../src/config/host-schema.ts";

/** Host whose root goes to /m/index.html. */
export default defineHost({
  id: "mindex",
  hostnames: ["www.shanqian.example"],
  brand: "shanqian",
  root: "/m/index.html",
  entries: [
    { path: "/m/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
});
