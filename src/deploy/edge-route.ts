/**
 * How the edge in front of the bucket answers a request of one bundle (decision 455): the same
 * function runs in the CloudFront Function the release generates (its source is embedded as is)
 * and in the tests' reader, so what is tested is what serves. It maps an address to an object of
 * the release the pointer names, or of a preview host's release, never outside them: records and
 * other keys of the bucket cannot be reached through it.
 *
 * Plain ECMAScript without imports: CloudFront Functions (runtime 2.0) run only that.
 */

/** What the edge knows of one release: written with it, switched with the pointer. */
export interface EdgeRelease {
  id: string;
  /** Where `/` sends the visitor (302, query string kept): it changes with the code. */
  root: string;
  /** The campaign regex of `/<token>.html` (JavaScript source), when the bundle has token pages. */
  tokenPattern?: string;
  /** The token template page, answering a token path without a page of its own. */
  tokenTemplate?: string;
  /** Top-level `.html` pages of the release: a token path naming one is that page, not the template. */
  topPages: string[];
}

export type EdgeAnswer =
  | { redirect: string }
  /** `key` relative to the release's prefix, or (asset) to the bundle's asset store. */
  | { key: string; asset: boolean }
  | { notFound: true };

/**
 * The preview host `<release id>--<bundle>.<suffix>` names a release directly; any other host
 * reads the pointer of its bundle. Returns the release id and bundle of a preview host.
 */
export function previewOf(host: string, suffix: string): { id: string; bundle: string } | undefined {
  const lower = host.toLowerCase().split(":")[0] || "";
  const tail = "." + suffix.toLowerCase();
  if (suffix === "" || lower.length <= tail.length || lower.slice(-tail.length) !== tail) return undefined;
  const label = lower.slice(0, -tail.length);
  const cut = label.indexOf("--");
  if (cut < 1 || cut === label.length - 2) return undefined;
  return { id: label.slice(0, cut), bundle: label.slice(cut + 2) };
}

/** The answer to `uri` (with `querystring`, no "?") in `release`; `undefined` release: none serving. */
export function edgeRoute(uri: string, querystring: string, release: EdgeRelease | undefined): EdgeAnswer {
  if (!release) return { notFound: true };
  if (uri === "/") return { redirect: release.root + (querystring ? "?" + querystring : "") };
  // Dot segments, empty segments and backslashes never name an object of the release.
  if (uri.charAt(0) !== "/" || /(^|\/)\.\.?(\/|$)|\/\/|\\/.test(uri)) return { notFound: true };
  if (uri.indexOf("/_astro/") === 0) return { key: uri.slice(8), asset: true };
  let path = uri.slice(1);
  if (path === "" || path.charAt(path.length - 1) === "/") path = path + "index.html";
  if (
    release.tokenPattern &&
    release.tokenTemplate &&
    new RegExp(release.tokenPattern).test(uri) &&
    release.topPages.indexOf(path) < 0
  )
    return { key: release.tokenTemplate.slice(1), asset: false };
  return { key: path, asset: false };
}
