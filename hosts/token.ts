import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** Host whose landing pages are addressed by a campaign token, /{token}.html (spec section 2). */
export default defineHost({
  id: "token",
  hostnames: sample(["tk.shanxin.example"], "the real hostnames, lower case"),
  brand: "shanqian",
  root: { token: sample("a8k2", "the campaign token that / opens (one of the listed tokens)") },
  tokens: sample(
    ["a8k2", { token: "q7m3", design: "video" }, "x9p1"],
    "the campaign tokens that keep a page and design of their own (any other token shows tokenDesign)",
  ),
  tokenDesign: "amount",
  entries: [{ path: "/login", design: "classic" }],
});
