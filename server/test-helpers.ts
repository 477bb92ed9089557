/**
 * Shared set-up of the server tests: a temp dist with fake bundles, a temp data folder, a
 * fake clock, a collecting logger, and a raw HTTP client (fetch cannot set the Host header).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { COMMON_FIELD_VALUES } from "../src/contract/index.ts";
import type { Logger, ServerOptions } from "./options.ts";
import { startServer } from "./main.ts";

/** A logger that keeps every line, for tests that assert on logs. */
function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, error) => lines.push(`error ${message} ${error instanceof Error ? error.message : ""}`),
  };
}

/** The database file and the secret file inside a data folder (server/README.md). */
export const DATABASE_FILE = "shanxin.sqlite";
export const SECRET_FILE = "server-secret";

/** Start of the fake clock: 2025-03-01 08:00 UTC. */
export const T0 = Date.UTC(2025, 2, 1, 8, 0, 0);

/** Files of each fake bundle; `marker` makes the bundle recognisable in answers. */
function writeFakeBundle(distDir: string, id: string): void {
  const files: Record<string, string> = {
    "index.html": `<!doctype html><title>${id} index</title>`,
    "404.html": `<!doctype html><title>${id} 404</title>`,
    "login.html": `<!doctype html><title>${id} login</title>${"<p>登录</p>".repeat(100)}`,
    "_astro/x.js": `console.log(${JSON.stringify(id)});${" ".repeat(600)}`,
    "m/v1/index.html": `<!doctype html><title>${id} m-v1</title>`,
    "brands/logo.svg": `<svg xmlns="http://www.w3.org/2000/svg"/>`,
    ".secret": "hidden",
  };
  for (const [path, content] of Object.entries(files)) {
    const file = join(distDir, id, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

type RunningServer = Awaited<ReturnType<typeof startServer>>;

export interface TestServer extends RunningServer {
  root: string;
  dataDir: string;
  distDir: string;
  logger: ReturnType<typeof memoryLogger>;
  /** Moves the fake clock forward. */
  advance(ms: number): void;
  /** Stops the server and deletes its folders. */
  dispose(): Promise<void>;
}

/** Starts a server on port 0 with fake bundles `default`, `token` and `car`. */
export async function startTestServer(options: ServerOptions = {}, root?: string): Promise<TestServer> {
  const base = root ?? mkdtempSync(join(tmpdir(), "shanxin-server-"));
  const distDir = join(base, "dist");
  const dataDir = join(base, "data");
  for (const id of ["default", "token", "car"]) writeFakeBundle(distDir, id);
  writeFileSync(join(base, "outside.txt"), "outside the bundle");
  let now = T0;
  const logger = memoryLogger();
  const server = await startServer({
    port: 0,
    dataDir,
    distDir,
    now: () => now,
    logger,
    smsIpLimits: { perMinute: 1000, perHour: 1000, perDay: 1000 },
    ...options,
  });
  return {
    ...server,
    root: base,
    dataDir,
    distDir,
    logger,
    advance: (ms) => {
      now += ms;
    },
    dispose: async () => {
      await server.close();
      rmSync(base, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // Tests read answers of every endpoint; the contract's types are asserted by toEqual, not by the compiler.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: { code: number; msg: string; data: any };
}

/**
 * One HTTP request with full control of method, path (sent verbatim), headers and body, sent
 * from `localAddress` (any of 127.0.0.0/8 on Linux: another client, or a proxy).
 */
export function rawRequest(
  port: number,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
    /** The server's address to connect to: 127.0.0.1, or ::1 for a server listening on "::". */
    host?: string;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: options.host ?? "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
        ...(options.localAddress && { localAddress: options.localAddress, agent: false }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          let json: RawResponse["json"];
          try {
            json = JSON.parse(text);
          } catch {
            json = { code: -1, msg: "not json", data: null };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** The common fields of spec section 7 as a well-behaved client sends them. */
export function commonFields(token = ""): Record<string, string> {
  return {
    _token: token,
    _did: "did-test",
    _os: "",
    _ua: "Mozilla/5.0 (test)",
    ...COMMON_FIELD_VALUES,
    refer: "",
    _channel: "channel_5818",
    _user_id: "",
    _oa_id: "",
    url: "http://default.localhost/login",
  };
}

/** POSTs `fields` plus the common fields, form-encoded. */
export function post(
  port: number,
  path: string,
  fields: Record<string, string> = {},
  extra: { token?: string; headers?: Record<string, string>; localAddress?: string; host?: string } = {},
): Promise<RawResponse> {
  const body = new URLSearchParams({ ...commonFields(extra.token), ...fields }).toString();
  return rawRequest(port, {
    method: "POST",
    path,
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...extra.headers },
    ...(extra.localAddress && { localAddress: extra.localAddress }),
    ...(extra.host && { host: extra.host }),
  });
}

/** GET with a Host header (default: the bare local host). */
export function get(
  port: number,
  path: string,
  host = "localhost",
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(port, { path, headers: { Host: `${host}:${port}`, ...headers } });
}

/** Sends and reads an SMS code in development mode, then logs in; returns the token and user id. */
export async function loginWithSms(
  server: TestServer,
  phone: string,
): Promise<{ token: string; id: number }> {
  const sent = await post(server.port, "/v1/user/sendLoginSms", { phone });
  if (sent.json.code !== 200) throw new Error(`send failed: ${sent.text}`);
  const latest = await rawRequest(server.port, { path: `/__dev/sms/latest?phone=${phone}` });
  const login = await post(server.port, "/v1/user/loginSmsCode", { phone, code: latest.json.data.code });
  if (login.json.code !== 200) throw new Error(`login failed: ${login.text}`);
  return { token: login.json.data.access_token, id: login.json.data.userinfo.id };
}
