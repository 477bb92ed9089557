/**
 * `npm run flow -- --host <bundle> [--channel 5265] [--city 上海市] [--logged-in] [--path /login]
 * [--app ios|android --p4 1|2|3] [--succ 2 --fail 1 --form 0] [--query "from=4&appname=闪信"]`:
 * explains where a visitor ends up and which events fire, in Chinese and English
 * (src/preview/simulate.ts). `--json` prints the raw result. Exit 2 on bad parameters.
 */
import { parseArgs } from "node:util";
import { parseParams } from "../preview/params.ts";
import { renderText } from "../preview/render-text.ts";
import { simulate } from "../preview/simulate.ts";

const USAGE = `用法 Usage: npm run flow -- --host <站点> [--channel 5265] [--city 上海市] [--logged-in]
  [--path /login] [--app ios|android --p4 1|2|3] [--succ 2 --fail 1 --form 0] [--query "from=4"] [--json]`;

async function main(): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        host: { type: "string" },
        channel: { type: "string" },
        city: { type: "string" },
        "logged-in": { type: "boolean" },
        path: { type: "string" },
        app: { type: "string" },
        p4: { type: "string" },
        succ: { type: "string" },
        fail: { type: "string" },
        form: { type: "string" },
        query: { type: "string" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    console.error(`参数错误：${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);
  const parsed = parseParams({
    bundle: text("host"),
    channel: text("channel"),
    city: text("city"),
    login: values["logged-in"] ? "1" : "0",
    path: text("path"),
    app: text("app"),
    p4: text("p4"),
    succ: text("succ"),
    fail: text("fail"),
    form: text("form"),
    query: text("query"),
  });
  if (!parsed.ok) {
    console.error(`${parsed.errors.map((error) => `错误：${error}`).join("\n")}\n${USAGE}`);
    return 2;
  }
  const result = await simulate(parsed.input);
  process.stdout.write(values.json ? `${JSON.stringify(result, null, 2)}\n` : renderText(result));
  return 0;
}

process.exitCode = await main();
