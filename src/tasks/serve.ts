/**
 * `npm run serve`: the reference server on the existing dist/ (`npm start` builds first), with
 * the preview studio's routes in development mode only (decision 300); `node server/main.ts`
 * runs the server alone.
 */
import { runServer } from "../../server/main.ts";
import { optionsFromEnv, type ServerOptions } from "../../server/options.ts";
import { studioRoutes } from "../preview/studio/routes.ts";

/** Server options from the environment, with the studio's routes in development mode. */
export function serveOptions(env: NodeJS.ProcessEnv): ServerOptions {
  const options = optionsFromEnv(env);
  return options.mode === "production"
    ? options
    : { ...options, devRoutes: studioRoutes({ host: options.host }) };
}

// Runs the server until a signal stops it; a startup error ends the process.
if (import.meta.main) {
  try {
    const options = serveOptions(process.env);
    const server = await runServer(options);
    if (options.devRoutes) console.log(`预览工作台：http://localhost:${server.port}/preview`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
