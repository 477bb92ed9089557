/**
 * `npm run nginx:config -- [--dist /srv/funnel/dist] [--listen 80] [--out funnel.conf]`:
 * writes the server blocks of every bundle (include them in the http block of nginx.conf).
 * Build first: the Content-Security-Policy hashes the inline scripts of the built pages.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BUNDLES } from "../config/bundles.ts";
import { httpBlocks } from "../deploy/nginx.ts";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: "dist" },
    listen: { type: "string", default: "80" },
    out: { type: "string", default: "dist/nginx-funnel.conf" },
  },
});
const text = httpBlocks(BUNDLES, { distDir: resolve(values.dist), listen: values.listen });
writeFileSync(resolve(values.out), `${text}\n`);
console.log(`Wrote ${values.out}: ${BUNDLES.length} server blocks (root ${resolve(values.dist)})`);
