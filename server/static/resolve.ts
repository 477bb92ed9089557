/**
 * Maps a URL path to a file inside one bundle folder: exact file, then `.html`, then
 * `/index.html` (legacy paths such as /m/v1/index.html and clean paths such as /login both
 * work); for hosts with token pages, any other `/<token>.html` is the token landing template.
 * Anything that could leave the folder is refused before the file system is touched.
 */
import { realpathSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { campaignTokenOf } from "../../src/core/campaign-token.ts";

export type Resolution =
  { kind: "file"; file: string; urlPath: string } | { kind: "notFound" } | { kind: "bad" };

/** The decoded path, or undefined when it is malformed or tries to escape (.., NUL, backslash). */
function safeDecodedPath(rawPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith("/") || /[\0\\]/.test(decoded)) return undefined;
  const segments = decoded.split("/");
  if (segments.some((segment) => segment === ".." || segment === ".")) return undefined;
  return decoded;
}

function candidatesFor(path: string): string[] {
  if (path.endsWith("/")) return [`${path}index.html`, `${path.slice(0, -1)}.html`];
  return [path, `${path}.html`, `${path}/index.html`];
}

function isFileInside(root: string, file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    // realpath: a symlink inside the bundle must not lead outside it.
    return realpathSync(file).startsWith(realpathSync(root) + sep);
  } catch {
    return false;
  }
}

/**
 * Resolves `rawPath` (still percent-encoded, no query) inside the bundle folder `root`. With
 * `tokenTemplate` (hosts with token pages), a safe `/<token>.html` without a file of its own
 * (a campaign token no host file lists, src/core/campaign-token.ts) is that template.
 */
export function resolveInBundle(root: string, rawPath: string, tokenTemplate?: string): Resolution {
  const path = safeDecodedPath(rawPath);
  if (path === undefined) return { kind: "bad" };
  // Dot-files (.DS_Store, .git) are never part of a site.
  if (path.split("/").some((segment) => segment.startsWith("."))) return { kind: "notFound" };
  const candidates = candidatesFor(path);
  if (tokenTemplate && campaignTokenOf(path) !== undefined) candidates.push(tokenTemplate);
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (isFileInside(root, file)) return { kind: "file", file, urlPath: candidate };
  }
  return { kind: "notFound" };
}
