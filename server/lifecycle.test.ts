import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, test } from "vitest";
import { BUNDLES } from "../src/config/bundles.ts";
import { API_PATHS } from "../src/contract/index.ts";
import { openDatabase } from "./db/database.ts";
import { optionsFromEnv, StartupError } from "./options.ts";
import { DATABASE_FILE, loginWithSms, post, startTestServer } from "./test-helpers.ts";

const tempDir = () => mkdtempSync(join(tmpdir(), "shanxin-db-"));

describe("the schema", () => {
  test("a new file gets the schema and its version; restarts keep them", () => {
    const dir = tempDir();
    for (let start = 0; start < 3; start++) {
      const db = openDatabase(dir);
      expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: 8 });
      expect(db.prepare("SELECT count(*) AS n FROM users").get()).toEqual({ n: 0 });
      db.close();
    }
    rmSync(dir, { recursive: true });
  });

  test("a file of another version is refused", () => {
    const dir = tempDir();
    const db = new DatabaseSync(join(dir, DATABASE_FILE));
    db.exec("PRAGMA user_version = 5");
    db.close();
    expect(() => openDatabase(dir)).toThrow(/schema 5, this server's is/);
    rmSync(dir, { recursive: true });
  });
});

test("users and tokens survive a restart on the same data folder", async () => {
  const first = await startTestServer();
  const { token } = await loginWithSms(first, "13100131000");
  await first.close();
  const second = await startTestServer({}, first.root);
  const info = await post(second.port, API_PATHS.userGet, {}, { token });
  expect(info.json.data.phone).toBe("131****1000");
  await second.dispose();
});

describe("options from the environment", () => {
  test.each([
    [{}, { mode: "development" }],
    [
      { SERVER_MODE: "production", PORT: "9000", HOST: "0.0.0.0" },
      { mode: "production", port: 9000, host: "0.0.0.0" },
    ],
    [
      { DEFAULT_CITY: "上海市", DATA_DIR: "/d", DIST_DIR: "/x" },
      { defaultCity: "上海市", dataDir: "/d", distDir: "/x" },
    ],
    [{ SMS_IP_LIMITS: "100/1000/10000" }, { smsIpLimits: { perMinute: 100, perHour: 1000, perDay: 10000 } }],
    [
      { TRUST_PROXY: "1", SERVER_SECRET: "s" },
      { trustProxy: 1, secret: "s" },
    ],
    [
      {
        TRUST_PROXY: "2",
        SMS_GLOBAL_LIMITS: "30/900",
        SMS_CHALLENGE_ABOVE: "10/300",
        CONNECTION_IP_LIMIT: "20",
      },
      { trustProxy: 2, smsGlobalLimits: { perMinute: 30, perDay: 900 }, connectionsPerIp: 20 },
    ],
    [{ TRUST_PROXY: "0" }, { trustProxy: 0 }],
    [{ SMS_CHALLENGE_ABOVE: "40/1500" }, { smsChallengeAbove: { perMinute: 40, perDay: 1500 } }],
    [
      { SMS_GLOBAL_LIMITS: "200/9000", SMS_CHALLENGE_ABOVE: "100/5000" },
      {
        smsGlobalLimits: { perMinute: 200, perDay: 9000 },
        smsChallengeAbove: { perMinute: 100, perDay: 5000 },
      },
    ],
    // Issue 55: the proxies' addresses and ranges, each written one way.
    [{ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }, { trustProxy: ["10.0.0.5", "10.1.0.0/16"] }],
    [
      { TRUST_PROXY: "[2001:DB8::1]:443,2001:0db8:0:0::/48,::ffff:10.0.0.1" },
      { trustProxy: ["2001:db8::1", "2001:db8::/48", "10.0.0.1"] },
    ],
    [
      { PORT: "08080", CONNECTION_IP_LIMIT: "0020" },
      { port: 8080, connectionsPerIp: 20 },
    ],
  ])("%j", (env, expected) => {
    expect(optionsFromEnv(env)).toMatchObject(expected);
  });

  test.each([
    { SERVER_MODE: "staging" },
    { PORT: "http" },
    { SMS_IP_LIMITS: "1/2" },
    { SMS_IP_LIMITS: "0/5/10" },
    { SMS_GLOBAL_LIMITS: "10/20/30" },
    { SMS_CHALLENGE_ABOVE: "20" },
    { SMS_CHALLENGE_ABOVE: "0/100" },
    // Decision 440: a threshold at or above the budget is the old switch anyone could flip.
    { SMS_CHALLENGE_ABOVE: "60/1000" },
    { SMS_CHALLENGE_ABOVE: "20/2000" },
    { SMS_GLOBAL_LIMITS: "20/2000" },
    { SMS_GLOBAL_LIMITS: "100/900", SMS_CHALLENGE_ABOVE: "50/900" },
    { CONNECTION_IP_LIMIT: "0" },
    // Issue 55: counts are plain decimal; every entry of a list is an address or a range.
    { TRUST_PROXY: "0x1" },
    { TRUST_PROXY: "0b11" },
    { TRUST_PROXY: "1e1" },
    { TRUST_PROXY: "-1" },
    { TRUST_PROXY: "1.5" },
    { TRUST_PROXY: "10.0.0.0/33" },
    { TRUST_PROXY: "2001:db8::/129" },
    { TRUST_PROXY: "10.0.0.0/8/8" },
    { TRUST_PROXY: "10.0.0.1," },
    { TRUST_PROXY: "proxy.internal" },
    { TRUST_PROXY: "1".repeat(8000) },
    { PORT: "1e3" },
    { PORT: "0x1f90" },
    { CONNECTION_IP_LIMIT: "0b11" },
    { WRITE_IP_LIMIT: "1e1" },
    { SMS_IP_LIMITS: "0x1/5/10" },
    { SERVER_PROFILE: "lean", SERVER_MODE: "production" },
  ])("%j is refused in one line of Chinese and one of English", (env) => {
    const refusal = (() => {
      try {
        optionsFromEnv(env);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(StartupError);
    const lines = (refusal as Error).message.split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(300);
  });
});

test.each([
  ["TRUST_PROXY", "0x1"],
  ["PORT", "1e3"],
])(
  "the CLI refuses %s=%s with its message, without a stack, and exits 1",
  async (name, value) => {
    const dir = tempDir();
    // Were the value taken, the server would start: on a free port, in a folder of its own, killed.
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "0", DATA_DIR: join(dir, "data"), DIST_DIR: dir, [name]: value },
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      let errors = "";
      child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise<number | string | null>((resolve) => {
        child.once("exit", resolve);
        setTimeout(() => resolve("still running after 10 s"), 10_000);
      });
      expect(code).toBe(1);
      expect(errors.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^${name} 须为.*当前为 "${value}"`)),
        expect.stringMatching(new RegExp(`^${name} must be .*, not "${value}"`)),
      ]);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    }
  },
  15_000,
);

test("the CLI prints a URL per bundle and closes cleanly on SIGTERM", async () => {
  const dir = tempDir();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      SERVER_MODE: "development",
      PORT: "0",
      DATA_DIR: join(dir, "data"),
      DIST_DIR: join(dir, "dist"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", () => output.includes(`${BUNDLES.at(-1)!.id}.localhost`) && resolve());
      child.once("exit", () => reject(new Error(`exited early: ${output}${errors}`)));
    });
    for (const bundle of BUNDLES) expect(output).toMatch(new RegExp(`http://${bundle.id}\\.localhost:\\d+/`));
    expect(output).toMatch(/http:\/\/token\.localhost:\d+\/.*tk\.shanxin\.example/);
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
}, 15_000);
