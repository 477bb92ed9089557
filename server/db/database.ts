/**
 * Opens the SQLite file and brings its schema up to date. node:sqlite is built into Node,
 * so nothing native has to compile on a developer's or CI machine.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createPrivateFile, DATA_DIR_MODE } from "./data-files.ts";
import { checkIntegrity, databaseStartupError } from "./integrity.ts";
import { MIGRATIONS, type Migration } from "./migrations.ts";

/** File name of the database inside the data folder. */
export const DATABASE_FILE = "shanxin.sqlite";

/** The database and the files SQLite keeps beside it. */
export const DATABASE_FILES = ["", "-wal", "-shm"].map((suffix) => `${DATABASE_FILE}${suffix}`);

/**
 * Opens (creating if needed, mode 0600) `<dataDir>/shanxin.sqlite`, checks it with
 * PRAGMA quick_check and runs pending migrations. Every failure is a StartupError that names
 * the file and says what to do.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const file = join(dataDir, DATABASE_FILE);
  createPrivateFile(file);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(file);
  } catch (error) {
    throw databaseStartupError(file, error);
  }
  try {
    // WAL lets the dev endpoints read while a request writes; the timeout covers a second process.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000;");
    checkIntegrity(db, file);
    migrate(db);
  } catch (error) {
    db.close();
    throw databaseStartupError(file, error);
  }
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
