import { expect, test } from "vitest";
import { BUNDLES, funnelLook } from "./bundles.ts";
import type { HostConfig } from "./host-schema.ts";

const host = (over: Partial<HostConfig>): HostConfig => ({
  id: "h",
  hostnames: [],
  brand: "shanxin",
  root: "/login",
  entries: [
    { path: "/login", design: "classic" },
    { path: "/v2/login", design: "video" },
  ],
  api: { sameOrigin: true } as unknown as HostConfig["api"],
  ...over,
});

test.each([
  ["the first page is a classic landing", host({}), "light"],
  ["the first page is the video landing", host({ root: "/v2/login" }), "dark"],
  ["a video entry that is not the first page", host({ root: "/login" }), "light"],
  [
    "the first page is a listed token with the video design",
    host({ root: { token: "t1" }, tokens: [{ token: "t1", design: "video" }] }),
    "dark",
  ],
  [
    "the first page is a token in tokenDesign video",
    host({ root: { token: "t2" }, tokens: ["t2"], tokenDesign: "video" }),
    "dark",
  ],
  [
    "the first page is a token in another design",
    host({ root: { token: "t2" }, tokens: ["t2"], tokenDesign: "amount" }),
    "light",
  ],
  ["the host file says light", host({ root: "/v2/login", look: "light" }), "light"],
  ["the host file says dark", host({ look: "dark" }), "dark"],
] as const)("%s", (_, config, look) => {
  expect(funnelLook(config)).toBe(look);
});

test("the short-video hosts keep the dark look, the others are light", () => {
  const dark = BUNDLES.filter((bundle) => funnelLook(bundle) === "dark").map((bundle) => bundle.id);
  expect(dark.sort()).toEqual(["ks5218", "kuaishou"]);
});
