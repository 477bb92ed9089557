/**
 * The port of an end-to-end step of `npm test`. E2E_PORT pins it (the lean step takes the
 * next one); otherwise the system picks a free port for each step, so servers left running by
 * a run that was killed (which held 4400 and 4401) cannot stop the next run.
 */
import { createServer } from "node:net";

/** A loopback port that the system reports free (also for the nginx check). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once("error", reject).listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function e2ePort(pinned: string | undefined, offset: number): Promise<number> {
  return pinned ? Number(pinned) + offset : freePort();
}
