/**
 * The event log beside one phone frame: the API calls the reference server received from the
 * frame's device id (request log, development mode), in plain words, and the tracker events
 * the configuration fires once a form save succeeded. Conversion relays and tracking records
 * are marked, so a marketer sees which conversions a click-through caused.
 */
import type { DatabaseSync } from "node:sqlite";
import { findEndpoint, type ApiName } from "../../contract/index.ts";
import { trackerEventsFor, type TrackerEvent } from "../tracker-events.ts";
import { CALL_NAMES, CONVERSION_CALLS, plainTrackerEvent } from "./plain-words.ts";

/** One line of a frame's log. */
export interface FrameEvent {
  id: string;
  /** Local time, HH:MM:SS (Asia/Shanghai). */
  time: string;
  /** Plain description, e.g. "提交表单：成功". */
  text: string;
  /** A conversion report, tracking record or tracker event (shown highlighted). */
  conversion: boolean;
}

/** Most lines read per frame. */
const FRAME_LOG_LIMIT = 60;

interface LogRow {
  id: number;
  path: string;
  time: number;
  status: number;
}

const clock = (time: number) =>
  new Date(time).toLocaleTimeString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });

function trackerText(event: TrackerEvent): string {
  return `${plainTrackerEvent(event)}${event.sample ? "（样例 ID）" : ""}`;
}

/**
 * The log of `device` since `since` (ms), oldest first. `channel` is the frame's channel: after
 * a successful form save the trackers it configures fire in the page (read from the same plan
 * the browser uses), which the server cannot see, so they are listed from configuration.
 */
export function frameEvents(db: DatabaseSync, device: string, since: number, channel: string): FrameEvent[] {
  const rows = db
    .prepare(
      `SELECT id, path, time, status FROM api_log
       WHERE time >= ? AND json_extract(body, '$._did') = ? ORDER BY id LIMIT ?`,
    )
    .all(since, device, FRAME_LOG_LIMIT) as unknown as LogRow[];
  const events: FrameEvent[] = [];
  for (const row of rows) {
    const name = findEndpoint(row.path)?.name as ApiName | undefined;
    const call = name ? CALL_NAMES[name] : row.path;
    const ok = row.status === 200;
    events.push({
      id: String(row.id),
      time: clock(row.time),
      text: `${call}：${ok ? "成功" : `失败（${row.status}）`}`,
      conversion: name !== undefined && CONVERSION_CALLS.has(name),
    });
    if (name === "formSave" && ok) {
      for (const [index, event] of trackerEventsFor({ channel }).entries()) {
        if (event.when !== "formSuccess") continue;
        events.push({
          id: `${row.id}-${index}`,
          time: clock(row.time),
          text: trackerText(event),
          conversion: true,
        });
      }
    }
  }
  return events;
}
