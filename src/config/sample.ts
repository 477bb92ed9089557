/**
 * The one marker of a sample value: a value the spec does not give (a hostname on a reserved
 * example domain, a tracker id, a company name, an offer figure, ...) that operators must
 * replace before going live.
 *
 * ```ts
 * hostnames: sample(["ks.shanxin.example"], "the campaign host's real hostnames"),
 * ```
 *
 * At run time it is the identity. src/deploy/samples.ts reads every call from the source: the
 * build lists what is still a sample per bundle and refuses a production build while any remain,
 * `npm run samples` is the go-live checklist, and its Vite plugin removes the calls from browser
 * code, so the notes cost the pages nothing. Replacing a sample means writing the real value
 * without the marker.
 */
export function sample<T>(value: T, replaceWith: string): T {
  void replaceWith;
  return value;
}
