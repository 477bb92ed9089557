/**
 * Permissions of the data folder and its files. The SQLite file holds phone numbers and form
 * answers and the secret file holds the HMAC key: only the server's own user may read them
 * (folder 0700, files 0600), whatever the umask of the shell that started the server.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import type { Logger } from "../log.ts";
import type { ServerMode } from "../options.ts";
import { StartupError } from "../startup-error.ts";

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * Creates the data folder (0700), or checks an existing one. An existing folder that other
 * users can enter is not changed behind the operator's back (it may be a shared folder such
 * as /tmp): production refuses to start and says what to run; development warns.
 */
export function prepareDataDir(dataDir: string, mode: ServerMode, logger: Logger): void {
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
    chmodSync(dataDir, DATA_DIR_MODE);
    return;
  }
  const current = statSync(dataDir).mode;
  if ((current & 0o077) === 0) return;
  const zh = `数据目录 ${dataDir} 的权限为 ${modeText(current)}，其他用户可以读取其中的个人信息。请运行 chmod 700 ${dataDir}（或换用一个新目录作为 DATA_DIR），然后重新启动。`;
  const en = `The data folder ${dataDir} has mode ${modeText(current)}: other users can read the personal data in it. Run chmod 700 ${dataDir} (or point DATA_DIR at a new folder), then start again.`;
  if (mode === "production") throw new StartupError(zh, en);
  logger.warn(`[data] ${zh}\n${en}`);
}

/** Creates `file` empty with mode 0600 when absent, so SQLite (and its -wal, -shm files) inherit it. */
export function createPrivateFile(file: string): void {
  if (existsSync(file)) return;
  closeSync(openSync(file, "a", DATA_FILE_MODE));
}

/** Narrows an existing file of ours to 0600 (files left by an older server were 0644). */
export function restrictFile(file: string): void {
  if (!existsSync(file)) return;
  const current = statSync(file).mode;
  if ((current & 0o077) === 0) return;
  try {
    chmodSync(file, DATA_FILE_MODE);
  } catch (error) {
    throw new StartupError(
      `无法把 ${file} 的权限改为 0600（当前 ${modeText(current)}）。请以文件所有者运行服务，或手动执行 chmod 600 ${file}，然后重新启动。`,
      `Cannot change ${file} to mode 0600 (now ${modeText(current)}). Run the server as the file's owner, or run chmod 600 ${file} yourself, then start again.`,
      { cause: error },
    );
  }
}
