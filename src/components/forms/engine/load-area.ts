/**
 * Loads @vant/area-data (~32 KB gzip) on demand: a dynamic import, so the data set is a separate
 * chunk fetched only when a picker is focused or opened, never part of a page's initial JS.
 * One request per page; a failed load can be retried.
 */
import type { AreaList } from "../../../core/area.ts";

let pending: Promise<AreaList> | undefined;

export function loadAreaList(): Promise<AreaList> {
  pending ??= import("@vant/area-data").then(
    (module) => module.areaList,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
