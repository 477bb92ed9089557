/**
 * Where the area pickers get their areas. By default the bundled @vant/area-data (~32 KB gzip),
 * a dynamic import fetched only when a picker is focused or opened, never part of a page's
 * initial JS; one request per page, and a failed load can be retried. A host with
 * `liveData.regions` asks /v1/region/list level by level instead (provinces, then a province's
 * cities, then a city's counties) and goes back to the bundled data for good as soon as an
 * answer is late, refused or unusable, so a picker always ends with a full list.
 */
import * as api from "../contract/calls.ts";
import type { AreaList } from "../core/area.ts";
import { EMPTY_AREA_LIST, mergeAreaLists, withChildren } from "../core/area.ts";
import { request } from "./api.ts";
import { bundleConfig } from "./bundle-config.ts";

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

/** The areas of one picker, level by level. */
export interface AreaSource {
  /** A list holding at least the provinces. */
  start(): Promise<AreaList>;
  /** `list` with the children of `code` (a province's cities, a city's counties). */
  expand(list: AreaList, code: string): Promise<AreaList>;
}

const BUNDLED: AreaSource = { start: loadAreaList, expand: async (list) => list };

/**
 * /v1/region/list, with the bundled data once any answer fails. Answers are kept per code,
 * so reopening a picker asks nothing again.
 */
function liveAreaSource(timeoutMs: number): AreaSource {
  let failed = false;
  const asked = new Map<string, Promise<AreaList | undefined>>();
  const children = async (list: AreaList, parent: string | undefined): Promise<AreaList> => {
    if (!failed) {
      const key = parent ?? "";
      const answer =
        asked.get(key) ??
        request(api.regionList, parent === undefined ? {} : { code: parent }, { timeout: timeoutMs })
          .then((reply) => (reply.ok ? reply.data : []))
          .then(
            (areas) => withChildren(EMPTY_AREA_LIST, parent, areas),
            () => undefined,
          );
      asked.set(key, answer);
      const found = await answer;
      if (found) return mergeAreaLists(list, found);
      failed = true;
    }
    return loadAreaList();
  };
  return { start: () => children(EMPTY_AREA_LIST, undefined), expand: children };
}

/** The source of this page's pickers: live when the host enabled it, else the bundled data. */
export function areaSource(): AreaSource {
  const live = bundleConfig().live;
  return live?.regions ? liveAreaSource(live.timeoutMs) : BUNDLED;
}
