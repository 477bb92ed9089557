import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  readStagingRecord,
  stagingPreviewAddress,
  writeStagingRecord,
  type StagingRecord,
} from "./staging-record.ts";

const fresh = () => mkdtempSync(join(tmpdir(), "staging-record-"));
/** Where the record lives: `.release/staging.json` in the working copy. */
const stagingRecordPath = (root: string) => join(root, ".release", "staging.json");

const record: StagingRecord = {
  releaseId: "20261129-0120-97cf9cc",
  writtenAt: "2026-11-29T01:20:00.000Z",
  previews: { default: "https://r-97cf9cc--default.preview.example.com/" },
};

describe("the staging record", () => {
  it("reads back what was written", () => {
    const root = fresh();
    writeStagingRecord(root, record);
    expect(readStagingRecord(root)).toEqual(record);
  });

  it.each([
    ["no file", undefined],
    ["not JSON", "{"],
    ["not an object", "[1]"],
    ["no release id", JSON.stringify({ previews: {} })],
  ])("is absent when there is %s", (_case, text) => {
    const root = fresh();
    if (text !== undefined) {
      mkdirSync(join(root, ".release"));
      writeFileSync(stagingRecordPath(root), text);
    }
    expect(readStagingRecord(root)).toBeUndefined();
  });

  it("leaves out addresses a phone cannot open as a web page", () => {
    const root = fresh();
    mkdirSync(join(root, ".release"));
    writeFileSync(
      stagingRecordPath(root),
      JSON.stringify({
        releaseId: "r1",
        previews: { a: "javascript:alert(1)", b: "not a url", c: 42, d: "https://d.example.com/x" },
      }),
    );
    expect(readStagingRecord(root)).toEqual({
      releaseId: "r1",
      writtenAt: "",
      previews: { d: "https://d.example.com/x/" },
    });
  });
});

describe("a staging preview address", () => {
  it.each([
    ["default", "/login?c=5265", "https://r-97cf9cc--default.preview.example.com/login?c=5265"],
    ["default", "/", "https://r-97cf9cc--default.preview.example.com/"],
    ["ks5218", "/login", undefined],
  ])("of %s %s is %s", (bundle, path, expected) => {
    expect(stagingPreviewAddress(record, bundle, path)).toBe(expected);
  });

  it("keeps a base's own path", () => {
    const withPath = { ...record, previews: { default: "https://cdn.example.com/_preview/r1/default/" } };
    expect(stagingPreviewAddress(withPath, "default", "/carloan?x=1")).toBe(
      "https://cdn.example.com/_preview/r1/default/carloan?x=1",
    );
  });

  it("is absent without a record", () => {
    expect(stagingPreviewAddress(undefined, "default", "/login")).toBeUndefined();
  });
});
