/** Test fixtures of the field figures (decision 445), shared by the page's and the server's tests. */
import type { FieldTags } from "./field-payload.ts";

/** The tags of a page view as a real page sends them: a WeChat visit to the car host's /login. */
export const SAMPLE_FIELD_TAGS: FieldTags = {
  host: "car.shanxin.example",
  bundle: "car",
  page: "/login",
  channel: "channel_5818",
  release: "c74d7ed",
  inApp: "wechat",
};
