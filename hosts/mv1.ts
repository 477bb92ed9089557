import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Legacy /m/v1 landing host. */
export default defineHost({
  id: "mv1",
  hostnames: sample(["m.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/m/v1/index.html",
  entries: [
    { path: "/m/v1/index.html", design: "classic" },
    { path: "/login", design: "classic" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "{ base, trackBase }: https URLs of the API and the tracking host (or SAME_ORIGIN_API without sample() behind a forwarding web server)",
  ),
});
