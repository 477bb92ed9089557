/**
 * Issue 20, point 6: HSTS on every production answer, the bundle index in development only,
 * and a client that aborts its request logged as an abort, not as a server error.
 */
import { connect } from "node:net";
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
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    const feed = setInterval(() => chunk && !socket.destroyed && socket.write(chunk), 20);
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

test("one address holds at most connectionsPerIp open connections; a closed one frees its place", async () => {
  const server = await startTestServer({ connectionsPerIp: 2 });
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
});
