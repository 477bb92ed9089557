/**
 * Issue 20, point 1: production keeps no request log (development keeps it in memory), development data
 * does not survive a switch to production, and the data folder and files are private. Issue 37,
 * point 5: after every kind of write, no full ID number or SMS code in the files, no unmasked
 * phone, code or ID number in the logs.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, test, vi } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { openDatabase } from "./db/database.ts";
import type * as Crypto from "node:crypto";
import { issueMark } from "./login.ts";
import { StartupError } from "./options.ts";
import {
  DATABASE_FILE,
  SECRET_FILE,
  loginWithSms,
  post,
  rawRequest,
  startTestServer,
  type TestServer,
} from "./test-helpers.ts";

// Production reveals no SMS code: this file knows it by fixing it (a value unlike any other here).
const SENT_CODE = "482915";
vi.mock("node:crypto", async (actual) => ({
  ...(await actual<typeof Crypto>()),
  randomInt: () => Number(SENT_CODE),
}));

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.dispose();
});

async function started(...args: Parameters<typeof startTestServer>): Promise<TestServer> {
  const server = await startTestServer(...args);
  servers.push(server);
  return server;
}

/** Every row of a table, read straight from the file as an operator (or a thief) would. */
/** The request log as /__dev/requests shows it (development only), newest first. */
async function requestLog(server: TestServer): Promise<{ body: Record<string, string> }[]> {
  const log = await rawRequest(server.port, { path: "/__dev/requests?limit=500" });
  return log.json.data.list;
}

function rowsOf(server: TestServer, table: string): Record<string, unknown>[] {
  const db = new DatabaseSync(join(server.dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The database, WAL and shared-memory files as they lie on disk. */
function filesAtRest(server: TestServer): Buffer {
  const files = ["", "-wal", "-shm"]
    .map((end) => join(server.dataDir, `${DATABASE_FILE}${end}`))
    .filter((file) => existsSync(file));
  return Buffer.concat(files.map((file) => readFileSync(file)));
}

/** Production issues marks from the back office: here, straight into the database. */
function backOfficeMark(server: TestServer, kind: "mark" | "markcode", phone: string): string {
  const db = openDatabase(server.dataDir);
  try {
    return issueMark({ db, options: { now: () => Date.now(), profile: "full" } } as never, kind, phone);
  } finally {
    db.close();
  }
}

const applicant = {
  form_kind: "form-package",
  name: "张三丰",
  id_number: "11010519491231002X",
  phone: "13700137000",
  address: "北京市朝阳区建国路88号",
  remark: "家里有急事需要周转",
};

/** A login by SMS code (production reveals no code, so through a mark) and a full form. */
async function personalTraffic(server: TestServer, mark: () => Promise<string>): Promise<void> {
  await post(server.port, API_PATHS.sendLoginSms, { phone: "13600136000" });
  await post(server.port, API_PATHS.loginSmsCode, { phone: "13600136000", code: "123456" });
  const login = await post(server.port, API_PATHS.loginMark, { mark: await mark() });
  const token = login.json.data.access_token as string;
  await post(server.port, API_PATHS.formSave, applicant, { token });
  await post(
    server.port,
    API_PATHS.realname,
    { name: applicant.name, id_number: applicant.id_number },
    { token },
  );
  await post(server.port, API_PATHS.loginH5, { phone_token: "dev:13600136000" });
}

describe("production: no plain SMS code at rest", () => {
  test("a code sent in production is kept as its hash only", async () => {
    const server = await started({ mode: "production" });
    await personalTraffic(server, async () => backOfficeMark(server, "mark", "13600136000"));
    expect(rowsOf(server, "sms_codes").map((row) => row.dev_code)).toEqual([null]);
  });

  test("plain SMS codes left by development are removed when production starts", async () => {
    const dev = await started();
    await loginWithSms(dev, "13600136000");
    await post(dev.port, API_PATHS.appIndex, { remark: "开发时的自由文本" });
    expect(rowsOf(dev, "sms_codes").map((row) => row.dev_code)).toEqual([expect.stringMatching(/^\d{6}$/)]);
    await dev.close();
    servers.splice(servers.indexOf(dev), 1);
    const production = await started({ mode: "production" }, dev.root);
    expect(rowsOf(production, "sms_codes").map((row) => row.dev_code)).toEqual([null]);
  });
});

describe("development: the logged body is masked and bounded", () => {
  test("each value is cut to 256 characters and the body to 4 KB; omitted fields are counted", async () => {
    const server = await started();
    const body: Record<string, string> = {
      _token: "secret-token-value",
      short: "ok",
      long: "长".repeat(300),
    };
    for (let i = 0; i < 40; i += 1) body[`field_${i}`] = "x".repeat(200);
    await post(server.port, API_PATHS.appIndex, body);
    const [{ body: masked }] = (await requestLog(server)) as [{ body: Record<string, string> }];
    expect(masked._token).toBe("secr…(18)");
    expect(masked.short).toBe("ok");
    expect(masked.long).toBe(`${"长".repeat(256)}…(300)`);
    expect(Buffer.byteLength(JSON.stringify(masked))).toBeLessThanOrEqual(4096);
    const kept = Object.keys(masked).filter((key) => key.startsWith("field_")).length;
    expect(kept).toBeGreaterThan(5);
    expect(masked["…"]).toBe(`${40 - kept} fields omitted`);
  });

  test("the SMS code of a login is cut; a region code is not", async () => {
    const server = await started();
    await loginWithSms(server, "13600136000");
    await post(server.port, API_PATHS.regionList, { code: "440000" });
    const bodies = (await requestLog(server)).map((row) => row.body).reverse();
    expect(bodies.find((body) => body.phone && "code" in body)?.code).toBe("…(6)");
    expect(bodies.at(-1)?.code).toBe("440000");
    expect(JSON.stringify(bodies)).not.toContain(SENT_CODE);
  });

  test("a 60 KB request is logged in at most 4 KB", async () => {
    const server = await started();
    const huge: Record<string, string> = {};
    for (let i = 0; i < 30; i += 1) huge[`f${i}`] = "y".repeat(2000);
    await post(server.port, API_PATHS.appIndex, huge);
    const [row] = await requestLog(server);
    expect(Buffer.byteLength(JSON.stringify(row!.body))).toBeLessThanOrEqual(4096);
  });
});

describe("the data folder and its files are private", () => {
  const modeOf = (path: string) => statSync(path).mode & 0o777;

  test("a new data folder is 0700; database, WAL, shared-memory and secret files are 0600", async () => {
    const server = await started({ mode: "production" });
    await post(server.port, API_PATHS.appIndex);
    expect(modeOf(server.dataDir)).toBe(0o700);
    for (const name of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, SECRET_FILE]) {
      expect(existsSync(join(server.dataDir, name)), name).toBe(true);
      expect(modeOf(join(server.dataDir, name)), name).toBe(0o600);
    }
  });

  test("files an older server left readable (0644) are narrowed to 0600", async () => {
    const first = await started({ mode: "production" });
    await first.close();
    for (const name of [DATABASE_FILE, SECRET_FILE]) chmodSync(join(first.dataDir, name), 0o644);
    await started({ mode: "production" }, first.root);
    for (const name of [DATABASE_FILE, SECRET_FILE]) expect(modeOf(join(first.dataDir, name))).toBe(0o600);
  });

  test("production refuses a data folder others can enter and says what to run; development warns", async () => {
    const root = mkdtempSync(join(tmpdir(), "shanxin-open-"));
    const dataDir = join(root, "data");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(join(root, "keep"), "");
    try {
      const refused = await startTestServer({ mode: "production" }, root).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(StartupError);
      expect((refused as Error).message).toContain(`请运行 chmod 700 ${dataDir}`);
      expect((refused as Error).message).toContain(`Run chmod 700 ${dataDir}`);
      expect(modeOf(dataDir)).toBe(0o755);
      const dev = await startTestServer({}, root);
      expect(
        dev.logger.lines.some((line) => line.startsWith(`warn [data] 数据目录 ${dataDir} 的权限为 0755`)),
      ).toBe(true);
      await dev.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

test("development keeps showing bodies in /__dev/requests for end-to-end tests", async () => {
  const server = await started();
  await post(server.port, API_PATHS.appIndex, { remark: "可见" });
  const log = await rawRequest(server.port, { path: `/__dev/requests?path=${API_PATHS.appIndex}&limit=1` });
  expect(log.json.data.list[0].body.remark).toBe("可见");
});

describe("production: every kind of write leaves no ID number or SMS code at rest, no phone in the logs", () => {
  const phone = "13600136000";
  const contactPhone = "13800000001";
  const otherId = "440524188001010014";

  test("SMS send, logins, user save, form save, real-name check, tracking, relays, activation", async () => {
    const server = await started({ mode: "production" });
    let token = "";
    let code = "";
    const writes: [string, () => Promise<unknown>][] = [
      ["SMS send", () => post(server.port, API_PATHS.sendLoginSms, { phone })],
      [
        "SMS login",
        async () => {
          code = SENT_CODE;
          const login = await post(server.port, API_PATHS.loginSmsCode, { phone, code });
          token = login.json.data.access_token;
        },
      ],
      [
        "mark login",
        () => post(server.port, API_PATHS.loginMark, { mark: backOfficeMark(server, "mark", phone) }),
      ],
      [
        "markcode login",
        () =>
          post(server.port, API_PATHS.loginMarkCode, { markcode: backOfficeMark(server, "markcode", phone) }),
      ],
      ["one-click login", () => post(server.port, API_PATHS.loginH5, { phone_token: `dev:${phone}` })],
      [
        "user save",
        () =>
          post(
            server.port,
            API_PATHS.userSave,
            {
              form_kind: "ios-contact",
              contact1_name: "李四",
              contact1_phone: contactPhone,
              id_number: otherId,
            },
            { token },
          ),
      ],
      [
        "form save",
        () => post(server.port, API_PATHS.formSave, { ...applicant, remark: `身份证 ${otherId}` }, { token }),
      ],
      [
        "real-name check",
        () =>
          post(
            server.port,
            API_PATHS.realname,
            { name: "张三丰", id_number: applicant.id_number },
            { token },
          ),
      ],
      [
        "tracking record",
        () =>
          post(
            server.port,
            API_PATHS.record,
            { source: "login", title: "页面访问", attr: '{"terminal":1}' },
            { token },
          ),
      ],
      [
        "Baidu relay",
        () => post(server.port, API_PATHS.baiduConvert, { logidUrl: "http://x.example/?bd_vid=1" }),
      ],
      [
        "Kuaishou relay",
        () => post(server.port, API_PATHS.kuaishouReport, { callback: "cb", event_type: "9" }),
      ],
      [
        "channel activation",
        () => post(server.port, API_PATHS.activeChannel, { _channel: "channel_5265" }, { token }),
      ],
    ];
    for (const [what, write] of writes) {
      await write();
      const atRest = filesAtRest(server);
      const logs = server.logger.lines.join("\n");
      for (const secret of [applicant.id_number, otherId, code].filter(Boolean)) {
        expect(atRest.includes(secret), `${what}: ${secret} in the files`).toBe(false);
        expect(logs, what).not.toContain(secret);
      }
      for (const number of [phone, contactPhone, applicant.phone]) expect(logs, what).not.toContain(number);
    }
    expect(token).not.toBe("");
    const [form] = rowsOf(server, "forms").filter((row) => row.accepted !== null);
    expect(JSON.parse(String(form!.fields))).toMatchObject({
      id_number: "110105********002X",
      remark: "身份证 440524********0014",
    });
  });
});

// Issue 55: an ID number typed into free text in any form was kept in full.
describe("an ID number in free text, however typed, is masked before anything is written", () => {
  test.each([
    ["next to letters", "ID110105199003071239", "ID110105********1239"],
    ["spaced", "110105 19900307 1239", "110105********1239"],
    ["dashed", "110105-1990-0307-1239", "110105********1239"],
    ["in full-width digits", "１１０１０５１９９００３０７１２３９", "110105********1239"],
    ["15 digits (first generation)", "110105900307123", "110105******123"],
  ])("%s", async (_case, typed, masked) => {
    const server = await started();
    const { token } = await loginWithSms(server, "13600136000");
    const address = `北京市朝阳区${typed}号`;
    await post(server.port, API_PATHS.formSave, { ...applicant, address }, { token });
    await post(server.port, API_PATHS.record, {
      source: "login",
      title: typed,
      attr: JSON.stringify({ typed }),
    });
    const digits = typed.normalize("NFKC").replace(/\D/g, "");
    const written = {
      files: filesAtRest(server).toString("utf8"),
      "request log": JSON.stringify(await requestLog(server)),
      logs: server.logger.lines.join("\n"),
    };
    for (const [where, text] of Object.entries(written)) {
      expect(text, where).not.toContain(typed);
      expect(text, where).not.toContain(digits);
    }
    const [form] = rowsOf(server, "forms");
    expect(JSON.parse(String(form!.fields)).address).toBe(`北京市朝阳区${masked}号`);
    const [record] = rowsOf(server, "events");
    expect(JSON.parse(String(record!.payload))).toMatchObject({ title: masked });
  });
});
