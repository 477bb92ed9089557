/**
 * Retention of the tables that anonymous visitors fill: the newest N rows of events (tracking,
 * relays, activations) and of the request log, and nothing older than the configured days there
 * or in the SMS code table (decision 032). Enforced by the server itself, on every insert, so no
 * cron job has to exist for the disk to stay bounded.
 */
import type { DatabaseSync } from "node:sqlite";
import type { AppContext } from "../context.ts";

/** Tables bounded by row count, and which bound applies. */
const ROW_BOUNDS = { events: "rows", api_log: "requestLogRows" } as const;

/** Tables bounded by age, with their time column (Unix ms of the server clock). */
const AGE_COLUMNS = [
  ["events", "time"],
  ["api_log", "time"],
  ["sms_codes", "created_at"],
] as const;

const DAY_MS = 24 * 3600 * 1000;
/** Age pruning scans whole tables, so it runs at most once an hour (by the server clock). */
const AGE_PRUNE_EVERY_MS = 3600 * 1000;
const lastAgePrune = new WeakMap<DatabaseSync, number>();

/** Deletes rows older than the retention days from every age-bounded table; returns how many. */
export function pruneByAge(app: AppContext): number {
  const now = app.options.now();
  lastAgePrune.set(app.db, now);
  const cutoff = now - app.options.retention.days * DAY_MS;
  let deleted = 0;
  for (const [table, column] of AGE_COLUMNS) {
    deleted += Number(app.db.prepare(`DELETE FROM ${table} WHERE ${column} < ?`).run(cutoff).changes);
  }
  return deleted;
}

/**
 * Called after inserting row `insertedId` into `table`: keeps only the newest rows of the
 * table's bound, and prunes by age when an hour has passed. Ids only grow (rows are deleted
 * from the oldest end), so "id <= newest - bound" leaves at most `bound` rows.
 */
export function keepWithinBounds(app: AppContext, table: keyof typeof ROW_BOUNDS, insertedId: number): void {
  const bound = app.options.retention[ROW_BOUNDS[table]];
  if (insertedId > bound) app.db.prepare(`DELETE FROM ${table} WHERE id <= ?`).run(insertedId - bound);
  const last = lastAgePrune.get(app.db);
  if (last === undefined || app.options.now() - last >= AGE_PRUNE_EVERY_MS) pruneByAge(app);
}
