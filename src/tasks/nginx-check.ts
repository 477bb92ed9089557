/**
 * The deployment check: generates the nginx configuration for every bundle, starts a real
 * nginx on loopback with it, and requests a sample of hosts and paths by Host header —
 * root redirect with the query kept, pages, legacy .html paths, the fallback page, cache
 * and security headers. Prints "nginx: N passed, N failed"; exits non-zero on any failure.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUNDLES, HOST_BUNDLES, rootTargetPath } from "../config/bundles.ts";
import { standaloneConfig } from "../deploy/nginx.ts";
import { nginxChecks, type Answer } from "../deploy/nginx-checks.ts";
import { freePort } from "./e2e-port.ts";

const distDir = resolve(process.env.DIST_DIR ?? "dist");
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
if (!nginx) {
  console.error("nginx is not installed (apt-get install -y nginx)");
  process.exit(1);
}

function get(port: number, host: string, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { Host: host }, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", fail);
    req.end();
  });
}

async function waitFor(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await get(port, "localhost", "/");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("nginx did not start");
}

const prefix = mkdtempSync(join(tmpdir(), "funnel-nginx-"));
for (const dir of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(prefix, dir));
const port = await freePort();
const runAsRoot = process.getuid?.() === 0;
writeFileSync(
  join(prefix, "nginx.conf"),
  standaloneConfig(BUNDLES, { distDir, listen: `127.0.0.1:${port}`, prefix, runAsRoot }),
);
const server = spawn(nginx, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], {
  stdio: "inherit",
});

let failed = 0;
let passed = 0;
try {
  await waitFor(port);
  for (const check of nginxChecks(HOST_BUNDLES, rootTargetPath, distDir)) {
    const answer = await get(port, check.host, check.path);
    const problem = check.expect(answer);
    if (problem) {
      failed += 1;
      console.error(`✗ ${check.host}${check.path}: ${problem}`);
    } else passed += 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(prefix, { recursive: true, force: true });
}
console.log(`nginx: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
