/**
 * `npm run samples [-- <bundle-id> ...]`: the operator's go-live checklist — every sample value
 * the bundles (all of them by default) still use, naming file, line and field, the value and
 * what to replace it with; the same lines stop `npm run build -- --production` and a release.
 * Exits non-zero when a marker is written wrongly.
 */
import { productionProblems, scanSamples } from "../deploy/samples.ts";
import { namedBundles } from "./build-checks.ts";

const bundles = namedBundles(process.argv.slice(2));
const scan = scanSamples();
const lines = productionProblems(scan.entries, bundles);
console.log(lines.length > 0 ? lines.join("\n") : "No sample value left: the bundles can go live.");
console.log(`${lines.length} sample values in ${bundles.length} bundle(s).`);
if (scan.problems.length > 0) {
  console.error(scan.problems.join("\n"));
  process.exit(1);
}
