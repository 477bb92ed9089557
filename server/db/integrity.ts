/**
 * Start-up checks of the SQLite file. A damaged file used to start and then answer 500 to
 * every query that touched a bad page; the server now runs PRAGMA quick_check before it
 * listens, and every failure to open names the file and says what to do, in Chinese and
 * English (decision 033).
 */
import type { DatabaseSync } from "node:sqlite";
import { StartupError } from "../startup-error.ts";

/** SQLite result codes (https://sqlite.org/rescode.html) with their own advice. */
const SQLITE_BUSY = 5;
const SQLITE_CORRUPT = 11;
const SQLITE_CANTOPEN = 14;
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
export function checkIntegrity(db: DatabaseSync, file: string): void {
  let problems: string[];
  try {
    const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
    problems = rows.map((row) => row.quick_check).filter((result) => result !== "ok");
  } catch (error) {
    // A page bad enough makes the check itself fail instead of reporting rows.
    throw damaged(file, `PRAGMA quick_check: ${(error as Error).message}`, error);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join("; ");
    const more = problems.length > 3 ? ` (+${problems.length - 3})` : "";
    throw damaged(file, `PRAGMA quick_check: ${shown}${more}`);
  }
}

/** Turns an error of opening or migrating `file` into a StartupError that names it. */
export function databaseStartupError(file: string, error: unknown): StartupError {
  if (error instanceof StartupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const errcode = (error as { errcode?: unknown } | null)?.errcode;
  if (errcode === SQLITE_CORRUPT || errcode === SQLITE_NOTADB) return damaged(file, message, error);
  if (errcode === SQLITE_BUSY) {
    return new StartupError(
      `数据库文件 ${file} 被另一个进程锁定（${message}）。请确认没有另一个服务实例在使用同一个数据目录，然后重新启动。`,
      `The database file ${file} is locked by another process (${message}). Make sure no other server uses the same data folder, then start again.`,
      { cause: error },
    );
  }
  if (errcode === SQLITE_CANTOPEN) {
    return new StartupError(
      `无法打开数据库文件 ${file}（${message}）。请检查数据目录存在，且运行服务的用户可以读写该目录和文件，然后重新启动。`,
      `Cannot open the database file ${file} (${message}). Check that the data folder exists and that the server's user can read and write it and the file, then start again.`,
      { cause: error },
    );
  }
  return new StartupError(
    `数据库文件 ${file} 无法使用（${message}）。若该文件来自更新版本的服务，请使用该版本；否则请从备份恢复该文件，然后重新启动。`,
    `The database file ${file} cannot be used (${message}). If a newer server wrote it, run that version; otherwise restore the file from a backup, then start again.`,
    { cause: error },
  );
}
