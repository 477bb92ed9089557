/**
 * The data folder and its files. The SQLite file holds phone numbers and form answers and the
 * secret file holds the HMAC key: only the server's own user may read them (folder 0700, files
 * 0600), whatever the umask of the shell that started the server. Nothing here follows a
 * symbolic link: a link planted in the folder would make the server (perhaps running as root)
 * change, read or create whatever it points at (decision 033).
 */
import { closeSync, constants, fchmodSync, lstatSync, mkdirSync, openSync, type Stats } from "node:fs";
import type { Logger } from "../options.ts";
import type { ServerMode } from "../options.ts";
import { StartupError } from "../startup-error.ts";

const DATA_DIR_MODE = 0o700;
const DATA_FILE_MODE = 0o600;
const { O_CREAT, O_NOFOLLOW, O_RDONLY, O_RDWR } = constants;

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Refuses a link, a foreign owner, the wrong kind of entry, or write access for others. */
function checkEntry(path: string, stats: Stats, kind: "folder" | "file"): void {
  const [zhKind, isKind] = kind === "folder" ? ["目录", stats.isDirectory()] : ["文件", stats.isFile()];
  const uid = process.getuid?.() ?? stats.uid;
  const problem: [string, string] | undefined = stats.isSymbolicLink()
    ? ["是符号链接", "is a symbolic link"]
    : !isKind
      ? [`不是普通${zhKind}`, `is not a plain ${kind}`]
      : stats.uid !== uid
        ? [
            `的所有者（uid ${stats.uid}）不是运行服务的用户（uid ${uid}）`,
            `is owned by uid ${stats.uid}, not the server's user (uid ${uid})`,
          ]
        : (stats.mode & 0o022) !== 0
          ? [
              `的权限为 ${modeText(stats.mode)}，其他用户可以写入`,
              `has mode ${modeText(stats.mode)}: other users can write to it`,
            ]
          : undefined;
  if (!problem) return;
  throw new StartupError(
    `数据${zhKind} ${path} ${problem[0]}，服务拒绝使用。请换用运行服务的用户所有、权限为 ${kind === "folder" ? "0700" : "0600"} 的普通${zhKind}（或把 DATA_DIR 指向一个新目录），然后重新启动。`,
    `The data ${kind} ${path} ${problem[1]}; the server will not use it. Use a plain ${kind} owned by the server's user with mode ${kind === "folder" ? "0700" : "0600"} (or point DATA_DIR at a new folder), then start again.`,
  );
}

/**
 * Creates the data folder (0700), or checks an existing one, then checks `files` inside it
 * that exist: links, foreign owners and write access for others are refused; files others can
 * read are narrowed to 0600 (an older server made them 0644). An existing folder that others
 * can enter is not changed behind the operator's back (it may be shared): production refuses
 * to start and says what to run; development warns.
 */
export function prepareDataDir(dataDir: string, mode: ServerMode, logger: Logger, files: string[]): void {
  if (!lstatSync(dataDir, { throwIfNoEntry: false })) {
    mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
    fchmodPath(dataDir, DATA_DIR_MODE);
  }
  const folder = lstatSync(dataDir);
  checkEntry(dataDir, folder, "folder");
  if ((folder.mode & 0o077) !== 0) {
    const zh = `数据目录 ${dataDir} 的权限为 ${modeText(folder.mode)}，其他用户可以读取其中的个人信息。请运行 chmod 700 ${dataDir}（或换用一个新目录作为 DATA_DIR），然后重新启动。`;
    const en = `The data folder ${dataDir} has mode ${modeText(folder.mode)}: other users can read the personal data in it. Run chmod 700 ${dataDir} (or point DATA_DIR at a new folder), then start again.`;
    if (mode === "production") throw new StartupError(zh, en);
    logger.warn(`[data] ${zh}\n${en}`);
  }
  for (const name of files) {
    const file = `${dataDir}/${name}`;
    const stats = lstatSync(file, { throwIfNoEntry: false });
    if (!stats) continue;
    checkEntry(file, stats, "file");
    if ((stats.mode & 0o077) !== 0) fchmodPath(file, DATA_FILE_MODE);
  }
}

/** chmod through a descriptor opened without following links. */
function fchmodPath(path: string, mode: number): void {
  const fd = openSync(path, O_RDONLY | O_NOFOLLOW);
  try {
    fchmodSync(fd, mode);
  } finally {
    closeSync(fd);
  }
}

/** Creates `file` empty with mode 0600 when absent, so SQLite (and its -wal, -shm files) inherit it. */
export function createPrivateFile(file: string): void {
  closeSync(openSync(file, O_CREAT | O_RDWR | O_NOFOLLOW, DATA_FILE_MODE));
}
