/**
 * What a page reports of its visit in the field (issue 54, decision 445): the rules of one batch,
 * shared by the page's reporter (src/client/field-report.ts), the reference server's check
 * (server/field.ts) and the tests. Pure: no browser, no zod.
 *
 * Nothing personal leaves the page: tags are the bundle's own names and a channel of the
 * channel pattern, never the address's query, a phone number, a token or an ID number; a tag that
 * looks like one is dropped, not sent.
 */
import { IN_APP_KIND_NAMES, type InAppKind } from "./platform.ts";

/**
 * The figures a batch may carry, in milliseconds except CLS (a score): the Web Vitals and, per
 * main action, the time from the visitor's tap to the request it causes (the bench's notion of
 * time to act, decision 130): 获取验证码, 立即登录申请, a form's submit, a download tap.
 */
export const FIELD_METRICS = [
  "LCP",
  "INP",
  "CLS",
  "TTFB",
  "ACT_CODE",
  "ACT_LOGIN",
  "ACT_FORM",
  "ACT_DOWNLOAD",
] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/** The largest value kept per metric: the spec's call limit for times, a very bad page for CLS. */
export const FIELD_METRIC_MAX: Readonly<Record<FieldMetric, number>> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100,
  TTFB: 600_000,
  ACT_CODE: 600_000,
  ACT_LOGIN: 600_000,
  ACT_FORM: 600_000,
  ACT_DOWNLOAD: 600_000,
};

/** Bounds of one batch: figures in it, script failures and errors counted. */
export const FIELD_BATCH_LIMITS = { metrics: 32, count: 1000, tagChars: 100 } as const;

/** What every figure of a batch is tagged with. */
export interface FieldTags {
  host: string;
  bundle: string;
  page: string;
  channel: string;
  release: string;
  inApp: InAppKind;
}

/** One batch: the figures since the last one, script-load failures and uncaught errors. */
export interface FieldBatch {
  v: 1;
  tags: FieldTags;
  metrics: [FieldMetric, number][];
  scriptFailures: number;
  errors: number;
}

/**
 * Text that may be personal or a secret: a mainland mobile number, a long run of digits (an ID
 * number, a bank card), a query or an address (`?`, `=`, `&`, `@`), or a long opaque string such
 * as a token.
 */
export const LOOKS_PERSONAL = /1[3-9]\d{9}|\d{15,}|[?&=@#\s]|[A-Za-z0-9_-]{33,}/;

/** The form each tag must have; anything else is sent as "". */
export const FIELD_TAG_PATTERNS: Readonly<Record<Exclude<keyof FieldTags, "inApp">, RegExp>> = {
  host: /^[a-z0-9.-]{1,100}$/,
  bundle: /^[a-z][a-z0-9-]{0,40}$/,
  /** A built page path; a campaign token page is its pattern, not its token. */
  page: /^\/[\w./{}-]{0,99}$/,
  channel: /^channel_\d{1,10}$/,
  release: /^[\w.-]{1,40}$/,
};

/** `value` when it has its tag's form and looks like nothing personal; "" otherwise. */
function cleanTag(name: keyof typeof FIELD_TAG_PATTERNS, value: unknown): string {
  if (typeof value !== "string") return "";
  const text = name === "host" ? value.toLowerCase() : value;
  return FIELD_TAG_PATTERNS[name].test(text) && !LOOKS_PERSONAL.test(text) ? text : "";
}

/** A figure rounded and bounded, or undefined when it is no figure of `metric`. */
function cleanValue(metric: FieldMetric, value: unknown): number | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return undefined;
  const bounded = Math.min(value, FIELD_METRIC_MAX[metric]);
  // CLS is a small score: three decimals; times to the millisecond.
  return metric === "CLS" ? Math.round(bounded * 1000) / 1000 : Math.round(bounded);
}

/**
 * A batch of what was gathered, tags cleaned and figures bounded; undefined when there is
 * nothing to send.
 */
function fieldBatch(
  tags: Record<keyof FieldTags, unknown>,
  metrics: readonly (readonly [FieldMetric, unknown])[],
  scriptFailures: number,
  errors: number,
): FieldBatch | undefined {
  const kept: [FieldMetric, number][] = [];
  for (const [metric, value] of metrics) {
    const clean = cleanValue(metric, value);
    if (clean !== undefined && kept.length < FIELD_BATCH_LIMITS.metrics) kept.push([metric, clean]);
  }
  const count = (n: number) => Math.max(0, Math.min(FIELD_BATCH_LIMITS.count, Math.floor(n) || 0));
  if (kept.length === 0 && count(scriptFailures) === 0 && count(errors) === 0) return undefined;
  const inApp = IN_APP_KIND_NAMES.find((name) => name === tags.inApp) ?? "browser";
  return {
    v: 1,
    tags: {
      host: cleanTag("host", tags.host),
      bundle: cleanTag("bundle", tags.bundle),
      page: cleanTag("page", tags.page),
      channel: cleanTag("channel", tags.channel),
      release: cleanTag("release", tags.release) || "dev",
      inApp,
    },
    metrics: kept,
    scriptFailures: count(scriptFailures),
    errors: count(errors),
  };
}

/** A request this long after the latest tap was not caused by it. */
const ACT_WINDOW_MS = 30_000;

/**
 * The time from the latest tap at or before `at` to `at`, when there is one within
 * {@link ACT_WINDOW_MS}; `taps` are event times on the page's clock.
 */
export function tapToAct(taps: readonly number[], at: number): number | undefined {
  const before = taps.filter((tap) => tap <= at);
  if (before.length === 0) return undefined;
  const elapsed = at - Math.max(...before);
  return elapsed <= ACT_WINDOW_MS ? elapsed : undefined;
}

/**
 * What one page view gathers until it is hidden: figures, errors, and the script failures seen
 * so far. `take` gives the batch of what came since the last one (a page hidden, shown again and
 * hidden again sends only what is new), or undefined when nothing did.
 */
export function fieldCollector() {
  const metrics: [FieldMetric, number][] = [];
  let errors = 0;
  let sentFailures = 0;
  return {
    metric(metric: FieldMetric, value: number | undefined): void {
      if (value !== undefined) metrics.push([metric, value]);
    },
    error(): void {
      errors += 1;
    },
    /** The batch since the last, tagged; `failuresSoFar` counts every script failure of the view. */
    take(tags: Record<keyof FieldTags, unknown>, failuresSoFar: number): FieldBatch | undefined {
      const batch = fieldBatch(tags, metrics, failuresSoFar - sentFailures, errors);
      if (!batch) return undefined;
      metrics.length = 0;
      errors = 0;
      sentFailures = failuresSoFar;
      return batch;
    },
  };
}
