/**
 * Start-up refusals: a weak server secret (issue 20, point 3), a damaged database (point 5) and
 * a data folder or file that is a link, someone else's or writable by others (issue 37, point 5);
 * guessable secrets and hard links in the data folder (issue 55).
 */
import { spawn } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  mkdirSync,
  symlinkSync,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { openDatabase } from "./db/database.ts";
import { StartupError } from "./options.ts";
import { DATABASE_FILE, post, rawRequest, SECRET_FILE, startTestServer } from "./test-helpers.ts";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A fresh root whose data folder (0700) exists, for files planted before the server starts. */
function plantedRoot(): { root: string; dataDir: string } {
  const root = mkdtempSync(join(tmpdir(), "shanxin-start-"));
  roots.push(root);
  const dataDir = join(root, "data");
  mkdirSync(dataDir, { mode: 0o700 });
  return { root, dataDir };
}

/** The StartupError a server start rejects with. */
async function refusal(start: Promise<unknown>): Promise<StartupError> {
  const error = await start.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StartupError);
  return error as StartupError;
}

describe("a weak server secret stops the start with what to do", () => {
  test.each([
    ["empty", "", "为空", "is empty"],
    ["only whitespace", " \n", "为空", "is empty"],
    ["not hexadecimal", `${"g".repeat(64)}\n`, "不是十六进制文本", "is not hexadecimal text"],
    [
      "an odd number of hex digits",
      "a".repeat(65),
      "的十六进制位数为奇数",
      "has an odd number of hex digits",
    ],
    ["31 bytes", "ab".repeat(31), "只有 31 字节", "is 31 bytes long"],
    ["64 hex zeros", "0".repeat(64), "只含 1 种不同的字节", "has only 1 different byte values"],
  ])("a key file that is %s", async (_what, content, zh, en) => {
    const { root, dataDir } = plantedRoot();
    const file = join(dataDir, SECRET_FILE);
    writeFileSync(file, content, { mode: 0o600 });
    const error = await refusal(startTestServer({}, root));
    expect(error.message).toContain(`密钥文件 ${file} ${zh}`);
    expect(error.message).toContain(`the key file ${file} ${en}`);
    expect(error.message).toContain(`openssl rand -hex 32 > ${file}`);
  });

  test.each([
    ["empty", "", "is empty"],
    ["a passphrase", "correct horse battery staple, long enough but not hex", "is not hexadecimal text"],
    ["16 bytes of hex", "0123456789abcdef".repeat(2), "is 16 bytes long"],
    ["one byte repeated", "ff".repeat(48), "has only 1 different byte values"],
    ["a short pattern repeated", "0123456789abcdef".repeat(4), "has only 8 different byte values"],
    // Issue 55: guessable keys that passed the count of different bytes.
    ["bytes 00 to 0f twice", "000102030405060708090a0b0c0d0e0f".repeat(2), "repeats its first half"],
    ["16 different bytes twice", "3f9a17c2e45b086d71f2a93ce05d84b6".repeat(2), "repeats its first half"],
    [
      "bytes 00 to 1f",
      Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0")).join(""),
      "is a regular sequence of bytes",
    ],
    [
      "bytes ff down to e0",
      Buffer.from(Array.from({ length: 32 }, (_, i) => 255 - i)).toString("hex"),
      "is a regular sequence of bytes",
    ],
    [
      "the hex of a passphrase",
      Buffer.from("my server secret is Shanxin-2025!").toString("hex"),
      "is the hex of text",
    ],
    [
      "sha256 of password",
      createHash("sha256").update("password").digest("hex"),
      "is the hash of a common password",
    ],
    [
      "echo 123456 | sha256sum",
      createHash("sha256").update("123456\n").digest("hex"),
      "is the hash of a common password",
    ],
    [
      "sha512 of admin",
      createHash("sha512").update("admin").digest("hex"),
      "is the hash of a common password",
    ],
  ])("SERVER_SECRET that is %s", async (_what, secret, en) => {
    const { root } = plantedRoot();
    const error = await refusal(startTestServer({ secret }, root));
    expect(error.message).toContain("环境变量 SERVER_SECRET");
    expect(error.message).toContain(`SERVER_SECRET ${en}`);
    expect(error.message).toContain("SERVER_SECRET=$(openssl rand -hex 32)");
  });

  test("a 32-byte hex SERVER_SECRET keys the code hashes", async () => {
    const secret = randomBytes(32).toString("hex");
    const server = await startTestServer({ secret });
    try {
      await post(server.port, API_PATHS.sendLoginSms, { phone: "13900139000" });
      const { code } = (await rawRequest(server.port, { path: "/__dev/sms/latest?phone=13900139000" })).json
        .data;
      const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
      const row = db.prepare("SELECT code_hash FROM sms_codes").get() as { code_hash: string };
      db.close();
      const expected = createHmac("sha256", Buffer.from(secret, "hex"))
        .update(`13900139000:${code}`)
        .digest("hex");
      expect(row.code_hash).toBe(expected);
    } finally {
      await server.dispose();
    }
  });

  test("without a key file, a 32-byte key is created (mode 0600), logged, and kept across restarts", async () => {
    const server = await startTestServer();
    const file = join(server.dataDir, SECRET_FILE);
    const key = readFileSync(file, "utf8");
    expect(key).toMatch(/^[0-9a-f]{64}\n$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(server.logger.lines).toContain(
      `info [secret] 已生成服务器密钥 / generated a new server secret: ${file}`,
    );
    await server.close();
    const again = await startTestServer({}, server.root);
    expect(readFileSync(file, "utf8")).toBe(key);
    await again.dispose();
  });

  test("the CLI prints the reason in Chinese and English, without a stack, and exits 1", async () => {
    const { root } = plantedRoot();
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: join(root, "data"),
        DIST_DIR: root,
        SERVER_SECRET: "not-a-key",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(errors).toContain("服务器密钥无效：环境变量 SERVER_SECRET 不是十六进制文本");
    expect(errors).toContain("Invalid server secret: SERVER_SECRET is not hexadecimal text");
    expect(errors).not.toMatch(/\n\s+at /);
  }, 15_000);
});

/** A database with real content, closed cleanly (no WAL left), and its file. */
async function populatedDatabase(): Promise<{ root: string; file: string }> {
  const server = await startTestServer({ writeLimitPerMinute: 10_000 });
  // In batches of 30: 300 sequential requests take seconds on a busy two-core machine.
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(server.port, API_PATHS.record, {
          source: "fill",
          title: `页面 ${batch * 30 + i}`,
          attr: JSON.stringify({ terminal: 3, filler: "x".repeat(200) }),
        }),
      ),
    );
  }
  await server.close();
  roots.push(server.root);
  return { root: server.root, file: join(server.dataDir, DATABASE_FILE) };
}

describe("the database is checked before the server listens", { timeout: 30_000 }, () => {
  test("damaged pages are found by PRAGMA quick_check; the message names the file and the way out", async () => {
    const { root, file } = await populatedDatabase();
    const pageSize = 4096;
    const pages = statSync(file).size / pageSize;
    expect(pages).toBeGreaterThan(20);
    const fd = openSync(file, "r+");
    // Page 1 (the header and schema) stays intact, so the file opens and only the check sees the damage.
    writeSync(fd, Buffer.alloc(pageSize * 4, 0x5a), 0, pageSize * 4, pageSize * Math.floor(pages / 2));
    closeSync(fd);
    const error = await refusal(startTestServer({}, root));
    expect(error.message).toContain(`数据库文件 ${file} 已损坏`);
    expect(error.message).toContain(`The database file ${file} is damaged`);
    expect(error.message).toMatch(/quick_check|malformed/);
    expect(error.message).toContain(`sqlite3 ${file} ".recover"`);
  });

  test("a file that is not a database is refused the same way", async () => {
    const { root, dataDir } = plantedRoot();
    const file = join(dataDir, DATABASE_FILE);
    writeFileSync(file, Buffer.alloc(16_384, 0x42), { mode: 0o600 });
    const error = await refusal(startTestServer({}, root));
    expect(error.message).toContain(
      `数据库文件 ${file} 已损坏或不是本服务的数据库（file is not a database）`,
    );
    expect(error.message).toContain("restore the latest backup");
  });

  test("a database of another schema version names the file and what to do", async () => {
    const { dataDir } = plantedRoot();
    const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
    db.exec("PRAGMA user_version = 99");
    db.close();
    const error = (() => {
      try {
        openDatabase(dataDir);
      } catch (caught) {
        return caught as StartupError;
      }
      throw new Error("openDatabase accepted a file of another version");
    })();
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toContain(join(dataDir, DATABASE_FILE));
    expect(error.message).toContain(`schema 99, this server's is 8`);
    expect(error.message).toContain("if another version of the server wrote it, run that version");
  });

  test("a healthy file passes the check and keeps its data", async () => {
    const { root } = await populatedDatabase();
    const server = await startTestServer({}, root);
    const events = await rawRequest(server.port, { path: "/__dev/events" });
    expect(events.json.data.records).toHaveLength(300);
    await server.close();
  });
});

describe("the data folder and its files: no links, no other owner, no write access for others", () => {
  const OTHER_UID = 65534;
  /** Each case plants its problem in a fresh root and returns the path the refusal must name. */
  const cases: [string, string, (root: string, dataDir: string) => string][] = [
    [
      "a data folder that is a link",
      "是符号链接",
      (root, dataDir) => {
        rmSync(dataDir, { recursive: true });
        mkdirSync(join(root, "elsewhere"), { mode: 0o700 });
        symlinkSync(join(root, "elsewhere"), dataDir);
        return dataDir;
      },
    ],
    [
      "a data folder that is a file",
      "不是普通目录",
      (_root, dataDir) => {
        rmSync(dataDir, { recursive: true });
        writeFileSync(dataDir, "");
        return dataDir;
      },
    ],
    [
      "a data folder of another user",
      `的所有者（uid ${OTHER_UID}）`,
      (_root, dataDir) => {
        chownSync(dataDir, OTHER_UID, OTHER_UID);
        return dataDir;
      },
    ],
    [
      "a data folder others can write to",
      "的权限为 0733，其他用户可以写入",
      (_root, dataDir) => {
        chmodSync(dataDir, 0o733);
        return dataDir;
      },
    ],
    [
      "a database file linked to a file outside",
      "是符号链接",
      (root, dataDir) => {
        writeFileSync(join(root, "target"), "system file", { mode: 0o644 });
        chmodSync(join(root, "target"), 0o644);
        symlinkSync(join(root, "target"), join(dataDir, DATABASE_FILE));
        return join(dataDir, DATABASE_FILE);
      },
    ],
    [
      "a database file hard-linked to a file outside",
      "有 2 个硬链接",
      (root, dataDir) => {
        writeFileSync(join(root, "target"), "system file", { mode: 0o644 });
        chmodSync(join(root, "target"), 0o644);
        linkSync(join(root, "target"), join(dataDir, DATABASE_FILE));
        return join(dataDir, DATABASE_FILE);
      },
    ],
    [
      "a secret file hard-linked to a file outside",
      "有 2 个硬链接",
      (root, dataDir) => {
        writeFileSync(join(root, "target"), randomBytes(32).toString("hex"), { mode: 0o644 });
        chmodSync(join(root, "target"), 0o644);
        linkSync(join(root, "target"), join(dataDir, SECRET_FILE));
        return join(dataDir, SECRET_FILE);
      },
    ],
    [
      "a dangling secret link",
      "是符号链接",
      (root, dataDir) => {
        symlinkSync(join(root, "target"), join(dataDir, SECRET_FILE));
        return join(dataDir, SECRET_FILE);
      },
    ],
    [
      "a WAL file of another user",
      `的所有者（uid ${OTHER_UID}）`,
      (_root, dataDir) => {
        writeFileSync(join(dataDir, `${DATABASE_FILE}-wal`), "", { mode: 0o600 });
        chownSync(join(dataDir, `${DATABASE_FILE}-wal`), OTHER_UID, OTHER_UID);
        return join(dataDir, `${DATABASE_FILE}-wal`);
      },
    ],
    [
      "a secret file others can write to",
      "的权限为 0666，其他用户可以写入",
      (_root, dataDir) => {
        writeFileSync(join(dataDir, SECRET_FILE), randomBytes(32).toString("hex"));
        chmodSync(join(dataDir, SECRET_FILE), 0o666);
        return join(dataDir, SECRET_FILE);
      },
    ],
  ];

  test.each(cases)("%s is refused, in development too, and nothing is changed", async (_what, zh, plant) => {
    const { root, dataDir } = plantedRoot();
    const path = plant(root, dataDir);
    const error = await refusal(startTestServer({}, root));
    expect(error.message).toContain(`${path} ${zh}`);
    expect(error.message).toContain(path);
    // Never through the link: the target keeps its mode and a dangling link's target is not created.
    if (existsSync(join(root, "target"))) expect(statSync(join(root, "target")).mode & 0o777).toBe(0o644);
    else expect(existsSync(join(root, "target"))).toBe(false);
  });
});
