/**
 * `npm test`, the one green command: lint and formatting, types, an audit of the shipped
 * packages, unit tests with coverage, a full build, checks on the built output (budgets,
 * routes, links), the end-to-end tests in Chromium against the reference server (the main
 * journeys also against its lean profile, each server on a free port unless E2E_PORT pins
 * them), the main journeys in WebKit and Firefox, and the nginx
 * deployment check (`.ci/run` installs the engines and nginx; elsewhere a missing one is said
 * and left to CI). Independent steps run side by side; stops after the first group with a
 * failing step.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const bin = (name: string) => resolve(root, "node_modules/.bin", name);

/**
 * The port of an end-to-end server (`offset` 0: the full profile's, 1: the lean profile's).
 * E2E_PORT pins it (the lean server takes the next one); otherwise the system picks a free one,
 * so servers left by a killed run (holding 4400 and 4401) cannot stop the next run.
 */
export async function e2ePort(pinned: string | undefined, offset: number): Promise<number> {
  if (pinned) return Number(pinned) + offset;
  const probe = createServer();
  await new Promise<void>((done, fail) => probe.once("error", fail).listen(0, "127.0.0.1", done));
  const { port } = probe.address() as { port: number };
  await new Promise((done) => probe.close(done));
  return port;
}

const nginxAvailable = ["/usr/sbin/nginx", "/usr/bin/nginx"].some((path) => existsSync(path));
/** Debian's WebKit and Firefox (decision 410); CI must have them, `.ci/run` installs them. */
const enginesAvailable =
  Boolean(process.env.CI) ||
  ["/usr/bin/WebKitWebDriver", "/usr/bin/xvfb-run", "/usr/bin/firefox-esr"].every((path) => existsSync(path));

interface Step {
  name: string;
  command: string[];
  when?: boolean;
  /** Why the step cannot run here when `when` is false; `.ci/run` installs what it needs. */
  unavailable?: string;
  /** An end-to-end step: its two servers get ports (E2E_PORT, E2E_LEAN_PORT). */
  e2e?: boolean;
  /** A step that needs this one: it starts when this one passed, beside the rest of the group. */
  then?: Step;
}

/**
 * The steps in groups (issue 56): the steps of a group do not depend on each other and run side
 * by side, each one's output printed whole when it ends; a group starts when the one before it
 * passed. The static checks wait on files and single threads, and the build and the checks on
 * its output beside the unit tests keep both cores busy; the browser steps use both cores each
 * and run one at a time.
 */
const groups: Step[][] = [
  [
    { name: "lint", command: [bin("eslint"), "."] },
    { name: "format", command: [bin("prettier"), "--check", "--log-level", "warn", "."] },
    { name: "unused exports (knip)", command: [bin("knip"), "--no-progress"] },
    // Issue 40: an export only tests import is not exported; the tests use the public function.
    {
      name: "exports only tests use (knip --production)",
      command: [bin("knip"), "--production", "--no-progress"],
    },
    { name: "types", command: [bin("astro"), "check", "--minimumSeverity", "warning"] },
    { name: "audit of shipped packages", command: [process.execPath, "tests/audit.ts"] },
  ],
  [
    { name: "unit", command: [bin("vitest"), "run", "--coverage"] },
    {
      name: "build",
      command: [process.execPath, "src/tasks/build.ts"],
      then: { name: "built output", command: [bin("vitest"), "run", "--config", "vitest.built.config.ts"] },
    },
  ],
  // Every test against the full answers, and the main journeys (@journey) again against a
  // backend answering the leanest shapes the spec allows: two projects of one run sharing its
  // workers, each with its own server (playwright.config.ts).
  [{ name: "end-to-end", command: [bin("playwright"), "test"], e2e: true }],
  [
    {
      // Issue 50: the main journeys in WebKit (iPhones, WeChat on iOS) and Firefox as well.
      name: "other engines (WebKit, Firefox)",
      command: [bin("vitest"), "run", "--config", "vitest.engines.config.ts"],
      when: enginesAvailable,
      unavailable: "WebKitWebDriver, xvfb-run or firefox-esr is not installed here",
    },
    {
      name: "deployment (nginx)",
      command: [process.execPath, "tests/nginx-check.ts"],
      when: nginxAvailable,
      unavailable: "nginx is not installed here",
    },
  ],
];

/** Runs one step; alone in its group its output streams, beside others it is printed whole at its end. */
async function run(step: Step, alone: boolean): Promise<boolean> {
  const started = performance.now();
  const [command, ...args] = step.command as [string, ...string[]];
  const ports = step.e2e
    ? {
        E2E_PORT: String(await e2ePort(process.env.E2E_PORT, 0)),
        E2E_LEAN_PORT: String(await e2ePort(process.env.E2E_PORT, 1)),
      }
    : {};
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: "1",
      ...(alone ? {} : { FORCE_COLOR: "0" }),
      ...ports,
    },
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((done) => {
    child.once("error", () => done(null));
    child.once("close", done);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
  console.log(status === 0 ? `✓ ${step.name} (${seconds} s)` : `\n✗ ${step.name} failed after ${seconds} s`);
  return status === 0;
}

async function main(): Promise<void> {
  const started = performance.now();
  let passed = 0;
  for (const group of groups) {
    for (const step of group.filter((step) => step.when === false)) {
      console.log(`\n▶ ${step.name}: ${step.unavailable}; .ci/run installs it and runs this step`);
    }
    const runnable = group.filter((step) => step.when !== false);
    const alone = runnable.length === 1;
    const lane = async (step: Step): Promise<boolean[]> => {
      const ok = await run(step, alone);
      return ok && step.then ? [ok, ...(await lane(step.then))] : [ok];
    };
    const results = (await Promise.all(runnable.map(lane))).flat();
    passed += results.filter(Boolean).length;
    const failed = results.length - results.filter(Boolean).length;
    if (failed > 0) {
      console.log(`steps: ${passed} passed, ${failed} failed`);
      process.exit(1);
    }
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`steps: ${passed} passed, 0 failed (${minutes} min)`);
}

if (import.meta.main) await main();
