import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The zhonghongrt host: default brand run by the Sichuan partner (spec section 4). */
export default defineHost({
  id: "zhonghongrt",
  hostnames: sample(["h5.zhonghongrt.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/login",
  entries: [
    { path: "/login", design: "classic" },
    { path: "/v2/login", design: "video" },
  ],
  overrides: {
    companyName: "四川中宏融投企业管理有限公司",
    icp: "蜀ICP备2024081818号-1",
    ...sample(
      {
        servicePhone: "400-000-0005",
        serviceEmail: "kefu@zhonghongrt.example",
        serviceAddress: "成都市武侯区示例路1号",
      },
      "the Sichuan partner's customer-service phone, e-mail and postal address",
    ),
    sourcesFunding: sample(
      "示例银行股份有限公司",
      "the registered names of the lenders the Sichuan partner's pages advertise, joined by 、 (the spec says only: and a funding source)",
    ),
  },
});
