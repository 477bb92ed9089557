/**
 * Debian's Chromium as the tests and the benchmark start it. The flags keep it from reaching
 * for Google's services (this machine has no network but loopback and the package registries)
 * and let it run as root in a container.
 */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
