import { defineHost } from "../src/config/host-schema.ts";

/** The nntzxn host: Guangxi company, name 闪信 (spec section 4). */
export default defineHost({
  id: "nntzxn",
  hostnames: ["h5.nntzxn.example"],
  brand: "shanxin",
  root: "/login",
  entries: [
    { path: "/login", design: "compact" },
    { path: "/v1/login", design: "amount" },
  ],
  overrides: {
    name: "闪信",
    companyName: "广西南宁闪信信息咨询有限公司",
    icp: "桂ICP备2023014712号-3",
  },
});
