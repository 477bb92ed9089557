import { defineHost } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The nntzxn host: Guangxi company, name 闪信 (spec section 4). */
export default defineHost({
  id: "nntzxn",
  hostnames: sample(["h5.nntzxn.example"], "the real hostnames, lower case"),
  brand: "shanxin",
  root: "/login",
  entries: [
    { path: "/login", design: "compact" },
    { path: "/v1/login", design: "amount" },
  ],
  overrides: {
    name: "闪信",
    companyName: sample(
      "广西南宁闪信信息咨询有限公司",
      "the Guangxi company's registered name (the spec says only: a Guangxi company)",
    ),
    icp: "桂ICP备2023014712号-3",
    ...sample(
      {
        servicePhone: "400-000-0004",
        serviceEmail: "kefu@nntzxn.example",
        serviceAddress: "南宁市青秀区示例路1号",
      },
      "the Guangxi company's customer-service phone, e-mail and postal address",
    ),
  },
});
