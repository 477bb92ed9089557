/** No secrets in the bundles: the built output never carries keys, tokens or server files. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { BUNDLES } from "../../src/config/bundles.ts";
import { distDir, filesOf } from "./dist.ts";

// Patterns of credentials that must never reach a browser.
const SECRET_PATTERNS: [string, RegExp][] = [
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["JSON web token", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  [
    "API secret assignment",
    /\b(?:api[_-]?secret|secret[_-]?key|client[_-]?secret|access[_-]?key[_-]?secret)\s*[:=]\s*["'][^"']{8,}/i,
  ],
  ["Baidu OCPC token", /\bocpc[_-]?token\s*[:=]/i],
  ["password literal", /\bpassword\s*[:=]\s*["'][^"']{4,}/i],
];

const FORBIDDEN_FILES = [/server-secret/, /\.sqlite$/, /\.db$/, /\.env/, /\.map$/];

test.each(BUNDLES.map((b) => [b.id]))("bundle %s carries no secrets", (bundle) => {
  const files = filesOf(bundle);
  expect(files.filter((file) => FORBIDDEN_FILES.some((p) => p.test(file)))).toEqual([]);
  const hits: string[] = [];
  for (const file of files.filter((f) => /\.(html|js|css|json|svg|txt)$/.test(f))) {
    const text = readFileSync(join(distDir, bundle, file), "utf8");
    for (const [name, pattern] of SECRET_PATTERNS) if (pattern.test(text)) hits.push(`${file}: ${name}`);
  }
  expect(hits).toEqual([]);
});
