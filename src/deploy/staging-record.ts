/**
 * Where the newest staging release can be previewed (issues 51 and 52): the release tool writes
 * this record after a staging release is whole; the preview studio reads it to point its QR code
 * at the per-release preview address rather than at the studio's own LAN address. It lives in
 * the working copy (`.release/staging.json`, not committed), since it describes what this
 * operator released from here.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface StagingRecord {
  /** The release id as the release tool names it. */
  releaseId: string;
  /** When the release became whole, as an ISO 8601 time. */
  writtenAt: string;
  /**
   * Per bundle id, the absolute http(s) address that serves that bundle's pages of this very
   * release at its root (so `/login` of the release is `<address>login`), ending in "/".
   */
  previews: Record<string, string>;
}

const stagingRecordPath = (root: string): string => join(root, ".release", "staging.json");

const isHttpAddress = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The record, or undefined when there is none or it cannot be read; unusable addresses are left out. */
export function readStagingRecord(root: string): StagingRecord | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(stagingRecordPath(root), "utf8"));
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { releaseId, writtenAt, previews } = parsed as Record<string, unknown>;
  if (typeof releaseId !== "string" || releaseId === "") return undefined;
  const usable = Object.entries(typeof previews === "object" && previews !== null ? previews : {}).filter(
    (entry): entry is [string, string] => isHttpAddress(entry[1]),
  );
  return {
    releaseId,
    writtenAt: typeof writtenAt === "string" ? writtenAt : "",
    previews: Object.fromEntries(usable.map(([bundle, address]) => [bundle, address.replace(/\/*$/, "/")])),
  };
}

/** Writes the record whole (a temporary file renamed over the old one), so a reader never sees half. */
export function writeStagingRecord(root: string, record: StagingRecord): void {
  const path = stagingRecordPath(root);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.tmp`, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}

/**
 * The preview address of `pathAndQuery` (starting with "/") of `bundle` in the staging release,
 * or undefined when the record has none for that bundle.
 */
export function stagingPreviewAddress(
  record: StagingRecord | undefined,
  bundle: string,
  pathAndQuery: string,
): string | undefined {
  const base = record?.previews[bundle];
  return base === undefined ? undefined : new URL(pathAndQuery.replace(/^\/*/, ""), base).href;
}
