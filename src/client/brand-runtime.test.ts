import { afterEach, describe, expect, it, vi } from "vitest";

class FakeElement {
  textContent: string | null;
  hidden = false;
  attributes = new Map<string, string>();
  parent: FakeElement | null = null;
  constructor(text = "", attributes: Record<string, string> = {}) {
    this.textContent = text;
    for (const [k, v] of Object.entries(attributes)) this.attributes.set(k, v);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  closest(selector: string) {
    const match = /\[data-brand-block="(\w+)"\]/.exec(selector);
    let node = this.parent;
    while (node && match && node.getAttribute("data-brand-block") !== match[1]) node = node.parent;
    return node;
  }
}

/** A page of the shanxin bundle showing its build brand, as the shell writes it. */
function fakeDocument(brandId: string, routeTitle: string) {
  const icon = new FakeElement("", {
    rel: "icon",
    href: "data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E",
    "data-icon": "/brands/shanxin/favicon.svg",
  });
  const logo = new FakeElement("", {
    "data-brand": "logo",
    src: "data:image/svg+xml,%3Csvg%2F%3E",
    "data-logo": "/brands/shanxin/logo.svg",
  });
  const names = [
    new FakeElement("闪信借钱", { "data-brand": "name" }),
    new FakeElement("闪信借钱", { "data-brand": "name" }),
  ];
  const company = new FakeElement("北京闪信科技有限公司", { "data-brand": "companyName" });
  const icp = new FakeElement("京ICP备2021039950号-1", { "data-brand": "icp" });
  const fundingBlock = new FakeElement("", { "data-brand-block": "sourcesFunding" });
  fundingBlock.hidden = true;
  const funding = new FakeElement("", { "data-brand": "sourcesFunding" });
  funding.parent = fundingBlock;
  const all = [icon, logo, ...names, company, icp, funding];
  const doc = {
    title: "",
    body: { dataset: { routeTitle }, style: { setProperty: vi.fn() } },
    getElementById: (id: string) =>
      id === "brand-config" ? { textContent: JSON.stringify({ brandId }) } : null,
    querySelector: () => null,
    querySelectorAll: (selector: string) => {
      if (selector === 'link[rel="icon"]') return [icon];
      const field = /data-brand="(\w+)"/.exec(selector)?.[1];
      return all.filter((el) => el.getAttribute("data-brand") === field);
    },
  };
  return { doc, icon, logo, names, company, icp, funding, fundingBlock };
}

interface Visit {
  brandId?: string;
  channel?: string;
  appname?: string;
  appcompany?: string;
  routeTitle?: string;
}

/** Opens a page with fresh stores holding the visit's values and starts the run-time brand. */
async function open({ brandId = "shanxin", channel, appname, appcompany, routeTitle = "" }: Visit = {}) {
  vi.resetModules();
  const page = fakeDocument(brandId, routeTitle);
  vi.stubGlobal("document", page.doc);
  const stores = await import("./stores.ts");
  const { $appcompany, $brandObj } = await import("./page-stores.ts");
  if (channel) stores.$channel.set(channel);
  if (appname) stores.$appname.set(appname);
  if (appcompany) $appcompany.set(appcompany);
  (await import("./brand-runtime.ts")).startBrand();
  return { ...page, stores, brand: () => $brandObj.get() };
}

afterEach(() => vi.unstubAllGlobals());

describe("the run-time brand", () => {
  it("titles the page by the route title first, then the app name, then the brand name", async () => {
    expect((await open({ routeTitle: "个人信息", appname: "某APP" })).doc.title).toBe("个人信息");
    expect((await open({ appname: "某APP" })).doc.title).toBe("某APP");
    expect((await open()).doc.title).toBe("闪信借钱");
  });

  it("titles channel_5262 首页 and applies channel overrides", async () => {
    expect((await open({ channel: "channel_5262" })).doc.title).toBe("首页");
    const renamed = (await open({ channel: "channel_5589" })).brand();
    expect(renamed?.name).toBe("马上借钱花");
    expect(renamed?.companyName).toBe("青岛凡金互联网信息服务有限公司");
    expect(renamed?.oldInfo?.name).toBe("闪信借钱");
  });

  it("applies the app name and company only together", async () => {
    const both = await open({ appname: "甲", appcompany: "乙公司" });
    expect(both.brand()).toMatchObject({ name: "甲", companyName: "乙公司" });
    expect(both.company.textContent).toBe("乙公司");
    expect((await open({ appname: "甲" })).brand()?.name).toBe("闪信借钱");
  });

  it("falls back to the default brand for an unknown brand id", async () => {
    expect((await open({ brandId: "__proto__" })).brand()?.name).toBe("闪信借钱");
  });

  it("writes title, texts, logo and funding, and shows the funding block", async () => {
    const f = await open({ channel: "channel_5626" });
    expect(f.company.textContent).toBe("青岛凡金互联网信息服务有限公司");
    expect(f.icp.textContent).toBe("鲁ICP备20025564号-1");
    expect(f.funding.textContent).toBe("西安海银网络小额贷款有限公司");
    expect(f.fundingBlock.hidden).toBe(false);
    expect(f.doc.title).toBe("闪信借钱");
  });

  it("writes hostile app names as text only", async () => {
    const name = "<img src=x onerror=alert(1)>";
    const f = await open({ appname: name, appcompany: "<script>alert(1)</script>" });
    expect(f.names.map((n) => n.textContent)).toEqual([name, name]);
    expect(f.doc.title).toBe(name);
    // An app's company keeps the group's lenders (decision 420): the funding line stays.
    expect(f.fundingBlock.hidden).toBe(false);
  });

  it("keeps the inline icon and logo of the build's brand; another brand's are fetched", async () => {
    const f = await open();
    expect(f.icon.getAttribute("href")).toBe("data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E");
    expect(f.logo.getAttribute("src")).toBe("data:image/svg+xml,%3Csvg%2F%3E");
    const other = await open({ brandId: "sudai" });
    expect(other.icon.getAttribute("href")).toBe("/brands/sudai/favicon.svg");
    expect(other.icon.getAttribute("data-icon")).toBe("/brands/sudai/favicon.svg");
    expect(other.logo.getAttribute("src")).toBe("/brands/sudai/logo.svg");
    expect(other.logo.getAttribute("data-logo")).toBe("/brands/sudai/logo.svg");
  });

  it("shows a channel's own logo over the build brand's inline one", async () => {
    const f = await open({ channel: "channel_5589" });
    expect(f.logo.getAttribute("src")).toBe("/brands/mashangjieqianhua/logo.svg");
  });

  it("paints again when the channel changes", async () => {
    const f = await open();
    f.stores.$channel.set("channel_5626");
    expect(f.funding.textContent).toBe("西安海银网络小额贷款有限公司");
    expect(f.fundingBlock.hidden).toBe(false);
  });
});
