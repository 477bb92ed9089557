import { defineHost } from "../src/config/host-schema.ts";
import { SHARED_CATALOGUE } from "../src/config/marketplace.ts";
import { sample } from "../src/config/sample.ts";

/** Search-ad landing host, whose marketplace a live source may refresh after load. */
export default defineHost({
  id: "baidu",
  hostnames: sample(["bd.shanxin.example"], "the real hostnames, lower case"),
  brand: "sudai",
  root: "/baidu/index.html",
  entries: [
    { path: "/baidu/index.html", design: "amount" },
    { path: "/login", design: "classic" },
  ],
  marketplace: {
    products: [3, 1, 2].map((id) => SHARED_CATALOGUE.find((product) => product.id === id)!),
    livePath: sample(
      "/v3/product/list",
      "the path of the backend's product-list call, or remove livePath when the backend has none (the built list then stays as it is)",
    ),
  },
});
