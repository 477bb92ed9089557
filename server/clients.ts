/**
 * Who the client of a request is, and what sockets may hold open (decisions 035, 415).
 * An address is read one way wherever it comes from (the socket, X-Forwarded-For, TRUST_PROXY):
 * IPv6 in its canonical form, an IPv4-mapped address as IPv4, no port, bounded in length. The
 * per-client limits (SMS sends, anonymous writes, connections) count an IPv6 client by its /64:
 * one subscriber is given a whole /64, so an attacker's is one client, not 2^64 of them. Idle
 * sockets and a flood of them must not use up the process's open files.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { BlockList, isIP, type Socket } from "node:net";
import { tooManyRequests } from "./http.ts";
import type { Logger } from "./options.ts";

/** Longest text read as an address: "[" + 45 characters of IPv6 with an IPv4 tail + "]:65535" fits. */
const ADDRESS_MAX_CHARS = 64;

const hostnameOf = (ipv6: string) => new URL(`http://[${ipv6}]`).hostname.slice(1, -1);

/**
 * `text` as one canonical address, or undefined when it is none: "1.2.3.4:80" is 1.2.3.4,
 * "[2001:DB8:0::1]:443" is 2001:db8::1, "::ffff:1.2.3.4" is 1.2.3.4; "0x1", "1e1" and 8,000
 * characters of anything are no address.
 */
function normalAddress(text: string): string | undefined {
  let address = text.trim();
  if (address.length > ADDRESS_MAX_CHARS) return undefined;
  const bracketed = /^\[([^\]]*)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.indexOf(":"));
  // A zone (fe80::1%eth0) names the server's own interface: it says nothing of the client.
  address = address.replace(/%.*$/, "");
  const version = isIP(address);
  if (version !== 6) return version === 4 ? address : undefined;
  // The WHATWG URL serializer writes RFC 5952's form: lower case, no leading zeros, "::" once.
  const canonical = hostnameOf(address);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return canonical;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** What the per-client limits count: an IPv4 address, or the /64 of an IPv6 one ("2001:db8::/64"). */
function clientKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = "", tail] = address.split("::");
  const groups = head === "" ? [] : head.split(":");
  if (tail !== undefined) {
    const back = tail === "" ? [] : tail.split(":");
    groups.push(...Array<string>(8 - groups.length - back.length).fill("0"), ...back);
  }
  return `${hostnameOf(`${groups.slice(0, 4).join(":")}::`)}/64`;
}

/** One entry of TRUST_PROXY, an address or a range ("10.0.0.0/8"), written canonically. */
function proxyEntry(text: string): string | undefined {
  const [raw = "", bits, extra] = text.split("/");
  const address = normalAddress(raw);
  if (address === undefined || extra !== undefined) return undefined;
  if (bits === undefined) return address;
  const max = isIP(address) === 6 ? 128 : 32;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max ? `${address}/${Number(bits)}` : undefined;
}

/**
 * TRUST_PROXY's value: a plain decimal count of proxies in front, or the proxies' addresses and
 * ranges separated by commas; undefined when it is neither ("0x1", "1e1", "10.0.0.0/33").
 */
export function parseTrustProxy(raw: string): number | string[] | undefined {
  if (/^\d{1,2}$/.test(raw)) return Number(raw);
  const entries = raw.split(",").map((entry) => proxyEntry(entry));
  return entries.every((entry) => entry !== undefined) ? entries : undefined;
}

/** True when `address`, the `hop`-th from the right (the socket's peer is hop 0), is a trusted proxy. */
export type IsProxy = (address: string, hop: number) => boolean;

/**
 * The trust of option `trustProxy`: with a list, the addresses in it; with a count, the first
 * that many hops whatever their address, which takes any peer that reaches the port for a proxy
 * and is warned about.
 */
export function proxyTrust(trust: number | readonly string[], logger: Logger): IsProxy {
  if (typeof trust === "number") {
    if (trust > 0)
      logger.warn(
        `[proxy] TRUST_PROXY=${trust} 把任何直接连到端口的对端都当作代理，伪造的 X-Forwarded-For 也会被采信。请改为代理的地址或网段（如 TRUST_PROXY=10.0.0.5）。\nTRUST_PROXY=${trust} takes any peer that reaches the port for a proxy, and believes its forged X-Forwarded-For. List the proxies' addresses or ranges instead (such as TRUST_PROXY=10.0.0.5).`,
      );
    return (_address, hop) => hop < trust;
  }
  const list = new BlockList();
  const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");
  for (const entry of trust) {
    const [address = "", bits] = entry.split("/");
    if (bits === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, Number(bits), family(address));
  }
  return (address) => isIP(address) !== 0 && list.check(address, family(address));
}

const peerOf = (socket: Socket) => normalAddress(socket.remoteAddress ?? "") ?? "unknown";

/**
 * The client of `req` as the per-client limits count it. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so the header is read from the right while the
 * address in hand is a trusted proxy: the first that is not one is the client. An entry that is
 * no address was written by no proxy, and nothing left of it is believed.
 */
export function clientIp(req: IncomingMessage, isProxy: IsProxy): string {
  let client = peerOf(req.socket);
  const header = [req.headers["x-forwarded-for"] ?? []].flat().join(",");
  const forwarded = header.split(",").filter((entry) => entry.trim() !== "");
  for (let hop = 0; forwarded.length > 0 && isProxy(client, hop); hop += 1) {
    const next = normalAddress(forwarded.pop()!);
    if (next === undefined) break;
    client = next;
  }
  return clientKeyOf(client);
}

/**
 * Files the process keeps for itself beyond one per connection: the database and its WAL and
 * shared memory, a page being read, the event loop's own, the standard streams.
 */
const RESERVED_FILES = 64;
/** Below this open-file limit the start warns: a few hundred idle sockets would fill it. */
const LOW_FILE_LIMIT = 4096;
/** A socket that sends nothing this long is closed (headersTimeout starts only with a request). */
const IDLE_SOCKET_MS = 10_000;

/** The soft open-file limit (`ulimit -n`) where the system tells it (Linux), else undefined. */
function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps sockets from using up the process's open files: a socket idle for 10 s is closed, the
 * first byte not yet sent too; connections past the file limit (less what the server needs for
 * itself) are turned away at the door instead of failing every file it opens (EMFILE), with a
 * warning at start when that limit is low; and one client holds at most `perClient` open. A
 * peer that is no trusted proxy is counted by its connections (one past the cap is closed at
 * once); behind a trusted proxy, which carries everyone's connections, each client it forwards
 * for is counted by its requests in progress. Returns the check of a request, which throws a 429
 * for a client past its cap.
 */
export function limitConnections(server: Server, perClient: number, isProxy: IsProxy, logger: Logger) {
  server.timeout = IDLE_SOCKET_MS;
  const files = openFileLimit();
  if (files !== undefined) {
    server.maxConnections = Math.max(1, files - RESERVED_FILES);
    if (files < LOW_FILE_LIMIT)
      logger.warn(
        `[connections] 进程的打开文件数上限（ulimit -n）只有 ${files}，服务最多同时保持 ${server.maxConnections} 个连接。请提高上限（如 ulimit -n 65536，或 systemd 的 LimitNOFILE=65536）。\nThe open-file limit (ulimit -n) is only ${files}: the server holds at most ${server.maxConnections} connections at once. Raise it (ulimit -n 65536, or LimitNOFILE=65536 under systemd).`,
      );
  }
  const open = new Map<string, number>();
  const hold = (key: string): (() => void) | undefined => {
    const count = open.get(key) ?? 0;
    if (count >= perClient) return undefined;
    open.set(key, count + 1);
    return () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    };
  };
  server.on("connection", (socket: Socket) => {
    const peer = peerOf(socket);
    if (isProxy(peer, 0)) return;
    const release = hold(clientKeyOf(peer));
    if (release) socket.once("close", release);
    else socket.destroy();
  });
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!isProxy(peerOf(req.socket), 0)) return;
    const release = hold(clientIp(req, isProxy));
    if (!release) throw tooManyRequests("当前网络连接过多，请稍后再试", 1000);
    res.once("close", release);
  };
}
