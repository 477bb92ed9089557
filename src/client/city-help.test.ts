/**
 * City help against a fake backend and a fake geolocation: the position is rounded before it
 * leaves the page, every failure is a reason and never a rejection, and the stored IP city is
 * offered as a place; the live area source falls back to the bundled data.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

const backend = vi.hoisted(() => {
  const state = {
    answers: new Map<string, unknown>(),
    requests: [] as { path: string; body: URLSearchParams }[],
  };
  globalThis.fetch = (async (input: unknown, init?: { body?: unknown }) => {
    const path = new URL(String(input), "http://h.example").pathname;
    const body = new URLSearchParams(String(init?.body ?? ""));
    state.requests.push({ path, body });
    const answer = state.answers.get(`${path}?${body.get("code") ?? ""}`) ??
      state.answers.get(path) ?? { code: 200 };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return state;
});

// The page's bundle takes its pickers' areas from the backend (host file `liveData.regions`).
vi.hoisted(() => {
  const config = { live: { offer: false, regions: true, timeoutMs: 1000 } };
  const block = { textContent: JSON.stringify(config) };
  globalThis.document = {
    referrer: "",
    getElementById: (id: string) => (id === "bundle-config" ? block : null),
  } as never;
});

const { canLocate, knownIpPlace, locatePlace } = await import("./city-help.ts");
const { areaSource, loadAreaList } = await import("./area-data.ts");
const { $ipAddressInfo } = await import("./stores.ts");

beforeEach(() => {
  backend.answers.clear();
  backend.requests.length = 0;
});
afterEach(() => $ipAddressInfo.set(null));

/** A geolocation that answers with `outcome`: coordinates, or an error code. */
function geolocation(outcome: { latitude: number; longitude: number } | 1 | 2 | 3): Geolocation {
  return {
    getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
      if (typeof outcome === "number")
        failed?.({
          code: outcome,
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      else found({ coords: outcome } as GeolocationPosition);
    },
  } as unknown as Geolocation;
}

describe("locatePlace", () => {
  test("sends the position rounded to two decimals and reads the place", async () => {
    backend.answers.set("/v3/app/geocoder", {
      code: 200,
      data: { city: { code: "440100", name: "广州市" } },
    });
    await expect(locatePlace(geolocation({ latitude: 23.129163, longitude: 113.264435 }))).resolves.toEqual({
      cityCode: "440100",
      cityName: "广州市",
    });
    const sent = backend.requests[0]?.body;
    expect([sent?.get("lat"), sent?.get("lng")]).toEqual(["23.13", "113.26"]);
  });

  test.each<[string, 1 | 2 | 3, string]>([
    ["the visitor refused", 1, "denied"],
    ["no fix", 2, "unavailable"],
    ["too slow", 3, "unavailable"],
  ])("%s: %s, and nothing is sent", async (_name, code, reason) => {
    await expect(locatePlace(geolocation(code))).resolves.toBe(reason);
    expect(backend.requests).toEqual([]);
  });

  test.each<[string, unknown]>([
    ["a bare answer", { code: 200 }],
    ["a refusal", { code: 500, msg: "定位服务繁忙" }],
    ["a network failure", new TypeError("offline")],
  ])("%s names no place", async (_name, answer) => {
    backend.answers.set("/v3/app/geocoder", answer);
    await expect(locatePlace(geolocation({ latitude: 31.2, longitude: 121.5 }))).resolves.toBe(
      "unknown-place",
    );
  });

  test("canLocate needs the browser's geolocation", () => {
    expect(canLocate({ geolocation: geolocation(1) })).toBe(true);
    expect(canLocate({})).toBe(false);
  });
});

describe("knownIpPlace", () => {
  test.each<[string, { code: string; name: string } | null, unknown]>([
    [
      "the guard's IP city with its code",
      { code: "310100", name: "上海市" },
      { cityCode: "310100", cityName: "上海市" },
    ],
    ["a lean answer: the name alone", { code: "", name: "上海市" }, { cityName: "上海市" }],
    ["an odd code is left out", { code: "SH", name: "上海市" }, { cityName: "上海市" }],
    ["nothing known", null, undefined],
    ["an empty name", { code: "310100", name: "" }, undefined],
  ])("%s", (_name, stored, place) => {
    $ipAddressInfo.set(stored);
    expect(knownIpPlace()).toEqual(place);
  });
});

describe("the live area source", () => {
  test("asks level by level and keeps each answer", async () => {
    backend.answers.set("/v1/region/list?", { code: 200, data: [{ code: "440000", name: "广东省" }] });
    backend.answers.set("/v1/region/list?440000", {
      code: 200,
      data: { list: [{ code: "440100", name: "广州市" }] },
    });
    const source = areaSource();
    const provinces = await source.start();
    expect(provinces.province_list).toEqual({ "440000": "广东省" });
    const cities = await source.expand(provinces, "440000");
    expect(cities.city_list).toEqual({ "440100": "广州市" });
    await source.expand(provinces, "440000");
    expect(backend.requests.map((r) => r.body.get("code"))).toEqual([null, "440000"]);
  });

  test.each<[string, unknown]>([
    ["a bare answer", { code: 200 }],
    ["a refusal", { code: 404, msg: "地区不存在" }],
    ["areas that do not fit", { code: 200, data: [{ code: "440100", name: "广州市" }] }],
    ["a network failure", new TypeError("offline")],
  ])("%s: the bundled area data, and no further call", async (_name, answer) => {
    backend.answers.set("/v1/region/list", answer);
    const source = areaSource();
    const list = await source.start();
    expect(list).toBe(await loadAreaList());
    await source.expand(list, "440000");
    expect(backend.requests).toHaveLength(1);
  });
});
