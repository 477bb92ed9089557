import { defineHost, SAME_ORIGIN_API } from "../src/config/host-schema.ts";
import { sample } from "../src/config/sample.ts";

/** The nntzxn host: Guangxi company, name 闪信 (spec section 4). */
export default defineHost({
  id: "nntzxn",
  hostnames: sample(
    ["h5.nntzxn.example"],
    "the real hostnames of this host, lower case, as the ad channels link to them",
  ),
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
  },
  api: sample(
    SAME_ORIGIN_API,
    "the https base URLs of the company's API (base) and tracking host (trackBase); or SAME_ORIGIN_API without sample() when the web server forwards the API paths to the backend",
  ),
});
