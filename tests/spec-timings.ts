/**
 * A Playwright reporter that prints, after the run, the time each spec file took (the sum of its
 * tests' durations, retries included) and its test count, slowest first (issue 56): browser tests
 * that repeat a unit table show up here and can be moved down to the unit tests.
 */
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SpecTimings implements Reporter {
  private readonly specs = new Map<string, { ms: number; tests: Set<string> }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/tests\//, "tests/");
    const spec = this.specs.get(file) ?? { ms: 0, tests: new Set<string>() };
    spec.ms += result.duration;
    spec.tests.add(test.id);
    this.specs.set(file, spec);
  }

  onEnd(): void {
    const rows = [...this.specs].sort((a, b) => b[1].ms - a[1].ms);
    const total = rows.reduce((sum, [, spec]) => sum + spec.ms, 0);
    console.log("\nTime per spec file (sum of test durations, slowest first):");
    for (const [file, spec] of rows) {
      const share = total === 0 ? 0 : (100 * spec.ms) / total;
      console.log(
        `  ${(spec.ms / 1000).toFixed(1).padStart(7)} s ${share.toFixed(0).padStart(3)} % ${String(spec.tests.size).padStart(4)} tests  ${file}`,
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
