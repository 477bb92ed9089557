/**
 * Retention of the tables that anonymous visitors fill: the newest N rows of events (tracking,
 * relays, activations), and nothing older than the configured days there or in the SMS code
 * table (decision 032). Enforced by the server itself, on every insert, so no cron job has to
 * exist for the disk to stay bounded.
 */
import type { DatabaseSync } from "node:sqlite";
import type { AppContext } from "../context.ts";

const DAY_MS = 24 * 3600 * 1000;
/** Age pruning scans whole tables, so it runs at most once an hour (by the server clock). */
const AGE_PRUNE_EVERY_MS = 3600 * 1000;
const lastAgePrune = new WeakMap<DatabaseSync, number>();

/** Deletes rows older than the retention days from events and SMS codes. */
export function pruneByAge(app: AppContext): void {
  const now = app.options.now();
  lastAgePrune.set(app.db, now);
  const cutoff = now - app.options.retention.days * DAY_MS;
  app.db.prepare("DELETE FROM events WHERE time < ?").run(cutoff);
  app.db.prepare("DELETE FROM sms_codes WHERE created_at < ?").run(cutoff);
}

/**
 * Called after inserting event `insertedId`: keeps only the newest rows, and prunes by age when
 * an hour has passed. Ids only grow (rows are deleted from the oldest end), so
 * "id <= newest - bound" leaves at most `bound` rows.
 */
export function keepWithinBounds(app: AppContext, insertedId: number): void {
  const bound = app.options.retention.rows;
  if (insertedId > bound) app.db.prepare("DELETE FROM events WHERE id <= ?").run(insertedId - bound);
  const last = lastAgePrune.get(app.db);
  if (last === undefined || app.options.now() - last >= AGE_PRUNE_EVERY_MS) pruneByAge(app);
}
