/**
 * Addresses a phone on the same network can open: the server's own address when it listens on
 * one interface, every non-internal IPv4 address when it listens on all (HOST=0.0.0.0), the
 * home-network ones first and container bridges left out, none when it listens on loopback only.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from "node:os";

const ALL_INTERFACES = new Set(["0.0.0.0", "::", ""]);
const LOOPBACK = /^(127\.|::1$|localhost$)/;
/** Container and VM bridges: on the computer, but no phone reaches them. */
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|cni|flannel)/;
/** A phone on the Wi-Fi most likely has one of these: 192.168/16 first, then 10/8, 172.16/12. */
const lanRank = (address: string) =>
  address.startsWith("192.168.")
    ? 0
    : address.startsWith("10.")
      ? 1
      : /^172\.(1[6-9]|2\d|3[01])\./.test(address)
        ? 2
        : 3;

/** Origins such as http://192.168.1.5:8080 that other devices can reach. */
export function reachableOrigins(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  if (LOOPBACK.test(host)) return [];
  if (!ALL_INTERFACES.has(host)) return [`http://${host.includes(":") ? `[${host}]` : host}:${port}`];
  return Object.entries(interfaces)
    .filter(([name]) => !VIRTUAL.test(name))
    .flatMap(([, list]) => list ?? [])
    .filter((info) => info.family === "IPv4" && !info.internal)
    .map((info) => info.address)
    .sort((a, b) => lanRank(a) - lanRank(b))
    .map((address) => `http://${address}:${port}`);
}
