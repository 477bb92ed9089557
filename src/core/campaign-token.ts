/**
 * The token of a campaign address `/<token>.html` (spec section 2, `{token}.html`). A token is
 * an opaque value: it is checked only for safety, never for a format the spec does not state.
 */

/** Longest token, in UTF-8 bytes (nginx's regex counts bytes, so both servers agree). */
const TOKEN_MAX_BYTES = 128;

/**
 * Safety rules, in order; the first that a token breaks rejects it.
 * `pattern` must not match; every rule has its reason.
 */
const TOKEN_SAFETY_RULES: readonly { id: string; pattern: RegExp; why: string }[] = [
  { id: "empty", pattern: /^$/, why: "an empty token names no campaign" },
  {
    id: "control",
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    pattern: /[\u0000-\u001f\u007f]/,
    why: "control characters can split log lines and headers",
  },
  { id: "separator", pattern: /[/\\]/, why: "a path separator would leave the site root" },
  { id: "dot-file", pattern: /^\./, why: "dot-files are never pages (and . or .. are not names)" },
];

/**
 * The token of a decoded path `/<token>.html`, or undefined when the path is not a campaign
 * address (another shape, or a token that breaks a safety rule).
 */
export function campaignTokenOf(decodedPath: string): string | undefined {
  const match = /^\/(.*)\.html$/s.exec(decodedPath);
  if (!match) return undefined;
  // The pattern's one group always takes part in a match.
  const token = String(match[1]);
  const tooLong = new TextEncoder().encode(token).length > TOKEN_MAX_BYTES;
  return tooLong || TOKEN_SAFETY_RULES.some((rule) => rule.pattern.test(token)) ? undefined : token;
}

/**
 * The same rule as a PCRE for the generated nginx configuration (matched against the decoded
 * `$uri`, byte-wise): one segment, no leading dot, no control character or separator, at most
 * TOKEN_MAX_BYTES bytes, then `.html`.
 */
export const CAMPAIGN_PATH_PCRE = `^/(?!\\.)[^/\\\\\\x00-\\x1f\\x7f]{1,${TOKEN_MAX_BYTES}}\\.html$`;
