import { describe, expect, test } from "vitest";
import { BRANDS, BRAND_IDS } from "../config/brands.ts";
import { BRAND_CHANNEL_ROWS } from "../config/channels-brand.ts";
import { brandDocumentTitle, pageTitle, resolveBrand } from "./brand.ts";

const FANJIN = { companyName: "青岛凡金互联网信息服务有限公司", icp: "鲁ICP备20025564号-1" };

describe("channel overrides (spec 4, brand resolution)", () => {
  test.each(["3408", "5320", "5589", "5588", "5626", "5627", "963"])(
    "'Channels 3408, 5320, 5589, 5588, 5626, 5627 and 963: company 青岛凡金…, ICP 鲁ICP备20025564号-1' (%s)",
    (n) => expect(resolveBrand({ brandId: "shanxin", channel: `channel_${n}` })).toMatchObject(FANJIN),
  );
  test("'Channel 675: the Shanxi micro-loan company, ICP 晋ICP备2023001704号-10'", () => {
    expect(resolveBrand({ brandId: "shanxin", channel: "channel_675" })).toMatchObject({
      icp: "晋ICP备2023001704号-10",
    });
  });
  test.each(["5589", "5588"])(
    "'Channels 5589 and 5588: brand renamed 马上借钱花 with its own logo' (%s)",
    (n) => {
      expect(resolveBrand({ brandId: "shanqian", channel: `channel_${n}` })).toMatchObject({
        name: "马上借钱花",
        logo: "/brands/mashangjieqianhua/logo.svg",
        // Its red logo brings the red theme (issue 38).
        theme: "shanqian",
        ...FANJIN,
      });
    },
  );
  test.each(["5627", "5626", "6952"])(
    "'Channels 5627, 5626 and 6952: funding source 西安海银网络小额贷款有限公司' (%s)",
    (n) => {
      expect(resolveBrand({ brandId: "shanxin", channel: `channel_${n}` }).sourcesFunding).toBe(
        "西安海银网络小额贷款有限公司",
      );
    },
  );
  test.each(["6078", "5475"])(
    "'Channels 6078 and 5475: funding source 西安海银网络小额贷款有限责任公司' (%s)",
    (n) => {
      expect(resolveBrand({ brandId: "shanxin", channel: `channel_${n}` }).sourcesFunding).toBe(
        "西安海银网络小额贷款有限责任公司",
      );
    },
  );
  test.each(BRAND_CHANNEL_ROWS)("row $id applies to each of its channels", (row) => {
    for (const channel of row.channels) {
      expect(resolveBrand({ brandId: "shanxin", channel })).toMatchObject(
        Object.fromEntries(
          Object.entries(row.overrides).filter(([k]) => k !== "companyName" || channel !== "channel_5589"),
        ),
      );
    }
  });
  test("other channels keep the base brand", () => {
    const { oldInfo, ...brand } = resolveBrand({ brandId: "sudai", channel: "channel_5818" });
    expect(brand).toEqual(BRANDS.sudai);
    expect(oldInfo).toEqual(BRANDS.sudai);
  });
});

describe("order: base, channel, host, stored appname + appcompany", () => {
  test("host overrides win over channel overrides", () => {
    const brand = resolveBrand({
      brandId: "shanxin",
      channel: "channel_963",
      hostOverrides: { icp: "桂ICP备2023014712号-3", companyName: undefined },
    });
    expect(brand).toMatchObject({ icp: "桂ICP备2023014712号-3", companyName: FANJIN.companyName });
  });
  test("stored appname and appcompany win when both are present", () => {
    const brand = resolveBrand({
      brandId: "shanxin",
      channel: "channel_5589",
      hostOverrides: { name: "闪信" },
      appname: " 某App ",
      appcompany: "某公司",
    });
    expect(brand).toMatchObject({ name: "某App", companyName: "某公司", icp: FANJIN.icp });
  });
  test.each([
    ["某App", undefined],
    [undefined, "某公司"],
    ["某App", ""],
    [null, "某公司"],
  ])("appname %j with appcompany %j is ignored", (appname, appcompany) => {
    expect(resolveBrand({ brandId: "shanxin", appname, appcompany }).name).toBe("闪信借钱");
  });
  test("oldInfo is a copy of the defaults, not changed by overrides", () => {
    const brand = resolveBrand({ brandId: "shanxin", channel: "channel_5588" });
    expect(brand.oldInfo).toEqual(BRANDS.shanxin);
    expect(brand.oldInfo).not.toBe(BRANDS.shanxin);
    brand.oldInfo.name = "x";
    expect(BRANDS.shanxin.name).toBe("闪信借钱");
  });
  test.each([...BRAND_IDS])("base brand %s", (id) => {
    expect(resolveBrand({ brandId: id }).name).toBe(BRANDS[id].name);
  });
  test("an unknown brand id falls back to the default brand", () => {
    expect(resolveBrand({ brandId: "nope" }).name).toBe("闪信借钱");
  });
});

describe("titles", () => {
  test("'for channel_5262 the title is 首页'", () => {
    expect(brandDocumentTitle({ name: "闪信借钱" }, "channel_5262")).toBe("首页");
    expect(brandDocumentTitle({ name: "闪信借钱" }, "channel_5818")).toBe("闪信借钱");
  });
  test.each([
    ["个人信息", "某App", "个人信息"],
    [undefined, "某App", "某App"],
    ["", " ", "闪信借钱"],
    [null, null, "闪信借钱"],
  ])(
    "'route meta title, then the stored app name, then the brand name': %j, %j → %s",
    (routeTitle, appname, expected) => {
      expect(pageTitle({ routeTitle, appname, brandName: "闪信借钱" })).toBe(expected);
    },
  );
});
