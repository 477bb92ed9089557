import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Short-video (Kuaishou) campaign host. */
export default defineHost({
  id: "kuaishou",
  hostnames: sample(
    ["ks.shanxin.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
  brand: "shanxin",
  root: "/m/kssczh/kuaishou/shanxin/index.html",
  entries: [
    { path: "/m/kssczh/kuaishou/shanxin/index.html", design: "video" },
    { path: "/m/kssczh/kuaishou/index.html", design: "video" },
    { path: "/m/kssczh/tengxun/shanxin/index.html", design: "compact" },
  ],
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
