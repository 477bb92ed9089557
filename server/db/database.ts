/**
 * Opens the SQLite file and creates its schema. node:sqlite is built into Node, so nothing native
 * has to compile on a developer's or CI machine. A damaged file used to start and then answer 500
 * to every query that touched a bad page; the server now runs PRAGMA quick_check before it
 * listens, and every failure to open names the file and says what to do, in Chinese and English
 * (decision 033).
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createPrivateFile } from "./data-files.ts";
import { StartupError } from "../startup-error.ts";

/** File name of the database inside the data folder. */
const DATABASE_FILE = "shanxin.sqlite";

/** The database and the files SQLite keeps beside it. */
export const DATABASE_FILES = ["", "-wal", "-shm"].map((suffix) => `${DATABASE_FILE}${suffix}`);

/**
 * The schema's version (PRAGMA user_version). The file holds only what requests write (channels
 * and products are sample data in code, db/seed-*.ts): a file of another version is refused
 * rather than migrated (decision 185).
 */
const SCHEMA_VERSION = 6;

/** Times are Unix milliseconds from the server clock. Tokens, marks and SMS codes are stored hashed. */
const SCHEMA = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  realname_status TEXT NOT NULL DEFAULT 'none',
  realname_name TEXT,
  realname_id_masked TEXT,
  realname_at INTEGER
);
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
-- dev_code: development mode only, the code as sent, for /__dev/sms/latest.
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  dev_code TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX sms_codes_by_phone ON sms_codes (phone, created_at);
CREATE INDEX sms_codes_by_ip ON sms_codes (ip, created_at);
CREATE INDEX sms_codes_by_time ON sms_codes (created_at);
CREATE TABLE marks (
  value_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mark', 'markcode')),
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  fields TEXT NOT NULL,
  accepted INTEGER,
  created_at INTEGER NOT NULL
);
-- What anonymous visitors write: tracking records ('record'), conversion relays ('baidu',
-- 'kuaishou') and channel activations ('activation').
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER,
  payload TEXT NOT NULL,
  time INTEGER NOT NULL
);
`;

/**
 * Opens (creating if needed, mode 0600) `<dataDir>/shanxin.sqlite`, checks it with
 * PRAGMA quick_check and creates the schema in a new file. Every failure is a StartupError that
 * names the file and says what to do.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  const file = join(dataDir, DATABASE_FILE);
  createPrivateFile(file);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file);
    // WAL lets the dev endpoints read while a request writes; the timeout covers a second process.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000;");
    checkIntegrity(db, file);
    const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
    // One transaction: a crash leaves an empty file, which the next start fills.
    if (version === 0) db.exec(`BEGIN IMMEDIATE; ${SCHEMA} PRAGMA user_version = ${SCHEMA_VERSION}; COMMIT;`);
    else if (version !== SCHEMA_VERSION)
      throw new Error(`schema ${version}, this server's is ${SCHEMA_VERSION}`);
  } catch (error) {
    db?.close();
    throw databaseStartupError(file, error);
  }
  return db;
}

/** SQLite result codes (https://sqlite.org/rescode.html) of a damaged or foreign file. */
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;

/** The error of a damaged or foreign file, with the recovery steps. */
function damaged(file: string, detail: string, cause?: unknown): StartupError {
  return new StartupError(
    `数据库文件 ${file} 已损坏或不是本服务的数据库（${detail}）。请先停止服务并备份该文件，再从最近的备份恢复；没有备份时，可用 sqlite3 ${file} ".recover" 导出仍可读取的数据，或把该文件移走以空数据库启动（其中的用户和表单将丢失）。`,
    `The database file ${file} is damaged or is not this server's database (${detail}). Stop the server and keep a copy of the file, then restore the latest backup; without a backup, sqlite3 ${file} ".recover" salvages what is still readable, or move the file away to start with an empty database (the users and forms in it are lost).`,
    { cause },
  );
}

/** Throws a StartupError naming `file` unless PRAGMA quick_check answers "ok". */
function checkIntegrity(db: DatabaseSync, file: string): void {
  let problems: string[];
  try {
    const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
    problems = rows.map((row) => row.quick_check).filter((result) => result !== "ok");
  } catch (error) {
    // A page bad enough makes the check itself fail instead of reporting rows.
    throw damaged(file, `PRAGMA quick_check: ${(error as Error).message}`, error);
  }
  if (problems.length > 0) throw damaged(file, `PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}`);
}

/** Turns an error of opening or creating `file` into a StartupError that names it. */
function databaseStartupError(file: string, error: unknown): StartupError {
  if (error instanceof StartupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (errcode === SQLITE_CORRUPT || errcode === SQLITE_NOTADB) return damaged(file, message, error);
  return new StartupError(
    `数据库文件 ${file} 无法使用（${message}）。请确认运行服务的用户可以读写数据目录和该文件，且没有另一个服务实例在使用它；若该文件来自另一版本的服务，请使用该版本，或把该文件移走以空数据库启动；否则请从备份恢复该文件，然后重新启动。`,
    `The database file ${file} cannot be used (${message}). Check that the server's user can read and write the data folder and the file and that no other server uses it; if another version of the server wrote it, run that version or move the file away to start with an empty database; otherwise restore the file from a backup, then start again.`,
    { cause: error },
  );
}
