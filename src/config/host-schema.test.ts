/** The carrier SDK and live-data fields of a host file, as the schema (host-schema.ts) checks them. */
import { describe, expect, test } from "vitest";
import type { HostConfig } from "./host-schema.ts";
import { findConfigProblems, findSharedProblems } from "./validate.ts";

const good: HostConfig = {
  id: "sample",
  hostnames: ["h5.sample.example"],
  brand: "shanxin",
  root: "/login",
  entries: [{ path: "/login", design: "classic" }],
  api: {},
};

const carrier = { scriptUrl: "https://sdk.carrier.example/h5.js", appId: "300011", sdkGlobal: "PhoneAuth" };

function problemsOf(change: Record<string, unknown>) {
  return findConfigProblems({ "hosts/sample.ts": { ...good, ...change } as HostConfig }).map(
    (p) => `${p.field}: ${p.message}`,
  );
}

describe("carrierLogin", () => {
  test.each([
    ["an https SDK", carrier],
    ["the development SDK on the page's own origin", { ...carrier, scriptUrl: "/__dev/carrier-sdk.js" }],
    [
      "gateway origins and a wait",
      { ...carrier, connectOrigins: ["https://gw.carrier.example"], timeoutMs: 8000 },
    ],
  ])("%s passes", (_name, carrierLogin) => expect(problemsOf({ carrierLogin })).toEqual([]));

  test.each<[string, Record<string, unknown>, RegExp]>([
    ["not an object", { carrierLogin: "yes" }, /^carrierLogin: must be/],
    ["http script", { carrierLogin: { ...carrier, scriptUrl: "http://sdk.example/h5.js" } }, /scriptUrl/],
    [
      "protocol-relative script",
      { carrierLogin: { ...carrier, scriptUrl: "//sdk.example/h5.js" } },
      /scriptUrl/,
    ],
    ["path climbing out", { carrierLogin: { ...carrier, scriptUrl: "/../h5.js" } }, /scriptUrl/],
    ["empty app id", { carrierLogin: { ...carrier, appId: "" } }, /appId/],
    ["app id with a quote", { carrierLogin: { ...carrier, appId: 'a"b' } }, /appId/],
    [
      "global that is not an identifier",
      { carrierLogin: { ...carrier, sdkGlobal: "window.x" } },
      /sdkGlobal/,
    ],
    [
      "gateways not a list",
      { carrierLogin: { ...carrier, connectOrigins: "https://gw.example" } },
      /connectOrigins:/,
    ],
    [
      "gateway with a path",
      { carrierLogin: { ...carrier, connectOrigins: ["https://gw.example/api"] } },
      /connectOrigins\[0\]/,
    ],
    ["wait too short", { carrierLogin: { ...carrier, timeoutMs: 10 } }, /timeoutMs/],
    ["wait not whole", { carrierLogin: { ...carrier, timeoutMs: 1500.5 } }, /timeoutMs/],
  ])("%s is refused", (_name, change, message) => {
    const problems = problemsOf(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

describe("liveData", () => {
  test("switches and a wait pass", () => {
    expect(problemsOf({ liveData: { offer: true, regions: false, timeoutMs: 3000 } })).toEqual([]);
  });

  test.each<[string, unknown, RegExp]>([
    ["not an object", true, /^liveData: must be/],
    ["a switch that is not a boolean", { offer: "yes" }, /^liveData.offer/],
    ["a wait too long", { regions: true, timeoutMs: 60_000 }, /^liveData.timeoutMs/],
  ])("%s is refused", (_name, liveData, message) => {
    expect(problemsOf({ liveData })).toEqual([expect.stringMatching(message)]);
  });

  test("hosts/defaults.ts is checked too", () => {
    const problems = findSharedProblems({ api: {}, liveData: { offer: 1 as unknown as boolean } });
    expect(problems).toEqual([
      expect.objectContaining({ file: "hosts/defaults.ts", field: "liveData.offer" }),
    ]);
  });
});
