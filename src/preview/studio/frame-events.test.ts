import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { API_PATHS } from "../../contract/index.ts";
import { frameEvents } from "./frame-events.ts";

function logWith(rows: [path: string, did: string, status: number, time: number][]): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  db.exec(
    "CREATE TABLE api_log (id INTEGER PRIMARY KEY, path TEXT, time INTEGER, status INTEGER, body TEXT, missing_common TEXT)",
  );
  const insert = db.prepare(
    "INSERT INTO api_log (path, time, status, body, missing_common) VALUES (?, ?, ?, ?, '[]')",
  );
  for (const [path, did, status, time] of rows) insert.run(path, time, status, JSON.stringify({ _did: did }));
  return db;
}

test("a frame's log: its own calls since the preview started, in plain words, conversions marked", () => {
  const db = logWith([
    [API_PATHS.channelInfo, "preview-f360-1", 200, 5],
    [API_PATHS.channelInfo, "preview-f360-1", 200, 10],
    [API_PATHS.formSave, "preview-f360-1", 200, 11],
    [API_PATHS.kuaishouReport, "preview-f360-1", 200, 12],
    [API_PATHS.userGet, "preview-f390-1", 200, 12],
    [API_PATHS.record, "preview-f360-1", 429, 13],
  ]);
  const events = frameEvents(db, "preview-f360-1", 10, "channel_5218");
  expect(events.map((event) => [event.text, event.conversion])).toEqual([
    ["读取渠道设置：成功", false],
    ["提交表单：成功", false],
    // The page's trackers fire after the confirmed save (read from the channel's configuration).
    ["快手广告：上报表单转化（样例 ID）", true],
    ["短视频广告转化上报：成功", true],
    ["埋点记录：失败（429）", true],
  ]);
});

test("a channel without trackers adds nothing after a form save", () => {
  const db = logWith([[API_PATHS.formSave, "preview-f360-1", 200, 1]]);
  expect(frameEvents(db, "preview-f360-1", 0, "channel_5265").map((event) => event.text)).toEqual([
    "提交表单：成功",
  ]);
});
