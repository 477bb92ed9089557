/**
 * Every host bundle, keyed by its file name so that configuration errors can name the file.
 * Add a host: create hosts/<id>.ts with defineHost() and list it here.
 */
import type { HostConfig } from "../src/config/host-schema.ts";
import baidu from "./baidu.ts";
import car from "./car.ts";
import event1 from "./event1.ts";
import event2 from "./event2.ts";
import event3 from "./event3.ts";
import ks5218 from "./ks5218.ts";
import kuaishou from "./kuaishou.ts";
import mindex from "./mindex.ts";
import mv1 from "./mv1.ts";
import mv1small from "./mv1small.ts";
import nntzxn from "./nntzxn.ts";
import shanhuajk from "./shanhuajk.ts";
import shanxinfq from "./shanxinfq.ts";
import token from "./token.ts";
import v1 from "./v1.ts";
import zhonghongrt from "./zhonghongrt.ts";

export const HOST_FILES: Record<string, HostConfig> = {
  "hosts/baidu.ts": baidu,
  "hosts/car.ts": car,
  "hosts/event1.ts": event1,
  "hosts/event2.ts": event2,
  "hosts/event3.ts": event3,
  "hosts/ks5218.ts": ks5218,
  "hosts/kuaishou.ts": kuaishou,
  "hosts/mindex.ts": mindex,
  "hosts/mv1.ts": mv1,
  "hosts/mv1small.ts": mv1small,
  "hosts/nntzxn.ts": nntzxn,
  "hosts/shanhuajk.ts": shanhuajk,
  "hosts/shanxinfq.ts": shanxinfq,
  "hosts/token.ts": token,
  "hosts/v1.ts": v1,
  "hosts/zhonghongrt.ts": zhonghongrt,
};
