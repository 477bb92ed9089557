import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
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
  api: sample(
    SAME_ORIGIN_API,
    "{ base, trackBase }: https URLs of the API and the tracking host (or SAME_ORIGIN_API without sample() behind a forwarding web server)",
  ),
});
