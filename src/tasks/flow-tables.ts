/**
 * Writes the per-host flow tables (src/preview/flow-table.ts) to <dist>/flow-tables/<bundle>.md
 * and .html. Called at the end of `npm run build`; also runnable alone:
 * `node src/tasks/flow-tables.ts [<bundle-id> ...]` (DIST_DIR as for the build).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUNDLES } from "../config/bundles.ts";
import { flowTableFor } from "../preview/flow-table.ts";
import { renderFlowTableHtml, renderFlowTableMarkdown } from "../preview/flow-table-render.ts";
import { configuredChannels } from "../preview/channels.ts";

/** Folder of the tables inside the dist folder. */
export const FLOW_TABLES_DIR = "flow-tables";

/** Writes the tables of the given bundles (all when none is named); returns the folder. */
export function writeFlowTables(distDir: string, bundleIds: readonly string[] = []): string {
  const folder = join(distDir, FLOW_TABLES_DIR);
  mkdirSync(folder, { recursive: true });
  const channels = configuredChannels();
  const selected = bundleIds.length > 0 ? BUNDLES.filter((bundle) => bundleIds.includes(bundle.id)) : BUNDLES;
  for (const bundle of selected) {
    const table = flowTableFor(bundle, channels);
    writeFileSync(join(folder, `${bundle.id}.md`), renderFlowTableMarkdown(table));
    writeFileSync(join(folder, `${bundle.id}.html`), renderFlowTableHtml(table));
  }
  return folder;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, "../..");
  const ids = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
  const unknown = ids.filter((id) => !BUNDLES.some((bundle) => bundle.id === id));
  if (unknown.length > 0) {
    console.error(`未知站点 Unknown bundle(s): ${unknown.join(", ")}`);
    process.exit(2);
  }
  const folder = writeFlowTables(resolve(root, process.env.DIST_DIR ?? "dist"), ids);
  console.log(`渠道流程表已写入 Flow tables written to ${folder}`);
}
