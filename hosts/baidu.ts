import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { SHARED_CATALOGUE } from "../src/config/marketplace.ts";
import { sample } from "../src/config/sample.ts";

/**
 * Search-ad landing host: / goes to /baidu/index.html. Its marketplace is built with three
 * products, and a live source may refresh the list after load.
 */
export default defineHost({
  id: "baidu",
  hostnames: sample(
    ["bd.shanxin.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
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
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
