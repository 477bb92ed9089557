/**
 * Opens the SQLite file and brings its schema up to date. node:sqlite is built into Node,
 * so nothing native has to compile on a developer's or CI machine.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { MIGRATIONS, type Migration } from "./migrations.ts";

/** File name of the database inside the data folder. */
export const DATABASE_FILE = "shanxin.sqlite";

/** Opens (creating if needed) `<dataDir>/shanxin.sqlite` and runs pending migrations. */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  // WAL lets the dev endpoints read while a request writes; the timeout covers a second process.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000;");
  migrate(db);
  return db;
}

/** The schema version stored in the file (PRAGMA user_version). */
export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  return row.user_version;
}

/**
 * Runs every migration newer than the file's user_version, each in its own transaction with
 * the version bump, so a crash leaves the file at a whole version. Idempotent across restarts.
 */
export function migrate(db: DatabaseSync, migrations: readonly Migration[] = MIGRATIONS): number {
  let version = schemaVersion(db);
  const newest = migrations.at(-1)?.version ?? 0;
  if (version > newest) throw new Error(`Database schema ${version} is newer than this server (${newest})`);
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      migration.up(db);
      db.exec(`PRAGMA user_version = ${migration.version}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
    version = migration.version;
  }
  return version;
}
