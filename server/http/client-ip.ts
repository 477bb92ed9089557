/**
 * The client address behind reverse proxies (decision 035). Each proxy appends the address it
 * received the request from to X-Forwarded-For, so only the right-hand end of the header is
 * written by proxies the operator runs; everything to the left is whatever the client sent.
 * With `trustProxy` proxies in front, the client is therefore the address the first of them
 * appended: that many places from the right of `X-Forwarded-For, <socket address>`.
 */
import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";

/** IPv4 clients of a dual-stack socket appear as ::ffff:a.b.c.d. */
const plain = (address: string) =>
  /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;

/** The client address of `req` (see the module comment); the socket's address when no proxy is trusted. */
export function clientIp(req: IncomingMessage, trustProxy: number): string {
  const peer = plain(req.socket.remoteAddress ?? "unknown");
  if (trustProxy === 0) return peer;
  const forwarded = [req.headers["x-forwarded-for"] ?? []].flat().join(",").split(",");
  const chain = [...forwarded.map((entry) => plain(entry.trim())).filter(Boolean), peer];
  // A header shorter than the proxies in front: its left-most entry.
  return chain[Math.max(0, chain.length - 1 - trustProxy)]!;
}

/**
 * Closes a new connection at once when its address already holds `limit` open ones, so idle
 * sockets from one machine cannot use up the server's file descriptors. Behind trusted proxies
 * every peer is a proxy carrying everyone's connections, so there is no cap.
 */
export function capConnectionsPerIp(server: Server, limit: number, trustProxy: number): void {
  if (trustProxy > 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const peer = plain(socket.remoteAddress ?? "unknown");
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
