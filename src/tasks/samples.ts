/**
 * `npm run samples [-- <bundle-id> ...]`: the operator's go-live checklist — every sample value
 * the bundles (all of them by default) still use, naming file, line and field, the value and
 * what to replace it with; the same lines stop `npm run build -- --production` and a release.
 * Exits non-zero when a marker is written wrongly.
 */
import { BUNDLES } from "../config/bundles.ts";
import { productionProblems, scanSamples } from "../deploy/samples.ts";

const ids = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const bundles = ids.length > 0 ? BUNDLES.filter((bundle) => ids.includes(bundle.id)) : BUNDLES;
if (bundles.length < ids.length) {
  console.error(`未知站点：${ids.filter((id) => !BUNDLES.some((b) => b.id === id)).join(", ")}`);
  process.exit(2);
}
const scan = scanSamples();
const lines = productionProblems(scan.entries, bundles);
console.log(lines.length > 0 ? lines.join("\n") : "No sample value left: the bundles can go live.");
console.log(`${lines.length} sample values in ${bundles.length} bundle(s).`);
if (scan.problems.length > 0) {
  console.error(scan.problems.join("\n"));
  process.exit(1);
}
