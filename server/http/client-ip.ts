/**
 * The client address behind reverse proxies (decision 035). Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the right-hand end of the header is
 * written by proxies the operator runs; everything to the left is whatever the client sent.
 * The client is therefore the right-most address that is not a trusted proxy.
 */
import type { IncomingMessage, Server } from "node:http";
import { BlockList, isIP, type Socket } from "node:net";
import { StartupError } from "../startup-error.ts";

/** Who may write X-Forwarded-For: nobody, the number of proxies in front, or their addresses / CIDRs. */
export type TrustProxy = false | number | readonly string[];

/** TrustProxy made ready for requests: 0 (the socket's address), a hop count, or a list of proxies. */
export type TrustedProxies = number | BlockList;

const familyOf = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

function badTrustProxy(value: string, reason: { zh: string; en: string }): StartupError {
  return new StartupError(
    `TRUST_PROXY 的值 "${value}" 无效：${reason.zh}。请设为代理的层数（如 1），或以逗号分隔的代理地址 / CIDR（如 10.0.0.0/8,192.0.2.7），然后重新启动。`,
    `TRUST_PROXY "${value}" is invalid: ${reason.en}. Set the number of proxies in front (e.g. 1) or a comma-separated list of proxy addresses / CIDRs (e.g. 10.0.0.0/8,192.0.2.7), then start again.`,
  );
}

/** TRUST_PROXY: unset, "" or "0" trusts nobody; a positive integer is a hop count; else a list. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((entry) => entry.trim());
}

/** Checks and compiles the option; throws StartupError naming a bad entry. */
export function trustedProxies(trust: TrustProxy | undefined): TrustedProxies {
  if (trust === undefined || trust === false) return 0;
  if (typeof trust === "number") {
    if (Number.isInteger(trust) && trust >= 0) return trust;
    throw badTrustProxy(String(trust), { zh: "层数须为非负整数", en: "a hop count is a whole number" });
  }
  const list = new BlockList();
  for (const entry of trust) {
    const [address = "", bits, extra] = entry.split("/");
    const family = familyOf(address);
    const prefix = Number(bits);
    const widest = family === "ipv6" ? 128 : 32;
    if (!isIP(address) || extra !== undefined || (bits !== undefined && !(prefix >= 0 && prefix <= widest))) {
      throw badTrustProxy(trust.join(","), {
        zh: `"${entry}" 不是 IP 地址或 CIDR`,
        en: `"${entry}" is not an IP address or CIDR`,
      });
    }
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
  }
  return list;
}

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d. */
const plain = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** The client address of `req` (see the module comment); the socket's address when nobody is trusted. */
export function clientIp(req: IncomingMessage, trust: TrustedProxies): string {
  const peer = plain(req.socket.remoteAddress ?? "unknown");
  if (trust === 0) return peer;
  const forwarded = [req.headers["x-forwarded-for"] ?? []].flat().join(",").split(",");
  const chain = [...forwarded.map((entry) => plain(entry.trim())).filter(Boolean), peer];
  if (typeof trust === "number") return chain[Math.max(0, chain.length - 1 - trust)]!;
  let at = chain.length - 1;
  while (at > 0 && isIP(chain[at]!) && trust.check(chain[at]!, familyOf(chain[at]!))) at -= 1;
  return chain[at]!;
}

/**
 * Closes a new connection at once when its address already holds `limit` open ones, so idle
 * sockets from one machine cannot use up the server's file descriptors. Trusted proxies carry
 * everyone's connections and are exempt (with a hop count, every peer is a proxy).
 */
export function capConnectionsPerIp(server: Server, limit: number, trust: TrustedProxies): void {
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const peer = plain(socket.remoteAddress ?? "unknown");
    if (typeof trust === "number" ? trust > 0 : isIP(peer) && trust.check(peer, familyOf(peer))) return;
    const count = open.get(peer) ?? 0;
    if (count >= limit) return void socket.destroy();
    open.set(peer, count + 1);
    socket.once("close", () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}
