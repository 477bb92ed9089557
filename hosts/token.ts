import { defineHost } from "../src/config/host-schema.ts";

/** Host whose landing pages are addressed by a campaign token: /{token}.html. */
export default defineHost({
  id: "token",
  hostnames: ["tk.shanxin.example"],
  brand: "shanqian",
  root: { token: "a8k2" },
  tokens: ["a8k2", "q7m3", "x9p1"],
  tokenDesign: "amount",
  entries: [{ path: "/login", design: "classic" }],
});
