/**
 * `npm test`, the one green command: lint and formatting, types, unit tests with coverage,
 * a full build, checks on the built output (budgets, routes, links), the end-to-end tests
 * in Chromium against the reference server, and the nginx deployment check when nginx is
 * installed (`.ci/run` installs it). Stops at the first failing step.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => resolve(root, "node_modules/.bin", name);
const nginxAvailable = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((path) => existsSync(path));

const steps: { name: string; command: string[]; when?: boolean; env?: Record<string, string> }[] = [
  { name: "lint", command: [bin("eslint"), "."] },
  { name: "format", command: [bin("prettier"), "--check", "--log-level", "warn", "."] },
  { name: "unused exports (knip)", command: [bin("knip"), "--no-progress"] },
  { name: "types", command: [bin("astro"), "check", "--minimumSeverity", "warning"] },
  { name: "unit", command: [bin("vitest"), "run", "--coverage"] },
  { name: "build", command: [process.execPath, "src/tasks/build.ts"] },
  { name: "built output", command: [bin("vitest"), "run", "--config", "vitest.built.config.ts"] },
  { name: "end-to-end", command: [bin("playwright"), "test"] },
  {
    // The main journeys again, against a backend answering the leanest shapes the spec allows.
    name: "end-to-end, lean backend",
    command: [bin("playwright"), "test", "--grep", "@journey"],
    env: { SERVER_PROFILE: "lean", E2E_PORT: String(Number(process.env.E2E_PORT ?? 4400) + 1) },
  },
  {
    name: "deployment (nginx)",
    command: [process.execPath, "src/tasks/nginx-check.ts"],
    when: nginxAvailable,
  },
];

let passed = 0;
for (const step of steps) {
  if (step.when === false) {
    console.log(`\n▶ ${step.name}: nginx is not installed here; .ci/run installs it and runs this step`);
    continue;
  }
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ...step.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${step.name} (${seconds} s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
