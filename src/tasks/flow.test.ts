import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function flow(args: string[]) {
  const result = spawnSync(process.execPath, ["src/tasks/flow.ts", ...args], { cwd: root, encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("npm run flow", () => {
  test("5265 in 上海市, logged in: prints the city-override row and /download-page as the failure destination", () => {
    const out = flow(["--host", "default", "--channel", "5265", "--city", "上海市", "--logged-in"]);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain("[city-apply] 按城市覆盖流程设置");
    expect(out.stdout).toMatch(/表格行 Row: 城市覆盖表 \/ city-override table \[5265-big-cities\]/);
    expect(out.stdout).toContain("失败去向 Failure destination: /download-page");
    expect(out.stdout).toContain("最终去向 Final: 跳转到 /download-page?previousPage=跳过表单");
    expect(out.stdout).toContain("追踪事件 Tracker events:\n    无配置 / none configured");
  });

  test("app flow and path flags; --json gives the raw result", () => {
    const out = flow([
      "--host",
      "ks5218",
      "--channel",
      "5218",
      "--app",
      "android",
      "--p4",
      "2",
      "--path",
      "/login",
      "--json",
    ]);
    expect(out.status).toBe(0);
    const result = JSON.parse(out.stdout) as { application: number; flow: object; trackers: unknown[] };
    expect(result.application).toBe(2);
    expect(result.flow).toEqual({ input_form: 0, succ_todo: 2, fail_todo: 1 });
    expect(result.trackers.length).toBeGreaterThan(0);
  });

  test.each([
    [["--host", "nope"], /未知站点“nope”/],
    [["--host", "default", "--channel", "abc"], /渠道号格式不正确/],
    [["--host", "default", "--bogus"], /参数错误/],
  ])("bad input %j exits 2 with a Chinese message", (args, message) => {
    const out = flow(args);
    expect(out.status).toBe(2);
    expect(out.stderr).toMatch(message);
    expect(out.stderr).toContain("用法 Usage");
  });
});
