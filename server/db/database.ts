/**
 * The data folder and what it holds: the SQLite file (phone numbers, form answers) and the secret
 * file, the HMAC key of SMS code hashes (decision 022). Every problem stops the start with a
 * StartupError that names the file and says what to do; only the server's user may read them and
 * nothing here follows a symbolic link or uses a hard-linked file (decisions 031, 033, 415).
 */
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
  type Stats,
} from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { StartupError, type Logger, type ServerMode } from "../options.ts";

const DATABASE_FILE = "shanxin.sqlite";
/** The database and the files SQLite keeps beside it. */
const DATABASE_FILES = ["", "-wal", "-shm"].map((suffix) => `${DATABASE_FILE}${suffix}`);
const SECRET_FILE = "server-secret";
const DATA_DIR_MODE = 0o700;
const DATA_FILE_MODE = 0o600;
const { O_CREAT, O_NOFOLLOW, O_RDONLY, O_RDWR } = constants;

const modeText = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Refuses a link (symbolic or hard), a foreign owner, the wrong kind of entry, or write access for others. */
function checkEntry(path: string, stats: Stats, kind: "folder" | "file"): void {
  const [zhKind, isKind] = kind === "folder" ? ["目录", stats.isDirectory()] : ["文件", stats.isFile()];
  const uid = process.getuid?.() ?? stats.uid;
  const problem: [string, string] | undefined = stats.isSymbolicLink()
    ? ["是符号链接", "is a symbolic link"]
    : !isKind
      ? [`不是普通${zhKind}`, `is not a plain ${kind}`]
      : // A hard link shares its file with another name, maybe outside the folder, which a
        // chmod here would change too (issue 55): only a file of the data folder's own is used.
        kind === "file" && stats.nlink > 1
        ? [`有 ${stats.nlink} 个硬链接`, `has ${stats.nlink} hard links`]
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
 * Creates the data folder (0700) or checks it and the files in it; files others can read are
 * narrowed to 0600 (an older server made them 0644). A folder that others can enter is not
 * changed behind the operator's back (it may be shared): production refuses, development warns.
 */
export function prepareDataDir(dataDir: string, mode: ServerMode, logger: Logger): void {
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
  for (const name of [...DATABASE_FILES, SECRET_FILE]) {
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

/** Shortest accepted key: 32 bytes, SHA-256's output length (RFC 2104 discourages shorter HMAC keys). */
const SECRET_MIN_BYTES = 32;

/** Fewest different byte values a key may have: all-zero or repeated-pattern keys are guessable. */
const SECRET_MIN_DISTINCT_BYTES = 16;

/**
 * Passwords people put where a key belongs, hashed as `echo <password> | sha256sum` (with the
 * newline) or without it, in SHA-256 and SHA-512: a key any cracking list starts with.
 */
const COMMON_PASSWORDS = ["", "password", "passw0rd", "123456", "12345678", "123456789", "1234567890"]
  .concat(["111111", "000000", "qwerty", "abc123", "admin", "root", "secret", "changeme", "letmein"])
  .concat(["iloveyou", "shanxin", "server-secret", "test"]);
const PASSWORD_HASHES = new Set(
  COMMON_PASSWORDS.flatMap((password) => [password, `${password}\n`]).flatMap((text) =>
    ["sha256", "sha512"].map((hash) => createHash(hash).update(text).digest("hex")),
  ),
);

/** What is wrong with a secret's text, in Chinese and English, or undefined when it is usable. */
function problemOf(text: string): [string, string] | undefined {
  if (text === "") return ["为空", "is empty"];
  if (!/^[0-9a-f]+$/i.test(text)) return ["不是十六进制文本", "is not hexadecimal text"];
  if (text.length % 2 === 1) return ["的十六进制位数为奇数", "has an odd number of hex digits"];
  const key = Buffer.from(text, "hex");
  const distinct = new Set(key).size;
  if (key.length < SECRET_MIN_BYTES)
    return [
      `只有 ${key.length} 字节，至少需要 ${SECRET_MIN_BYTES} 字节`,
      `is ${key.length} bytes long; at least ${SECRET_MIN_BYTES} are needed`,
    ];
  // 32 random bytes repeat some values but hardly ever show fewer than 16 different ones; the
  // same holds for the steps from one byte to the next, which a counted sequence (000102…) lacks;
  // and all 32 fall in printable ASCII about once in 10^14 keys. A key that fails any of these
  // was typed or derived by a person (decision 415).
  if (distinct < SECRET_MIN_DISTINCT_BYTES)
    return [
      `只含 ${distinct} 种不同的字节（如全为 0），不是随机值`,
      `has only ${distinct} different byte values (such as all zeros): it is not random`,
    ];
  const half = key.length / 2;
  if (key.subarray(0, half).equals(key.subarray(half)))
    return ["的前后两半相同，不是随机值", "repeats its first half: it is not random"];
  const steps = new Set(key.subarray(1).map((byte, i) => (byte - key[i]!) & 0xff)).size;
  if (steps < SECRET_MIN_DISTINCT_BYTES)
    return [
      "是有规律的字节序列（如 000102…），不是随机值",
      "is a regular sequence of bytes (such as 000102…): it is not random",
    ];
  if (key.every((byte) => byte >= 0x20 && byte <= 0x7e))
    return [
      "是一段文字（如口令）的十六进制，不是随机值",
      "is the hex of text (such as a passphrase): it is not random",
    ];
  if (PASSWORD_HASHES.has(text.toLowerCase()))
    return ["是常见口令的哈希值，可被猜出", "is the hash of a common password: it can be guessed"];
  return undefined;
}

/**
 * The key from `configured` (option `secret` or SERVER_SECRET, even when set but empty) or else
 * from `<dataDir>/server-secret`, created with a fresh random key when absent (decision 031).
 */
export function loadServerSecret(dataDir: string, configured: string | undefined, logger: Logger): Buffer {
  const file = join(dataDir, SECRET_FILE);
  if (configured === undefined && !existsSync(file)) {
    writeFileSync(file, `${randomBytes(SECRET_MIN_BYTES).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    logger.info(`[secret] 已生成服务器密钥 / generated a new server secret: ${file}`);
  }
  const text = (configured ?? readFileSync(file, "utf8")).trim();
  const problem = problemOf(text);
  if (!problem) return Buffer.from(text, "hex");
  if (configured !== undefined)
    throw new StartupError(
      `服务器密钥无效：环境变量 SERVER_SECRET ${problem[0]}。请设为至少 64 位十六进制字符（32 字节）的随机值，例如 SERVER_SECRET=$(openssl rand -hex 32)，或不设置以使用数据目录中的密钥文件，然后重新启动。`,
      `Invalid server secret: SERVER_SECRET ${problem[1]}. Set it to at least 64 random hex characters (32 bytes), for example SERVER_SECRET=$(openssl rand -hex 32), or leave it unset to use the key file in the data folder, then start again.`,
    );
  throw new StartupError(
    `服务器密钥无效：密钥文件 ${file} ${problem[0]}。请写入至少 64 位十六进制字符（32 字节）的随机值，例如 openssl rand -hex 32 > ${file}；或删除该文件让服务生成新密钥（尚未使用的验证码将失效），然后重新启动。`,
    `Invalid server secret: the key file ${file} ${problem[1]}. Write at least 64 random hex characters (32 bytes) into it, for example openssl rand -hex 32 > ${file}, or delete the file to let the server create a new key (codes not yet used stop working), then start again.`,
  );
}

/**
 * The schema's version (PRAGMA user_version). The file holds only what requests write (channels
 * and products are sample data in code, db/seed-*.ts): a file of another version is refused
 * rather than migrated (decision 185).
 */
const SCHEMA_VERSION = 8;

/** Times are Unix milliseconds from the server clock. Tokens, marks and SMS codes are stored hashed. */
const SCHEMA = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  realname_status TEXT NOT NULL DEFAULT 'none'
);
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at INTEGER NOT NULL
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
  used_at INTEGER,
  -- The id of the solved challenge that admitted this send (decision 440): each admits one.
  challenge TEXT UNIQUE
);
CREATE INDEX sms_codes_by_phone ON sms_codes (phone, created_at);
CREATE INDEX sms_codes_by_ip ON sms_codes (ip, created_at);
CREATE INDEX sms_codes_by_time ON sms_codes (created_at);
CREATE TABLE marks (
  value_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mark', 'markcode')),
  phone TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  fields TEXT NOT NULL,
  -- /v3/user/formSave's verdict (1 or 0); NULL for a step saved by /v3/user/save.
  accepted INTEGER
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

/** Opens `<dataDir>/shanxin.sqlite`, checks it with PRAGMA quick_check and creates the schema in a new file. */
export function openDatabase(dataDir: string): DatabaseSync {
  const file = join(dataDir, DATABASE_FILE);
  // Created empty with mode 0600 when absent, so SQLite (and its -wal, -shm files) inherit it.
  closeSync(openSync(file, O_CREAT | O_RDWR | O_NOFOLLOW, DATA_FILE_MODE));
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file);
    // WAL lets the dev endpoints read while a request writes; the timeout covers a second process.
    db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 3000;");
    // A page bad enough makes the check itself throw (SQLITE_CORRUPT) instead of reporting rows.
    const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
    const problems = rows.map((row) => row.quick_check).filter((result) => result !== "ok");
    if (problems.length > 0) throw damaged(file, `PRAGMA quick_check: ${problems.slice(0, 3).join("; ")}`);
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

/** Turns an error of opening or creating `file` into a StartupError that names it. */
function databaseStartupError(file: string, error: unknown): StartupError {
  if (error instanceof StartupError) return error;
  const message = error instanceof Error ? error.message : String(error);
  // The primary code: extended ones (SQLITE_CORRUPT_INDEX, ...) carry it in their low byte.
  const errcode = Number((error as { errcode?: unknown } | null)?.errcode) & 0xff;
  if (errcode === SQLITE_CORRUPT || errcode === SQLITE_NOTADB) return damaged(file, message, error);
  return new StartupError(
    `数据库文件 ${file} 无法使用（${message}）。请确认运行服务的用户可以读写数据目录和该文件，且没有另一个服务实例在使用它；若该文件来自另一版本的服务，请使用该版本，或把该文件移走以空数据库启动；否则请从备份恢复该文件，然后重新启动。`,
    `The database file ${file} cannot be used (${message}). Check that the server's user can read and write the data folder and the file and that no other server uses it; if another version of the server wrote it, run that version or move the file away to start with an empty database; otherwise restore the file from a backup, then start again.`,
    { cause: error },
  );
}
