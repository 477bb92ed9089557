/**
 * Which Host headers the development endpoints answer (decision 036). They hand out SMS codes
 * and login values, so a page on another site that rebinds its DNS name to a developer's
 * machine must not read them. Rebinding needs a name: a Host that is an IP address means the
 * page itself came from that address, i.e. from this server (a phone opening the LAN address).
 */
import { isIP } from "node:net";

const LOCAL_NAMES = /^(localhost|.+\.localhost)$/;

/** True for localhost, *.localhost and IP addresses (127.0.0.1, [::1], the LAN address ...). */
export function isDevHost(host: string | undefined): boolean {
  let hostname: string;
  try {
    hostname = new URL(`http://${host ?? ""}`).hostname;
  } catch {
    return false;
  }
  return LOCAL_NAMES.test(hostname) || isIP(hostname.replace(/^\[(.*)\]$/, "$1")) !== 0;
}
