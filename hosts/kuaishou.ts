import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Short-video (Kuaishou) campaign host. */
export default defineHost({
  id: "kuaishou",
  hostnames: sample(["ks.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/m/kssczh/kuaishou/shanxin/index.html",
  entries: [
    { path: "/m/kssczh/kuaishou/shanxin/index.html", design: "video" },
    { path: "/m/kssczh/kuaishou/index.html", design: "video" },
    { path: "/m/kssczh/tengxun/shanxin/index.html", design: "compact" },
  ],
});
