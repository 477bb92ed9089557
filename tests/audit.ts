/**
 * The audit step of `npm test` (decision 037): `npm audit --omit=dev` over the packages that
 * ship (to browsers or the server), failing on a high or critical advisory. A registry that
 * refuses npm's advisory endpoint, or no network, is reported loudly as "not audited here"
 * and does not fail the run: it says nothing about the packages. Extra arguments go to npm
 * (`--registry <url>` in the test). Exit 0: audited clean or not audited; 1: findings.
 */
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const root = resolve(import.meta.dirname, "..");
const FAILING = new Set(["high", "critical"]);

interface Advisory {
  title?: string;
  url?: string;
  range?: string;
}

interface AuditReport {
  vulnerabilities?: Record<string, { severity: string; via: (Advisory | string)[] }>;
  metadata?: { dependencies?: { prod?: number } };
  message?: string;
}

/** npm's output; npm audit exits non-zero when it finds something, which is read the same way. */
const npm = (args: string[]) =>
  promisify(execFile)("npm", args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? "",
      stderr: error.stderr ?? String(error),
    }),
  );

/** Runs the audit and resolves to the exit code; `log` receives what a person reads. */
export async function audit(npmArgs: string[] = [], log = console.log): Promise<number> {
  const result = await npm(["audit", "--omit=dev", "--json", ...npmArgs]);
  let report: AuditReport;
  try {
    report = JSON.parse(result.stdout || "{}") as AuditReport;
  } catch {
    report = { message: result.stdout.slice(0, 200) };
  }
  if (!report.vulnerabilities) {
    const reason = report.message || result.stderr.trim().split("\n")[0] || "no answer";
    const bar = "!".repeat(72);
    log(`${bar}\n!! NOT AUDITED HERE: the advisory service refused or could not be reached.\n!! ${reason}`);
    log(`!! The shipped packages were not checked: run this step where the registry answers.\n${bar}`);
    return 0;
  }
  const findings = Object.entries(report.vulnerabilities).filter(([, found]) => FAILING.has(found.severity));
  for (const [name, found] of findings) {
    const why = found.via.map((via) =>
      typeof via === "string" ? `through ${via}` : `${via.title} (${via.range}) ${via.url}`,
    );
    log(`✗ ${name} (${found.severity}): ${why.join("; ")}`);
  }
  if (findings.length > 0) return 1;
  log(`audited ${report.metadata?.dependencies?.prod ?? 0} shipped packages: no high or critical advisory`);
  return 0;
}

if (import.meta.main) process.exit(await audit(process.argv.slice(2)));
