/**
 * CLI entry of the reference server: `node server/main.ts`. Reads PORT (8080), HOST
 * (127.0.0.1), DATA_DIR (<repo>/data), DIST_DIR (<repo>/dist), SERVER_MODE (development), and the
 * other variables of optionsFromEnv; prints one preview URL per bundle.
 */
import { BRANDS } from "../src/config/brands.ts";
import { BUNDLES } from "../src/config/bundles.ts";
import { optionsFromEnv, type ServerOptions } from "./options.ts";
import { startServer, type RunningServer } from "./server.ts";
import { previewUrl } from "./static/index-page.ts";

export { startServer, type RunningServer } from "./server.ts";
export type { ServerOptions } from "./options.ts";

/**
 * Starts the server, closes it on SIGINT/SIGTERM and prints one URL per bundle. Used by this
 * entry and by src/tasks/serve.ts (which adds the development routes of the preview studio).
 */
export async function runServer(options: ServerOptions): Promise<RunningServer> {
  const server = await startServer(options);
  // Handlers first: stdout to a pipe is synchronous, so a reader may signal as soon as it sees a line.
  const stop = (signal: string) => {
    console.log(`收到 ${signal}，正在关闭……`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  const mode = options.mode ?? "development";
  console.log(`闪信参考服务已启动（${mode === "production" ? "生产模式" : "开发模式"}）：${server.url}/`);
  for (const bundle of BUNDLES) {
    const hosts = bundle.isDefault ? "未匹配的域名" : bundle.hostnames.join(", ");
    console.log(`  ${previewUrl(bundle.id, server.port).padEnd(48)} ${BRANDS[bundle.brand].name}  ${hosts}`);
  }
  return server;
}

async function main(): Promise<void> {
  await runServer(optionsFromEnv(process.env));
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
