import { defineHost } from "../src/config/host-schema.ts";

/** The zhonghongrt host: default brand run by the Sichuan partner (spec section 4). */
export default defineHost({
  id: "zhonghongrt",
  hostnames: ["h5.zhonghongrt.example"],
  brand: "shanxin",
  root: "/login",
  entries: [
    { path: "/login", design: "classic" },
    { path: "/v2/login", design: "video" },
  ],
  overrides: {
    companyName: "四川中宏融投企业管理有限公司",
    icp: "蜀ICP备2024081818号-1",
    sourcesFunding: "四川中宏融投企业管理有限公司合作持牌金融机构",
  },
});
