/**
 * A Playwright reporter that prints, after the run, the time each spec file took in each project
 * (the sum of its tests' durations, retries included) and its test count, slowest first, then the
 * slowest tests (issue 56): browser tests that repeat a unit table or wait on real timers show up
 * here and can be moved down to the unit tests or given Playwright's clock.
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many of the slowest tests are named. */
const SLOWEST = 12;

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

export default class SpecTimings implements Reporter {
  private readonly specs = new Map<string, { ms: number; tests: Set<string> }>();
  private readonly tests = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/tests\//, "tests/");
    const project = test.parent.project()?.name ?? "no project";
    const key = `${file} (${project})`;
    const spec = this.specs.get(key) ?? { ms: 0, tests: new Set<string>() };
    spec.ms += result.duration;
    spec.tests.add(test.id);
    this.specs.set(key, spec);
    const name = `${file}:${test.location.line} ${test.title} (${project})`;
    this.tests.set(name, (this.tests.get(name) ?? 0) + result.duration);
  }

  onEnd(): void {
    const rows = [...this.specs].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, spec]) => sum + spec.ms, 0);
    console.log("\nTime per spec file (sum of test durations, slowest first):");
    for (const [file, spec] of rows) {
      const share = total === 0 ? 0 : (100 * spec.ms) / total;
      console.log(
        `  ${seconds(spec.ms)} s ${share.toFixed(0).padStart(3)} % ${String(spec.tests.size).padStart(4)} tests  ${file}`,
      );
    }
    console.log(`  ${seconds(total)} s in all`);
    console.log(`\nThe ${SLOWEST} slowest tests (retries included):`);
    for (const [name, ms] of [...this.tests].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST)) {
      console.log(`  ${seconds(ms)} s  ${name}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
