/**
 * The preview's event log: tracking records and conversion relays the reference server stored
 * (server/api/handlers-tracking.ts) since a preview started. Read-only.
 */
import type { DatabaseSync } from "node:sqlite";

/** One stored event. */
export interface LoggedEvent {
  id: number;
  kind: string;
  userId: number | null;
  payload: string;
  time: number;
}

/** Most events shown at once. */
export const EVENT_LOG_LIMIT = 100;

/** Events stored at or after `since` (ms), newest first. A malformed payload is shown as stored. */
export function eventsSince(db: DatabaseSync, since: number, limit = EVENT_LOG_LIMIT): LoggedEvent[] {
  const rows = db
    .prepare("SELECT id, kind, user_id, payload, time FROM events WHERE time >= ? ORDER BY id DESC LIMIT ?")
    .all(since, limit) as {
    id: number;
    kind: string;
    user_id: number | null;
    payload: string;
    time: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    payload: row.payload,
    time: row.time,
  }));
}

/** Chinese names of the event kinds. */
export const EVENT_KIND_NAMES: Readonly<Record<string, string>> = {
  record: "埋点记录 event record",
  baidu: "搜索推广转化 search-ad conversion",
  kuaishou: "短视频转化 short-video conversion",
};
