import { describe, expect, test } from "vitest";
import { LOAD_TARGETS, loadReport } from "./load.ts";

describe("load targets", () => {
  test("a page, a read call and a write call, all form-encoded where they post", () => {
    expect(LOAD_TARGETS.map((target) => target.name.split(" ")[0])).toEqual(["page", "read", "write"]);
    for (const target of LOAD_TARGETS.filter((t) => t.body !== undefined)) {
      expect(target.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(new URLSearchParams(target.body).get("_channel")).toBe("channel_5818");
    }
  });

  test("the report names the machine and keeps one row per target", () => {
    const report = loadReport(
      [
        {
          name: "page GET /login",
          requests: { average: 4676.4, total: 23376 },
          latency: { p50: 8, p99: 42, max: 353 },
          non2xx: 2,
          errors: 1,
          timeouts: 0,
        },
      ],
      "2 cores (AMD EPYC), 24 GB, Node v24.21.0",
      { loadAverage: 1.5, seconds: 5, connections: 50 },
    );
    expect(report).toContain("on 2 cores (AMD EPYC), 24 GB, Node v24.21.0, load average 1.50 before the run");
    expect(report).toContain("50 connections for 5 s per target");
    // Failures: answers that were not 2xx, connection errors and timeouts.
    expect(report).toContain("| page GET /login | 4,676 | 8 | 42 | 353 | 23,376 | 3 |");
  });
});
