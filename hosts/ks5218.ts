import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Short-video campaign host for channel group 5218. */
export default defineHost({
  id: "ks5218",
  hostnames: sample(
    ["ks5218.shanxin.example", "ks5218.shanxin.example.com"],
    "the real hostnames, lower case",
  ),
  brand: "shanxin",
  root: "/m/v1-ks5218/index.html",
  entries: [
    { path: "/m/v1-ks5218/index.html", design: "video" },
    { path: "/m/v1-ks5194/index.html", design: "video" },
    { path: "/login", design: "classic" },
  ],
});
