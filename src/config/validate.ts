/**
 * The build's preflight (src/tasks/build-checks.ts) over every configuration file: each is
 * parsed with its schema (host-schema.ts, downloads.ts), so that a wrong file stops everything
 * with a message naming the file and the field; and the one thing a schema cannot say, a
 * warning that lets the build go on.
 */
import { z } from "zod";
import DEFAULT_SETTINGS from "../../hosts/defaults.ts";
import { DOWNLOAD_TABLES, downloadTablesSchema } from "./downloads.ts";
import {
  catalogueSchema,
  defaultsSchema,
  hostFilesSchema,
  trackerRegistrySchema,
  type HostConfig,
} from "./host-schema.ts";
import { SHARED_CATALOGUE } from "./marketplace.ts";
import { TRACKER_REGISTRY } from "./trackers.ts";

/** One problem found in a configuration file. */
export interface ConfigProblem {
  file: string;
  field: string;
  message: string;
}

/** The files checked beside the host files, each with the schema of what it exports. */
const sharedFilesSchema = z
  .object({
    "hosts/defaults.ts": defaultsSchema,
    "src/config/marketplace.ts": z.object({ SHARED_CATALOGUE: catalogueSchema }),
    "src/config/trackers.ts": z.object({ TRACKER_REGISTRY: trackerRegistrySchema }),
    "src/config/downloads.ts": downloadTablesSchema,
  })
  .partial();

/** Those files as the build reads them. */
const SHARED_FILES: Record<keyof typeof sharedFilesSchema.shape, unknown> = {
  "hosts/defaults.ts": DEFAULT_SETTINGS,
  "src/config/marketplace.ts": { SHARED_CATALOGUE },
  "src/config/trackers.ts": { TRACKER_REGISTRY },
  "src/config/downloads.ts": DOWNLOAD_TABLES,
};

/** The problems of `files` (file name -> content), each naming the file and the field (`entries[0].path`). */
function problemsOf(schema: z.ZodType, files: unknown): ConfigProblem[] {
  return (schema.safeParse(files).error?.issues ?? []).map(({ path: [file, ...path], message }) => ({
    file: String(file),
    field: path.reduce<string>(
      (field, key) =>
        typeof key === "number" ? `${field}[${key}]` : field ? `${field}.${String(key)}` : String(key),
      "",
    ),
    message,
  }));
}

/**
 * Every problem of the host files (ids, hostnames and release sites used twice included) and of
 * the shared files: hosts/defaults.ts, the shared catalogue, the tracker registry and the
 * download tables (those passed in `shared`: all of them unless a test names some).
 */
export function findConfigProblems(
  hosts: Record<string, HostConfig>,
  shared: Record<string, unknown> = SHARED_FILES,
): ConfigProblem[] {
  return [...problemsOf(hostFilesSchema, hosts), ...problemsOf(sharedFilesSchema, shared)];
}

/**
 * Things a host may mean on purpose but usually forgot: a car-loan host (its `/` leads to the
 * car-loan pages, where partner apps send visitors) without partner hosts never sends a
 * visitor back to the partner app.
 */
export function findConfigWarnings(files: Record<string, HostConfig>): ConfigProblem[] {
  return Object.entries(files)
    .filter(([, host]) => host.root === "/carloan" && (host.partnerHosts ?? []).length === 0)
    .map(([file]) => ({
      file,
      field: "partnerHosts",
      message:
        "a car-loan host without partner hosts never returns visitors to a partner app (zhijieBackUrl)",
    }));
}
