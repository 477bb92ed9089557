/**
 * Issue 20, point 6: HSTS on every production answer, the bundle index in development only,
 * and a client that aborts its request logged as an abort, not as a server error. Issue 55:
 * bodies nothing reads, connections per client behind proxies, idle sockets and the file limit.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_PATHS } from "../src/contract/index.ts";
import { get, post, rawRequest, startTestServer, type TestServer } from "./test-helpers.ts";

let production: TestServer;
let development: TestServer;
beforeAll(async () => {
  [production, development] = await Promise.all([startTestServer({ mode: "production" }), startTestServer()]);
});
afterAll(async () => {
  await Promise.all([production.dispose(), development.dispose()]);
});

/** One answer of each kind the server gives. */
const answers = (server: TestServer) => ({
  page: () => get(server.port, "/login", "default.localhost"),
  asset: () => get(server.port, "/_astro/x.js", "default.localhost"),
  "not found": () => get(server.port, "/nope", "default.localhost"),
  redirect: () => get(server.port, "/", "car.localhost"),
  api: () => post(server.port, API_PATHS.appIndex),
  "api error": () => rawRequest(server.port, { path: API_PATHS.appIndex }),
});

describe("Strict-Transport-Security", () => {
  test.each(Object.keys(answers({} as TestServer)))("production %s carries it", async (kind) => {
    const res = await answers(production)[kind as keyof ReturnType<typeof answers>]();
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  test("development (plain HTTP on localhost) does not send it", async () => {
    for (const answer of Object.values(answers(development))) {
      expect((await answer()).headers["strict-transport-security"]).toBeUndefined();
    }
  });
});

describe("the index page of every bundle and hostname", () => {
  test("development shows it on the bare local host", async () => {
    const res = await get(development.port, "/", "localhost");
    expect(res.status).toBe(200);
    expect(res.text).toContain("tk.shanxin.example");
  });

  test.each(["localhost", "127.0.0.1"])(
    "production on %s sends the default bundle's root redirect",
    async (host) => {
      const res = await get(production.port, "/?c=1", host);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe("/login?c=1");
      expect(res.text).not.toContain("shanxin.example");
    },
  );
});

describe("a client that aborts its request", () => {
  /** Sends headers promising 1000 bytes, 3 of them, then hangs up. */
  async function abortedUpload(port: number, path: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na=1`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on("error", reject);
    });
  }

  async function loggedStatuses(path: string): Promise<number[]> {
    const log = await rawRequest(development.port, { path: `/__dev/requests?path=${path}&limit=5` });
    return log.json.data.list.map((entry: { status: number }) => entry.status);
  }

  test("is logged as an abort (status 499), with no error and no stack", async () => {
    const path = API_PATHS.geocoder;
    await abortedUpload(development.port, path);
    await expect.poll(() => loggedStatuses(path)).toEqual([499]);
    expect(development.logger.lines).toContain(`info [api] ${path}: 客户端中止请求 / client aborted`);
    expect(development.logger.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  });

  test("on a dev endpoint too", async () => {
    await abortedUpload(development.port, "/__dev/markcode");
    await expect
      .poll(() =>
        development.logger.lines.includes("info [dev] /__dev/markcode: 客户端中止请求 / client aborted"),
      )
      .toBe(true);
    expect(development.logger.lines.filter((line) => line.startsWith("error"))).toEqual([]);
  });
});

/** Opens a socket, writes `text`, keeps feeding `chunk` every 20 ms; resolves with what came back when it closes. */
function openSocket(port: number, text = "", chunk = ""): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    let feed: ReturnType<typeof setInterval> | undefined;
    // The body is fed only once the head is written: chunks written before the connection is
    // up would go out first on a busy machine, and the server would answer 400 to them.
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(text);
      feed = setInterval(() => chunk && !socket.destroyed && socket.write(chunk), 20);
    });
    socket.on("data", (data) => (answer += data.toString()));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(feed);
      resolve({ answer, ms: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`still open after 5 s: ${answer.slice(0, 40)}`)), 5_000);
  });
}

describe("an oversized chunked body", () => {
  test.each([API_PATHS.sendLoginSms, "/__dev/markcode"])(
    "on %s gets 413 and the connection closes at once, not at the request timeout",
    async (path) => {
      const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`;
      const { answer, ms } = await openSocket(development.port, head, `4000\r\n${"a".repeat(0x4000)}\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain("请求内容过大");
      expect(ms).toBeLessThan(3_000);
    },
  );
});

// A page's dozen script files come over a few kept connections, as from nginx: a bodiless
// request was once answered `Connection: close`, a new connection per file.
test.each([
  ["GET", "/login"],
  ["GET", API_PATHS.appIndex],
  ["POST", API_PATHS.appIndex],
])("%s %s without a body leaves the connection open for the next request", async (method, path) => {
  const request = (last: boolean) =>
    `${method} ${path} HTTP/1.1\r\nHost: default.localhost\r\n${last ? "Connection: close\r\n" : ""}\r\n`;
  const { answer } = await openSocket(development.port, request(false) + request(true));
  expect(answer.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(2);
  expect(answer.match(/^Connection: [a-z-]+/gim)).toEqual(["Connection: keep-alive", "Connection: close"]);
});

// Issue 55: kept alive, the server read a body nothing would use to its end (404 MB in 33 s).
describe("a body to a path that reads none", () => {
  test.each([
    ["POST", "/login", 404],
    ["PUT", "/", 404],
    ["GET", "/login", 200],
    ["GET", API_PATHS.appIndex, 405],
  ])("%s %s is answered %i and the connection closes at once", async (method, path, status) => {
    const head = `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const { answer, ms } = await openSocket(development.port, head, `4000\r\n${"a".repeat(0x4000)}\r\n`);
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(ms).toBeLessThan(3_000);
  });
});

test.each([
  ["without proxies", 0],
  ["from a peer that is not a listed proxy", ["127.0.0.9"]],
] as const)(
  "%s one address holds at most connectionsPerIp open connections; a closed one frees its place",
  async (_case, trustProxy) => {
    const server = await startTestServer({ connectionsPerIp: 2, trustProxy });
    try {
      const idle = [connect(server.port, "127.0.0.1"), connect(server.port, "127.0.0.1")];
      await Promise.all(idle.map((socket) => new Promise((resolve) => socket.on("connect", resolve))));
      const third = await openSocket(server.port, "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      expect(third).toMatchObject({ answer: "" });
      idle[0]!.destroy();
      await expect.poll(async () => (await get(server.port, "/login", "default.localhost")).status).toBe(200);
      idle[1]!.destroy();
    } finally {
      await server.dispose();
    }
  },
);

/**
 * A request in progress through the proxy at `from` for `client`: headers promising a body, with
 * Expect: 100-continue, so that the 100 answer shows that the server has taken the request in.
 */
async function heldUpload(port: number, from: string, client: string): Promise<Socket> {
  const socket = connect({ port, host: "127.0.0.1", localAddress: from });
  socket.on("error", () => {});
  socket.write(
    `POST ${API_PATHS.appIndex} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${client}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n`,
  );
  await new Promise((resolve) => socket.once("data", resolve));
  return socket;
}

// Issue 55: behind a proxy no client was capped at all.
test.each([
  ["a listed proxy", ["127.0.0.9"]],
  ["a count of proxies", 1],
] as const)(
  "behind %s each client, IPv6 by its /64, holds at most connectionsPerIp requests in progress",
  async (_case, trustProxy) => {
    const server = await startTestServer({ connectionsPerIp: 2, trustProxy });
    const through = (client: string) =>
      post(
        server.port,
        API_PATHS.appIndex,
        {},
        { localAddress: "127.0.0.9", headers: { "X-Forwarded-For": client } },
      );
    try {
      const held = [
        await heldUpload(server.port, "127.0.0.9", "2001:db8::1"),
        await heldUpload(server.port, "127.0.0.9", "2001:db8::2"),
      ];
      const third = await through("2001:db8::3");
      expect(third.status).toBe(429);
      expect(third.json.msg).toBe("当前网络连接过多，请稍后再试");
      expect((await through("203.0.113.1")).status).toBe(200);
      held[0]!.destroy();
      await expect.poll(async () => (await through("2001:db8::3")).status).toBe(200);
      held[1]!.destroy();
    } finally {
      await server.dispose();
    }
  },
);

// Issue 55: with 200 files, 64 idle sockets from each of 4 addresses locked a fresh visitor out.
test("with the file limit at 200 the start warns, and sockets that send nothing close after 10 s", async () => {
  const root = mkdtempSync(join(tmpdir(), "shanxin-files-"));
  const child = spawn("sh", ["-c", 'ulimit -n 200 && exec "$0" server/main.ts', process.execPath], {
    env: { ...process.env, PORT: "0", DATA_DIR: join(root, "data"), DIST_DIR: join(root, "dist") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const idle: Socket[] = [];
  try {
    let output = "";
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const started = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (started) resolve(Number(started[1]));
      });
      child.once("exit", () => reject(new Error(`exited early: ${output}${errors}`)));
    });
    expect(errors).toContain(
      "[connections] 进程的打开文件数上限（ulimit -n）只有 200，服务最多同时保持 136 个连接",
    );
    const opened = Date.now();
    const closed: Promise<number>[] = [];
    for (const from of ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"]) {
      for (let i = 0; i < 64; i += 1) {
        const socket = connect({ port, host: "127.0.0.1", localAddress: from });
        socket.on("error", () => {});
        closed.push(new Promise((resolve) => socket.once("close", () => resolve(Date.now() - opened))));
        idle.push(socket);
      }
    }
    const lasted = await Promise.all(closed);
    expect(Math.max(...lasted)).toBeLessThan(13_000);
    const visitor = await rawRequest(port, {
      path: "/",
      headers: { Host: "localhost" },
      localAddress: "127.0.0.5",
    });
    expect(visitor.status).toBe(200);
  } finally {
    for (const socket of idle) socket.destroy();
    child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  }
}, 30_000);
