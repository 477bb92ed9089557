/**
 * The server secret: the HMAC key of SMS code hashes (decision 022). A weak key lets anyone
 * with the database reverse a 6-digit code offline, so the server refuses to start on an
 * empty, short or non-hexadecimal secret instead of quietly using it (decision 031).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "../options.ts";
import { StartupError } from "../startup-error.ts";

/** File name of the secret inside the data folder. */
export const SECRET_FILE = "server-secret";

/** Shortest accepted key: 32 bytes, SHA-256's output length (RFC 2104 discourages shorter HMAC keys). */
const SECRET_MIN_BYTES = 32;

/** Fewest different byte values a key may have: all-zero or repeated-pattern keys are guessable. */
const SECRET_MIN_DISTINCT_BYTES = 16;

const HEX = /^[0-9a-f]+$/i;

/** What is wrong with a secret's text, in Chinese and English, or undefined when it is usable. */
function problemOf(text: string): [string, string] | undefined {
  if (text === "") return ["为空", "is empty"];
  if (!HEX.test(text)) return ["不是十六进制文本", "is not hexadecimal text"];
  if (text.length % 2 === 1) return ["的十六进制位数为奇数", "has an odd number of hex digits"];
  const bytes = text.length / 2;
  const distinct = new Set(Buffer.from(text, "hex")).size;
  if (bytes < SECRET_MIN_BYTES)
    return [
      `只有 ${bytes} 字节，至少需要 ${SECRET_MIN_BYTES} 字节`,
      `is ${bytes} bytes long; at least ${SECRET_MIN_BYTES} are needed`,
    ];
  // 32 random bytes repeat some values but hardly ever show fewer than 16 different ones.
  if (distinct < SECRET_MIN_DISTINCT_BYTES)
    return [
      `只含 ${distinct} 种不同的字节（如全为 0），不是随机值`,
      `has only ${distinct} different byte values (such as all zeros): it is not random`,
    ];
  return undefined;
}

/** The key of a secret given as hex text (surrounding whitespace ignored); throws StartupError when weak. */
function parseSecret(
  raw: string,
  source: { zh: string; en: string; fix: { zh: string; en: string } },
): Buffer {
  const text = raw.trim();
  const problem = problemOf(text);
  if (!problem) return Buffer.from(text, "hex");
  throw new StartupError(
    `服务器密钥无效：${source.zh}${problem[0]}。${source.fix.zh}`,
    `Invalid server secret: ${source.en} ${problem[1]}. ${source.fix.en}`,
  );
}

/**
 * The key from `configured` (option `secret` or SERVER_SECRET, even when set but empty) or
 * else from `<dataDir>/server-secret`, which is created with a fresh random key (mode 0600)
 * when absent. The data folder must exist.
 */
export function loadServerSecret(dataDir: string, configured: string | undefined, logger: Logger): Buffer {
  if (configured !== undefined) {
    return parseSecret(configured, {
      zh: "环境变量 SERVER_SECRET ",
      en: "SERVER_SECRET",
      fix: {
        zh: "请设为至少 64 位十六进制字符（32 字节）的随机值，例如 SERVER_SECRET=$(openssl rand -hex 32)，或不设置以使用数据目录中的密钥文件，然后重新启动。",
        en: "Set it to at least 64 random hex characters (32 bytes), for example SERVER_SECRET=$(openssl rand -hex 32), or leave it unset to use the key file in the data folder, then start again.",
      },
    });
  }
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    writeFileSync(file, `${randomBytes(SECRET_MIN_BYTES).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    logger.info(`[secret] 已生成服务器密钥 / generated a new server secret: ${file}`);
  }
  return parseSecret(readFileSync(file, "utf8"), {
    zh: `密钥文件 ${file} `,
    en: `the key file ${file}`,
    fix: {
      zh: `请写入至少 64 位十六进制字符（32 字节）的随机值，例如 openssl rand -hex 32 > ${file}；或删除该文件让服务生成新密钥（尚未使用的验证码将失效），然后重新启动。`,
      en: `Write at least 64 random hex characters (32 bytes) into it, for example openssl rand -hex 32 > ${file}, or delete the file to let the server create a new key (codes not yet used stop working), then start again.`,
    },
  });
}
