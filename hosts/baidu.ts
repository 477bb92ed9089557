import { defineHost } from "../src/config/host-schema.ts";

/** Search-ad landing host: / goes to /baidu/index.html. */
export default defineHost({
  id: "baidu",
  hostnames: ["bd.shanxin.example"],
  brand: "sudai",
  root: "/baidu/index.html",
  entries: [
    { path: "/baidu/index.html", design: "amount" },
    { path: "/login", design: "classic" },
  ],
});
