import { describe, expect, it } from "vitest";
import { takesIncomingLogin, withoutParams, withoutSpentLogin } from "./incoming-login.ts";

const none = { token: "", userId: "" };
const mine = { token: "my-token", userId: "42" };

describe("whose account a link may put the visitor in (decision 026 in docs/decisions/login.md)", () => {
  // [case, held login, incoming token, user id the backend answered for it, in the app, taken]
  it.each([
    ["nobody is logged in", none, "their-token", undefined, false, true],
    ["nobody is logged in, the backend names someone", none, "their-token", "7", false, true],
    ["the very token already held", mine, "my-token", undefined, false, true],
    ["the same user proven by the backend (a fresher token)", mine, "new-token", "42", false, true],
    ["another user proven by the backend", mine, "their-token", "7", false, false],
    ["the backend names no user: nothing is proven", mine, "their-token", "", false, false],
    ["no answer at all", mine, "their-token", undefined, false, false],
    ["inside the app's web view, another user", mine, "their-token", "7", true, true],
    ["inside the app's web view, nothing proven", mine, "their-token", undefined, true, true],
    ["a held token without user id, another login", { token: "t", userId: "" }, "x", "", false, false],
  ] as const)("%s: taken = %s", (_case, held, token, provenUserId, inApp, taken) => {
    expect(takesIncomingLogin(held, { token, provenUserId }, inApp)).toBe(taken);
  });
});

describe("spent credentials leave the address", () => {
  const page = (search: string) => new URL(`http://default.localhost/download${search}#top`);
  it.each([
    ["?mark=m1&keep=1", "/download?keep=1#top"],
    ["?markcode=c&mark=m&x=%E4%B8", "/download?x=%E4%B8#top"],
    ["?keep=1&&bookmark=2", "/download?keep=1&bookmark=2#top"],
    ["", "/download#top"],
  ])("%s → %s", (search, cleaned) => {
    expect(withoutSpentLogin(page(search))).toBe(cleaned);
  });

  it("withoutParams keeps undecodable parts verbatim", () => {
    expect(withoutParams(page("?a=%E4%B8&_token=x&b"), ["_token"])).toBe("/download?a=%E4%B8&b#top");
  });
});
