import { describe, expect, test } from "vitest";
import { channelInfoOfDevFlow, parseDevFlow, type DevFlow } from "./index.ts";

describe("flow settings the development server answers", () => {
  test.each<[string, DevFlow]>([
    ["web.1.4.3", { kind: "web", input_form: 1, succ_todo: 4, fail_todo: 3 }],
    ["web.0.0.12", { kind: "web", input_form: 0, succ_todo: 0, fail_todo: 12 }],
    ["app.ios.1", { kind: "app", app: "ios", h5_bd_type_for_p4: 1 }],
    ["app.android.3", { kind: "app", app: "android", h5_bd_type_for_p4: 3 }],
  ])("%s is the flow %j", (value, flow) => {
    expect(parseDevFlow(value)).toEqual(flow);
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
