/**
 * The reference server as the end-to-end tests use it: development mode (SMS outbox, dev
 * cookies), a fresh data folder per run, and per-IP SMS, anonymous-write and connection limits
 * (and the global SMS cap and challenge threshold) raised because every test request comes from 127.0.0.1 (per-phone
 * limits stay as in production).
 * SERVER_PROFILE=lean answers the leanest shapes the spec allows (server/api.ts). The
 * preview studio is passed in as development routes, as `npm run serve` does, listening on
 * loopback and with no staging record (tests/e2e/preview.spec.ts starts a studio of its own on
 * every interface for the QR code).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "../server/main.ts";
import { optionsFromEnv } from "../server/options.ts";
import { studioRoutes } from "../src/preview/studio/routes.ts";

const dataDir = mkdtempSync(join(tmpdir(), "funnel-e2e-"));
const server = await startServer({
  port: Number(process.env.E2E_PORT ?? 4400),
  host: "127.0.0.1",
  mode: "development",
  profile: optionsFromEnv({ SERVER_PROFILE: process.env.SERVER_PROFILE }).profile,
  dataDir,
  distDir: resolve(process.env.DIST_DIR ?? "dist"),
  smsIpLimits: { perMinute: 10_000, perHour: 100_000, perDay: 1_000_000 },
  smsGlobalLimits: { perMinute: 10_000, perDay: 1_000_000 },
  // Challenges only where a test asks for one (the __dev_sms_challenge cookie, decision 440).
  smsChallengeAbove: { perMinute: 10_000, perDay: 1_000_000 },
  writeLimitPerMinute: 100_000,
  connectionsPerIp: 10_000,
  // The preview studio and its preview start (development routes; tests/e2e/preview*.spec.ts).
  devRoutes: studioRoutes({ root: dataDir }),
  logger: {
    info: () => {},
    warn: (message) => console.warn(message),
    error: (message, error) => console.error(message, error),
  },
});

const stop = async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// Playwright starts this through `sh -c` in a process group of its own: when the test run is
// killed, the shell and this server are handed to another parent. Then nobody will stop us.
const parentOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
  } catch {
    return undefined;
  }
};
const lineage = `${process.ppid} ${parentOf(process.ppid)}`;
setInterval(() => `${process.ppid} ${parentOf(process.ppid)}` !== lineage && void stop(), 1000).unref();
