import { describe, expect, test } from "vitest";
import { getBundle } from "../config/bundles.ts";
import { edgeRoute, previewOf } from "./edge-route.ts";
import { ROUTES } from "../../tests/edge-routes.ts";
import { httpBlocks } from "./nginx.ts";

describe("the edge's routes, row by row as nginx serves them", () => {
  test.each(ROUTES)("%s: %s?%s", (_location, uri, query, release, answer) => {
    expect(edgeRoute(uri, query, release)).toEqual(answer);
  });

  test("every location kind of the nginx configuration has a row", () => {
    const block = httpBlocks([getBundle("default")], { distDir: "/nonexistent", listen: "80" });
    const kinds = [...block.matchAll(/\n {2}location (= \/ |\/_astro\/|\/ |~ )/g)].map((match) => match[1]);
    expect(kinds).toEqual(["= / ", "/_astro/", "/ "]);
    for (const kind of ["= /", "/_astro/", "/ try_files", "{token}.html"])
      expect(ROUTES.some(([location]) => location.startsWith(kind))).toBe(true);
  });
});

describe("preview hosts: <release id>--<bundle>.<suffix>", () => {
  test.each([
    [
      "20261129-011500-abc1234--default.preview.example",
      { id: "20261129-011500-abc1234", bundle: "default" },
    ],
    [
      "20261129-011500-abc1234-dirty--ks5218.Preview.Example:443",
      { id: "20261129-011500-abc1234-dirty", bundle: "ks5218" },
    ],
    ["default.preview.example", undefined],
    ["--default.preview.example", undefined],
    ["r1--.preview.example", undefined],
    ["r1--default.preview.example.evil.example", undefined],
    ["r1--default.site.example", undefined],
  ])("%s", (host, preview) => {
    expect(previewOf(host, "preview.example")).toEqual(preview);
  });

  test("no suffix set: no host is a preview host", () => {
    expect(previewOf("r1--default.preview.example", "")).toBeUndefined();
  });
});
