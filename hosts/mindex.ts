import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Host whose root goes to /m/index.html. */
export default defineHost({
  id: "mindex",
  hostnames: sample(["www.shanqian.example"], "the real hostnames, lower case"),
  brand: "shanqian",
  root: "/m/index.html",
  entries: [
    { path: "/m/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
});
