import { describe, expect, test } from "vitest";
import {
  channelInfoOfDevFlow,
  devFlowCookieValue,
  parseDevFlow,
  type DevFlow,
} from "../../contract/index.ts";
import { galleryFileName } from "../gallery-files.ts";
import { previewPhone, previewStartHref } from "./preview-start.ts";
import { reachableOrigins } from "./reachable.ts";
import { studioHomeOf } from "./routes.ts";

describe("flow settings a preview chooses", () => {
  test.each<DevFlow>([
    { kind: "web", input_form: 1, succ_todo: 4, fail_todo: 3 },
    { kind: "web", input_form: 0, succ_todo: 0, fail_todo: 12 },
    { kind: "app", app: "ios", h5_bd_type_for_p4: 1 },
    { kind: "app", app: "android", h5_bd_type_for_p4: 3 },
  ])("%j survives the cookie value", (flow) => {
    expect(parseDevFlow(devFlowCookieValue(flow))).toEqual(flow);
  });

  test.each(["", "server", "web.2.0.0", "web.1.4", "app.ios.4", "app.web.1", "web.1.4.3 "])(
    "%j is not a flow",
    (value) => expect(parseDevFlow(value)).toBeUndefined(),
  );

  test("a web flow answers its values; an app flow only its type", () => {
    expect(channelInfoOfDevFlow({ kind: "web", input_form: 1, succ_todo: 4, fail_todo: 3 })).toMatchObject({
      application: "",
      h5_flow_info: { input_form: 1, succ_todo: 4, fail_todo: 3 },
    });
    expect(channelInfoOfDevFlow({ kind: "app", app: "android", h5_bd_type_for_p4: 2 })).toMatchObject({
      application: "APP-安卓",
      h5_bd_type_for_p4: 2,
    });
  });
});

describe("addresses", () => {
  const interfaces = {
    lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
    eth0: [
      { address: "192.168.1.5", family: "IPv4", internal: false },
      { address: "fe80::1", family: "IPv6", internal: false },
    ],
  } as unknown as Parameters<typeof reachableOrigins>[2];

  test.each([
    ["127.0.0.1", []],
    ["localhost", []],
    ["0.0.0.0", ["http://192.168.1.5:8080"]],
    ["10.0.0.7", ["http://10.0.0.7:8080"]],
  ])("listening on %s a phone can open %j", (host, expected) => {
    expect(reachableOrigins(host, 8080, interfaces)).toEqual(expected);
  });

  test("the studio shows a bundle from <bundle>.localhost, except when opened by network address", () => {
    expect(studioHomeOf("127.0.0.1:8080", "car", 8080)).toBe("http://car.localhost:8080");
    expect(studioHomeOf("default.localhost:8080", "car", 8080)).toBe("http://car.localhost:8080");
    expect(studioHomeOf("car.localhost:8080", "car", 8080)).toBeUndefined();
    expect(studioHomeOf("192.168.1.5:8080", "car", 8080)).toBeUndefined();
    expect(studioHomeOf("localhost", "nope", 8080)).toBeUndefined();
    expect(studioHomeOf("localhost", null, 8080)).toBeUndefined();
  });

  test("gallery file names", () => {
    expect(galleryFileName("/download-page?c=1")).toBe("download-page.png");
    expect(galleryFileName("/m/v1-ks5218/index.html")).toBe("m_v1-ks5218_index.html.png");
    expect(galleryFileName("/")).toBe("root.png");
    expect(galleryFileName("/../x")).toBe("_x.png");
  });

  test("preview starts: the studio's parameters that matter, and one phone number per device", () => {
    const preview = {
      bundleId: "default",
      channel: "channel_5265",
      city: "上海市",
      loggedIn: true,
      phone: "android" as const,
      flow: { kind: "web", input_form: 1, succ_todo: 4, fail_todo: 3 } as const,
      path: undefined,
      query: { bd_vid: "1" },
    };
    expect(previewStartHref(preview, "preview-phone-1")).toBe(
      "/__preview/start?bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&login=1&query=bd_vid%3D1&flow=web&form=1&succ=4&fail=3&did=preview-phone-1",
    );
    const app = {
      ...preview,
      loggedIn: false,
      flow: { kind: "app", app: "ios", h5_bd_type_for_p4: 2 } as const,
    };
    expect(previewStartHref(app, "preview-frame-1", "iphone-wechat")).toBe(
      "/__preview/start?bundle=default&channel=5265&city=%E4%B8%8A%E6%B5%B7%E5%B8%82&phone=iphone-wechat&query=bd_vid%3D1&flow=app&app=ios&p4=2&did=preview-frame-1",
    );
    expect(previewPhone("preview-f360-1")).toMatch(/^199\d{8}$/);
    expect(previewPhone("preview-f360-1")).not.toBe(previewPhone("preview-f390-1"));
  });
});
