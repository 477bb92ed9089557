import { describe, expect, test } from "vitest";
import { HOST_FILES } from "../../hosts/index.ts";
import { BRAND_THEME, BRANDS } from "./brands.ts";
import { BRAND_CHANNEL_ROWS } from "./channels-brand.ts";
import type { HostConfig } from "./host-schema.ts";
import { SHARED_CATALOGUE } from "./marketplace.ts";
import { preflight } from "../tasks/build-checks.ts";
import { findConfigProblems, findConfigWarnings } from "./validate.ts";

const good: HostConfig = {
  id: "sample",
  hostnames: ["h5.sample.example"],
  brand: "shanxin",
  root: "/login",
  entries: [{ path: "/login", design: "classic" }],
  api: {},
};

/** Runs the validator on the good host with `change` applied, plus optional other files. */
function problemsOf(
  change: Partial<HostConfig> | Record<string, unknown>,
  others: Record<string, HostConfig> = {},
) {
  return findConfigProblems({ ...others, "hosts/sample.ts": { ...good, ...change } as HostConfig });
}

describe("host configuration", () => {
  test("the real hosts/*.ts pass", () => {
    expect(findConfigProblems(HOST_FILES)).toEqual([]);
  });

  test("a sound host file passes", () => {
    expect(problemsOf({})).toEqual([]);
    const release = {
      bucket: "h5-sites",
      prefix: "car/v1",
      region: "oss-cn-hangzhou",
      publicBaseUrl: "https://c.example",
    };
    expect(problemsOf({ release })).toEqual([]);
  });

  // Each kind of mistake stops the build with a message naming the file and the field.
  test.each([
    ["unknown brand", { brand: "nope" }, "brand", /unknown brand "nope"/],
    ["id not matching the file", { id: "other" }, "id", /must match the file name/],
    ["malformed id", { id: "Bad_ID" }, "id", /not a bundle id/],
    ["id of a default bundle", { id: "default" }, "id", /reserved/],
    ["no hostnames", { hostnames: [] }, "hostnames", /at least one hostname/],
    ["malformed hostname", { hostnames: ["Not A Host"] }, "hostnames[0]", /not a lower-case hostname/],
    [
      "entry path that is not a page",
      { entries: [{ path: "/nope", design: "classic" }] },
      "entries[0].path",
      /not an entry page/,
    ],
    [
      "unknown landing design",
      { entries: [{ path: "/login", design: "fancy" }] },
      "entries[0].design",
      /unknown design/,
    ],
    ["root outside the entry set", { root: "/v2/login" }, "root", /not one of this host's entry pages/],
    ["malformed ICP number", { overrides: { icp: "ICP 123" } }, "overrides.icp", /not an ICP number/],
    [
      "another company without its contact",
      {
        overrides: { companyName: "某某有限公司", servicePhone: "400-000-0009", serviceEmail: "a@b.example" },
      },
      "overrides.serviceAddress",
      /required with overrides.companyName/,
    ],
    [
      "malformed service phone",
      { overrides: { servicePhone: "call us" } },
      "overrides.servicePhone",
      /not a usable phone number/,
    ],
    [
      "malformed service e-mail",
      { overrides: { serviceEmail: "kefu" } },
      "overrides.serviceEmail",
      /not a usable e-mail address/,
    ],
    ["malformed token", { tokens: ["a b"], tokenDesign: "amount" }, "tokens[0]", /not a page token/],
    ["tokens without a design", { tokens: ["abc"] }, "tokenDesign", /required/],
    [
      "token with an unknown design of its own",
      { tokens: [{ token: "abc", design: "fancy" }], tokenDesign: "amount" },
      "tokens[0].design",
      /unknown design/,
    ],
    [
      "malformed token given with its design",
      { tokens: [{ token: "a/b", design: "video" }], tokenDesign: "amount" },
      "tokens[0].token",
      /not a page token/,
    ],
    ["unknown token design", { tokenDesign: "fancy" }, "tokenDesign", /unknown design/],
    [
      "malformed partner host",
      { partnerHosts: ["https://p.example"] },
      "partnerHosts[0]",
      /not a lower-case hostname/,
    ],
    [
      "api base that is not https",
      { api: { base: "http://api.example.com" } },
      "api.base",
      /not an https URL/,
    ],
    [
      "tracking base with credentials",
      { api: { trackBase: "https://u:p@t.example" } },
      "api.trackBase",
      /not an https URL/,
    ],
    [
      "live path that is not an API path",
      { marketplace: { livePath: "https://x.example/list" } },
      "marketplace.livePath",
      /not an API path/,
    ],
    [
      "live path leaving the API",
      { marketplace: { livePath: "/v3/../admin" } },
      "marketplace.livePath",
      /not an API path/,
    ],
    [
      "live timeout out of range",
      { marketplace: { livePath: "/p", liveTimeoutMs: 100 } },
      "marketplace.liveTimeoutMs",
      /500-30000/,
    ],
    [
      "live timeout without a live path",
      { marketplace: { liveTimeoutMs: 1000 } },
      "marketplace.liveTimeoutMs",
      /only applies/,
    ],
    [
      "products that are not a list",
      { marketplace: { products: "x" } },
      "marketplace.products",
      /must be a list/,
    ],
    ["no entry page at all", { entries: [] }, "entries", /at least one entry page/],
    [
      "release bucket not a bucket name",
      { release: { bucket: "My_Bucket" } },
      "release.bucket",
      /bucket name/,
    ],
    [
      "release prefix with a slash at its end",
      { release: { bucket: "site-b", prefix: "a/" } },
      "release.prefix",
      /key prefix/,
    ],
    [
      "release region malformed",
      { release: { bucket: "site-b", region: "Beijing 1" } },
      "release.region",
      /region/,
    ],
    [
      "release base URL not https",
      { release: { bucket: "site-b", publicBaseUrl: "http://cdn.example" } },
      "release.publicBaseUrl",
      /not an https URL/,
    ],
  ])("%s", (_name, change, field, message) => {
    const problems = problemsOf(change);
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "hosts/sample.ts", field, message: expect.stringMatching(message) }),
    );
  });

  test("a hostname listed by two host files names both", () => {
    const other = { ...good, id: "other", hostnames: ["h5.sample.example"] };
    const problems = problemsOf({}, { "hosts/other.ts": other });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "hosts/sample.ts",
        field: "hostnames[0]",
        message: expect.stringContaining("hosts/other.ts"),
      }),
    );
  });

  test("release sites that overlap in one bucket are refused (a prune of one would delete the other's keys)", () => {
    const car = {
      ...good,
      id: "car",
      hostnames: ["car.example.com"],
      release: { bucket: "sites", prefix: "h5" },
    };
    const nested = problemsOf({ release: { bucket: "sites", prefix: "h5/sample" } }, { "hosts/car.ts": car });
    expect(nested).toContainEqual(
      expect.objectContaining({ field: "release.prefix", message: expect.stringMatching(/hosts\/car\.ts/) }),
    );
    expect(problemsOf({ release: { bucket: "sites", prefix: "h5x" } }, { "hosts/car.ts": car })).toEqual([]);
    expect(problemsOf({ release: { bucket: "other", prefix: "h5" } }, { "hosts/car.ts": car })).toEqual([]);
  });

  test("a bundle id used twice names both files", () => {
    const twin = { ...good };
    const problems = findConfigProblems({ "hosts/sample.ts": good, "hosts/copy.ts": twin });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "hosts/copy.ts",
        field: "id",
        message: expect.stringContaining("hosts/sample.ts"),
      }),
    );
  });

  test("a wrong host file stops the build, which lists every problem with file and field", () => {
    const files = { "hosts/sample.ts": { ...good, brand: "nope", hostnames: [] } as unknown as HostConfig };
    const noSamples = { entries: [], problems: [] };
    expect(preflight([], false, noSamples, files).errors.join("\n")).toMatch(
      /hosts\/sample\.ts › brand: unknown brand[\s\S]*hosts\/sample\.ts › hostnames/,
    );
  });

  test("a token root must be one of the host's tokens", () => {
    expect(problemsOf({ root: { token: "zz" }, tokens: ["aa"], tokenDesign: "amount" })).toContainEqual(
      expect.objectContaining({ field: "root" }),
    );
    expect(problemsOf({ root: { token: "aa" }, tokens: ["aa"], tokenDesign: "amount" })).toEqual([]);
  });

  test("the car host's root /carloan is allowed without being an entry", () => {
    expect(problemsOf({ root: "/carloan" })).toEqual([]);
  });

  test("a host with only token pages (any token) needs no entry list", () => {
    expect(problemsOf({ entries: [], tokenDesign: "amount", root: "/carloan" })).toEqual([]);
  });

  test("listed tokens keep their own design; the others take tokenDesign", () => {
    expect(
      problemsOf({
        tokens: ["aa", { token: "bb", design: "video" }],
        tokenDesign: "amount",
        root: { token: "bb" },
      }),
    ).toEqual([]);
  });
});

describe("marketplace products (named errors)", () => {
  const product = SHARED_CATALOGUE[0]!;
  const withProduct = (change: Record<string, unknown>) =>
    problemsOf({ marketplace: { products: [{ ...product, ...change }] } });

  test("the shared catalogue and hosts/defaults.ts pass", () => {
    expect(findConfigProblems({})).toEqual([]);
  });

  test.each([
    ["id not a positive whole number", { id: 0 }, "id", /positive whole number/],
    ["empty name", { name: " " }, "name", /1-20 characters/],
    [
      "logo outside public/ and not https",
      { logo: "//cdn.example/x.png" },
      "logo",
      /neither an image of public/,
    ],
    ["logo leaving public/", { logo: "/../secret.svg" }, "logo", /neither an image of public/],
    ["http apply link", { applyUrl: "http://apply.example.com" }, "applyUrl", /not an https URL/],
    ["amount range upside down", { amount: { min: 5000, max: 1000 } }, "amount", /above max/],
    ["amount not whole", { amount: { min: 1000.5, max: 2000 } }, "amount.min", /whole numbers/],
    ["rate above the ceiling", { annualRate: { min: 10, max: 36 } }, "annualRate", /within 0-24/],
    ["rate missing", { annualRate: undefined }, "annualRate", /numbers min and max/],
    ["term beyond 360 months", { termMonths: { min: 3, max: 480 } }, "termMonths", /within 1-360/],
    ["too many tags", { tags: ["a", "b", "c", "d", "e"] }, "tags", /at most 4/],
    ["a long tag", { tags: ["一二三四五六七八九"] }, "tags[0]", /1-8 characters/],
    ["a banned claim in a tag", { tags: ["秒批"] }, "tags[0]", /must not make/],
    ["a banned claim in the name", { name: "不看征信贷" }, "name", /must not make/],
  ])("%s", (_name, change, field, message) => {
    expect(withProduct(change)).toContainEqual(
      expect.objectContaining({
        file: "hosts/sample.ts",
        field: `marketplace.products[0].${field}`,
        message: expect.stringMatching(message),
      }),
    );
  });

  test("an id used twice names both products", () => {
    expect(problemsOf({ marketplace: { products: [product, product] } })).toContainEqual(
      expect.objectContaining({
        field: "marketplace.products[1].id",
        message: "1 is also the id of the product at [0]",
      }),
    );
  });

  test("a wrong shared catalogue or defaults file names its own file", () => {
    const problems = findConfigProblems(
      {},
      {
        "hosts/defaults.ts": { api: { base: "ftp://x" } },
        "src/config/marketplace.ts": { SHARED_CATALOGUE: [{ ...product, name: "" }] },
      },
    );
    expect(problems).toEqual([
      { file: "hosts/defaults.ts", field: "api.base", message: '"ftp://x" is not an https URL' },
      {
        file: "src/config/marketplace.ts",
        field: "SHARED_CATALOGUE[0].name",
        message: "needs 1-20 characters",
      },
    ]);
    expect(findConfigProblems({}, { "hosts/defaults.ts": { api: undefined } })).toContainEqual(
      expect.objectContaining({
        file: "hosts/defaults.ts",
        field: "api",
        message: expect.stringMatching(/^is required/),
      }),
    );
  });
});

describe("warnings", () => {
  test("a car-loan host without partner hosts is warned about (it never returns visitors)", () => {
    expect(findConfigWarnings({ "hosts/sample.ts": { ...good, root: "/carloan" } })).toEqual([
      {
        file: "hosts/sample.ts",
        field: "partnerHosts",
        message: expect.stringContaining("never returns visitors to a partner app"),
      },
    ]);
    expect(
      findConfigWarnings({ "hosts/sample.ts": { ...good, root: "/carloan", partnerHosts: ["p.example"] } }),
    ).toEqual([]);
    expect(findConfigWarnings({ "hosts/sample.ts": good })).toEqual([]);
  });

  test("the shipped hosts raise no warning", () => {
    expect(findConfigWarnings(HOST_FILES)).toEqual([]);
  });
});

describe("operator contact (PIPL art. 17)", () => {
  // Every company a page may name, with the contact that comes with it.
  const companies = [
    ...Object.entries(BRANDS).map(([id, brand]) => [`brand ${id}`, brand] as const),
    ...BRAND_CHANNEL_ROWS.filter((row) => row.overrides.companyName).map(
      (row) => [`channel row ${row.id}`, row.overrides] as const,
    ),
  ];
  test.each(companies)("%s names a phone, an e-mail and an address", (_name, contact) => {
    const problems: string[] = [];
    const host = { ...good, overrides: { companyName: "x", ...contact } } as HostConfig;
    for (const p of findConfigProblems({ "hosts/sample.ts": host })) problems.push(p.field);
    expect(problems).toEqual([]);
  });
});

describe("brand theme colours", () => {
  /** WCAG relative luminance of a #rrggbb colour. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  test.each(Object.entries(BRAND_THEME))("%s keeps 4.5:1 with white and the page grey", (_brand, theme) => {
    for (const colour of [theme.primary, theme.accent]) {
      expect(contrast(colour, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour, "#f4f6fa")).toBeGreaterThanOrEqual(4.5);
    }
  });
});

// The carrier SDK and live-data fields of a host file, as the schema (host-schema.ts) checks them.
const carrier = { scriptUrl: "https://sdk.carrier.example/h5.js", appId: "300011", sdkGlobal: "PhoneAuth" };

/** The problems of the good host with `change`, as "field: message" lines. */
const linesOf = (change: Record<string, unknown>) =>
  problemsOf(change).map((p) => `${p.field}: ${p.message}`);

describe("carrierLogin", () => {
  test.each([
    ["an https SDK", carrier],
    ["the development SDK on the page's own origin", { ...carrier, scriptUrl: "/__dev/carrier-sdk.js" }],
    [
      "gateway origins and a wait",
      { ...carrier, connectOrigins: ["https://gw.carrier.example"], timeoutMs: 8000 },
    ],
  ])("%s passes", (_name, carrierLogin) => expect(linesOf({ carrierLogin })).toEqual([]));

  test.each<[string, Record<string, unknown>, RegExp]>([
    ["not an object", { carrierLogin: "yes" }, /^carrierLogin: must be/],
    ["http script", { carrierLogin: { ...carrier, scriptUrl: "http://sdk.example/h5.js" } }, /scriptUrl/],
    [
      "protocol-relative script",
      { carrierLogin: { ...carrier, scriptUrl: "//sdk.example/h5.js" } },
      /scriptUrl/,
    ],
    ["path climbing out", { carrierLogin: { ...carrier, scriptUrl: "/../h5.js" } }, /scriptUrl/],
    ["empty app id", { carrierLogin: { ...carrier, appId: "" } }, /appId/],
    ["app id with a quote", { carrierLogin: { ...carrier, appId: 'a"b' } }, /appId/],
    [
      "global that is not an identifier",
      { carrierLogin: { ...carrier, sdkGlobal: "window.x" } },
      /sdkGlobal/,
    ],
    [
      "gateways not a list",
      { carrierLogin: { ...carrier, connectOrigins: "https://gw.example" } },
      /connectOrigins:/,
    ],
    [
      "gateway with a path",
      { carrierLogin: { ...carrier, connectOrigins: ["https://gw.example/api"] } },
      /connectOrigins\[0\]/,
    ],
    ["wait too short", { carrierLogin: { ...carrier, timeoutMs: 10 } }, /timeoutMs/],
    ["wait not whole", { carrierLogin: { ...carrier, timeoutMs: 1500.5 } }, /timeoutMs/],
  ])("%s is refused", (_name, change, message) => {
    const problems = linesOf(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });
});

describe("liveData", () => {
  test("switches and a wait pass", () => {
    expect(linesOf({ liveData: { offer: true, regions: false, timeoutMs: 3000 } })).toEqual([]);
  });

  test.each<[string, unknown, RegExp]>([
    ["not an object", true, /^liveData: must be/],
    ["a switch that is not a boolean", { offer: "yes" }, /^liveData.offer/],
    ["a wait too long", { regions: true, timeoutMs: 60_000 }, /^liveData.timeoutMs/],
  ])("%s is refused", (_name, liveData, message) => {
    expect(linesOf({ liveData })).toEqual([expect.stringMatching(message)]);
  });

  test("hosts/defaults.ts is checked too", () => {
    const defaults = { api: {}, liveData: { offer: 1 } };
    const problems = findConfigProblems({}, { "hosts/defaults.ts": defaults });
    expect(problems).toEqual([
      expect.objectContaining({ file: "hosts/defaults.ts", field: "liveData.offer" }),
    ]);
  });
});

describe("fieldReport (decision 445)", () => {
  test.each<[string, unknown]>([
    [
      "an https collector with a sample rate",
      { endpoint: "https://stats.example.com/field", sampleRate: 0.1 },
    ],
    ["the page's own origin", { endpoint: "/field-report" }],
    ["none of the page views", { endpoint: "/field-report", sampleRate: 0 }],
  ])("%s passes", (_name, fieldReport) => {
    expect(linesOf({ fieldReport })).toEqual([]);
  });

  test.each<[string, unknown, RegExp]>([
    ["not an object", "https://stats.example.com", /^fieldReport: must be/],
    ["a plain-http collector", { endpoint: "http://stats.example.com/f" }, /^fieldReport.endpoint/],
    [
      "an endpoint with credentials",
      { endpoint: "https://u:p@stats.example.com/f" },
      /^fieldReport.endpoint/,
    ],
    ["a path leaving the root", { endpoint: "/../field" }, /^fieldReport.endpoint/],
    ["a rate above 1", { endpoint: "/field-report", sampleRate: 2 }, /^fieldReport.sampleRate/],
    ["a rate below 0", { endpoint: "/field-report", sampleRate: -0.1 }, /^fieldReport.sampleRate/],
    ["a rate as text", { endpoint: "/field-report", sampleRate: "10%" }, /^fieldReport.sampleRate/],
  ])("%s is refused", (_name, fieldReport, message) => {
    expect(linesOf({ fieldReport })).toEqual([expect.stringMatching(message)]);
  });
});
