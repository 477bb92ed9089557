/**
 * Addresses a phone on the same network can open: the server's own address when it listens on
 * one interface, every non-internal IPv4 address when it listens on all (HOST=0.0.0.0), none
 * when it listens on loopback only.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from "node:os";

const ALL_INTERFACES = new Set(["0.0.0.0", "::", ""]);
const LOOPBACK = /^(127\.|::1$|localhost$)/;

/** Origins such as http://192.168.1.5:8080 that other devices can reach. */
export function reachableOrigins(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (LOOPBACK.test(host)) return [];
  if (!ALL_INTERFACES.has(host)) return [`http://${host.includes(":") ? `[${host}]` : host}:${port}`];
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === "IPv4" && !info.internal)
    .map((info) => `http://${info.address}:${port}`);
}
