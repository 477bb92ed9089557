/**
 * What the login pages carry for issue 22, in every bundle: the built offer figures in the
 * static HTML, each marked for a live refresh; the live-offer switch only where a host enables
 * it; the carrier SDK settings only on the login pages of a host that configures one.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { BUNDLES, entryPathsOf } from "../../src/config/bundles.ts";
import { CARRIER_LOGIN_CONFIG_ID, carrierLoginOf } from "../../src/config/carriers.ts";
import { OFFER_TEXTS } from "../../src/components/landing/offer.ts";
import { distDir, fileFor, filesOf, read } from "./dist.ts";

const entryPages = BUNDLES.flatMap((bundle) =>
  entryPathsOf(bundle).map((path) => [bundle.id, path, bundle] as const),
);

/** Each `data-offer="<kind>"` element's kind and text (markup inside it removed). */
function offerMarks(html: string): [string, string][] {
  return [...html.matchAll(/<(\w+)\b[^>]*\bdata-offer="(\w+)"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => [
    m[2]!,
    m[3]!.replace(/<[^>]*>/g, "").trim(),
  ]);
}

describe.each(entryPages)("login page %s%s", (id, path, bundle) => {
  const html = readFileSync(fileFor(id, path)!, "utf8");

  test("shows the built figures, each marked for a live refresh", () => {
    const marks = offerMarks(html);
    expect(marks.map(([kind]) => kind)).toEqual(expect.arrayContaining(["rate", "term"]));
    for (const [kind, text] of marks) expect(text, kind).toBe(OFFER_TEXTS[kind as keyof typeof OFFER_TEXTS]);
  });

  test("asks for live figures only where the host enabled it", () => {
    expect(/<div class="login-area"[^>]*\bdata-live-offer\b/.test(html)).toBe(
      bundle.liveData?.offer === true,
    );
  });

  test("carries carrier SDK settings only where the host configures one", () => {
    const block = new RegExp(
      `<script type="application/json" id="${CARRIER_LOGIN_CONFIG_ID}">([^<]*)</script>`,
    ).exec(html);
    const expected = carrierLoginOf(bundle);
    expect(block ? JSON.parse(block[1]!) : undefined).toEqual(expected);
  });
});

test("no page but a login page carries carrier SDK settings", () => {
  const carriers = BUNDLES.flatMap((bundle) =>
    filesOf(bundle.id)
      .filter(
        (file) => file.endsWith(".html") && read(bundle.id, file).includes(`id="${CARRIER_LOGIN_CONFIG_ID}"`),
      )
      .map((file) => `${bundle.id}${file}`),
  );
  const logins = BUNDLES.filter((bundle) => bundle.carrierLogin).flatMap((bundle) =>
    entryPathsOf(bundle).map(
      (path) => `${bundle.id}/${relative(join(distDir, bundle.id), fileFor(bundle.id, path)!)}`,
    ),
  );
  expect(carriers.sort()).toEqual(logins.sort());
  expect(logins.length).toBeGreaterThan(0);
});
