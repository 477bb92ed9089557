/**
 * Field figures (issue 54, decision 445): the pages' batches of what real visits measured
 * (src/client/field-report.ts) are accepted at FIELD_REPORT_PATH, checked strictly and kept as
 * aggregates only, never as rows: per day, per page series (host, bundle, page) a bounded
 * histogram of each figure, from which the 75th percentile is read, and per release the views,
 * script-load failures and uncaught errors. Days older than the retention are dropped, and a day
 * holds a bounded number of series, so neither memory nor the file grows with the traffic. The
 * aggregates live in memory and in one JSON file of the data folder, written a few seconds after
 * a change and when the server closes.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { z } from "zod";
import { API_CODE } from "../src/contract/index.ts";
import {
  FIELD_BATCH_LIMITS,
  FIELD_METRIC_MAX,
  FIELD_METRICS,
  FIELD_TAG_PATTERNS,
  LOOKS_PERSONAL,
  type FieldBatch,
  type FieldMetric,
} from "../src/core/field-payload.ts";
import { IN_APP_KIND_NAMES } from "../src/core/platform.ts";
import { clientIp } from "./clients.ts";
import { ApiError, mediaType, readBody, send, sendFailure, tooManyRequests } from "./http.ts";
import type { AppContext, Logger } from "./options.ts";

/** The file of the aggregates in the data folder. */
const FIELD_FILE = "field-figures.json";
/** Largest batch accepted, in bytes: a full batch is well under 2 KB. */
const MAX_BATCH_BYTES = 8 * 1024;
/** Series one day keeps: page series (host, bundle, page) and releases; further ones are counted as dropped. */
const FIELD_SERIES_LIMITS = { pages: 500, releases: 100 } as const;
/** Batches development keeps as they came, for its checks (/__dev/field-figures). */
const RECENT_KEPT = 500;
/** A change is written to the file this long after it (more changes meanwhile ride along). */
const SAVE_AFTER_MS = 5_000;

/**
 * Histogram buckets: bucket 0 holds values under 1, bucket i (i ≥ 1) values up to 1.1^i, so a
 * percentile read from it is at most 10 % above the true one. Times are kept in milliseconds,
 * CLS in thousandths; 600,000 ms lands in bucket 140, so a histogram has at most 141 buckets.
 */
const BUCKET_GROWTH = 1.1;
const bucketOf = (value: number) =>
  value < 1 ? 0 : 1 + Math.floor(Math.log(value) / Math.log(BUCKET_GROWTH));
const bucketTop = (bucket: number) => (bucket === 0 ? 1 : BUCKET_GROWTH ** bucket);
/** The unit a histogram keeps a figure in: CLS in thousandths, times in milliseconds. */
const SCALE = Object.fromEntries(
  FIELD_METRICS.map((metric) => [metric, metric === "CLS" ? 1000 : 1]),
) as Readonly<Record<FieldMetric, number>>;

/** A tag as the pages clean it: its form, nothing that looks personal, "" allowed (unknown). */
const tag = (pattern: RegExp) =>
  z.string().refine((text) => text === "" || (pattern.test(text) && !LOOKS_PERSONAL.test(text)));

/** One batch as the server accepts it: known names, bounded numbers, bounded clean tags, nothing else. */
const fieldBatchSchema = z.strictObject({
  v: z.literal(1),
  tags: z.strictObject({
    host: tag(FIELD_TAG_PATTERNS.host),
    bundle: tag(FIELD_TAG_PATTERNS.bundle),
    page: tag(FIELD_TAG_PATTERNS.page),
    channel: tag(FIELD_TAG_PATTERNS.channel),
    release: tag(FIELD_TAG_PATTERNS.release),
    inApp: z.enum(IN_APP_KIND_NAMES),
  }),
  metrics: z
    .array(
      z
        .tuple([z.enum(FIELD_METRICS), z.number().finite().min(0)])
        .refine(([metric, value]) => value <= FIELD_METRIC_MAX[metric]),
    )
    .max(FIELD_BATCH_LIMITS.metrics),
  scriptFailures: z.int().min(0).max(FIELD_BATCH_LIMITS.count),
  errors: z.int().min(0).max(FIELD_BATCH_LIMITS.count),
});

type Histogram = Record<string, number>;
interface PageSeries {
  views: number;
  hist: Partial<Record<FieldMetric, Histogram>>;
}
interface ReleaseSeries {
  views: number;
  scriptFailures: number;
  errors: number;
  /** Server time of its latest batch. */
  last: number;
}
interface Day {
  pages: Record<string, PageSeries>;
  releases: Record<string, ReleaseSeries>;
  /** Batches whose series did not fit the day's limits. */
  dropped: number;
}

/** What the studio shows: per page series and per release, over the days kept. */
export interface FieldFigures {
  days: number;
  pages: {
    host: string;
    bundle: string;
    page: string;
    views: number;
    p75: Partial<Record<FieldMetric, number>>;
    counts: Partial<Record<FieldMetric, number>>;
  }[];
  releases: { release: string; views: number; scriptFailures: number; errors: number; last: number }[];
  dropped: number;
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 24 * 3600 * 1000;

/** The 75th percentile of a histogram, in the figure's own unit; undefined when empty. */
function p75(hist: Histogram, scale = 1): number | undefined {
  const buckets = Object.entries(hist)
    .map(([bucket, count]) => [Number(bucket), count] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return undefined;
  let seen = 0;
  for (const [bucket, count] of buckets) {
    seen += count;
    if (seen >= 0.75 * total) return Math.round((bucketTop(bucket) / scale) * 1000) / 1000;
  }
  return undefined;
}

/** The aggregates of one server: kept `days` days, in `dataDir`. */
export function fieldStore(dataDir: string, days: number, now: () => number, logger: Logger) {
  const file = join(dataDir, FIELD_FILE);
  let store: Record<string, Day> = {};
  try {
    if (existsSync(file)) store = JSON.parse(readFileSync(file, "utf8")) as Record<string, Day>;
  } catch (error) {
    logger.warn(
      `[field] 真实访问数据文件 ${file} 无法读取，从空数据开始（${String(error)}）。\nThe field figures file ${file} cannot be read; starting empty.`,
    );
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The latest batches as they came (memory only), for development's checks. */
  const recent: FieldBatch[] = [];
  /** Batches taken since the start: with it a check finds the batches that came after a moment. */
  let received = 0;

  /** Drops the days older than the retention. */
  const prune = () => {
    const oldest = dayOf(now() - (days - 1) * DAY_MS);
    for (const day of Object.keys(store)) if (day < oldest) delete store[day];
  };
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    prune();
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify(store));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      logger.error(`[field] cannot write ${file}:`, error);
    }
  };
  prune();

  return {
    /** Adds one checked batch to today's aggregates. */
    add(batch: FieldBatch): void {
      prune();
      recent.push(batch);
      received += 1;
      if (recent.length > RECENT_KEPT) recent.shift();
      const day = (store[dayOf(now())] ??= { pages: {}, releases: {}, dropped: 0 });
      const { host, bundle, page, release } = batch.tags;
      // Keys as JSON arrays: no tag can name a property of Object.prototype ("__proto__").
      const key = JSON.stringify([host, bundle, page]);
      const releaseKey = JSON.stringify([release]);
      const room = (series: object, limit: number) => Object.keys(series).length < limit;
      const known = { page: Object.hasOwn(day.pages, key), release: Object.hasOwn(day.releases, releaseKey) };
      if (
        (!known.page && !room(day.pages, FIELD_SERIES_LIMITS.pages)) ||
        (!known.release && !room(day.releases, FIELD_SERIES_LIMITS.releases))
      ) {
        day.dropped += 1;
      } else {
        const pageSeries: PageSeries = (day.pages[key] ??= { views: 0, hist: {} });
        pageSeries.views += 1;
        for (const [metric, value] of batch.metrics) {
          const hist = (pageSeries.hist[metric] ??= {});
          const bucket = bucketOf(value * SCALE[metric]);
          hist[bucket] = (hist[bucket] ?? 0) + 1;
        }
        const kept = (day.releases[releaseKey] ??= { views: 0, scriptFailures: 0, errors: 0, last: 0 });
        kept.views += 1;
        kept.scriptFailures += batch.scriptFailures;
        kept.errors += batch.errors;
        kept.last = now();
      }
      timer ??= setTimeout(save, SAVE_AFTER_MS);
      timer.unref?.();
    },
    /** The figures over the days kept. */
    figures(): FieldFigures {
      prune();
      const pages = new Map<string, { views: number; hist: Partial<Record<FieldMetric, Histogram>> }>();
      const releases = new Map<string, ReleaseSeries>();
      let dropped = 0;
      for (const day of Object.values(store)) {
        dropped += day.dropped;
        for (const [key, series] of Object.entries(day.pages)) {
          const merged = pages.get(key) ?? { views: 0, hist: {} };
          merged.views += series.views;
          for (const [metric, hist] of Object.entries(series.hist) as [FieldMetric, Histogram][]) {
            const into = (merged.hist[metric] ??= {});
            for (const [bucket, count] of Object.entries(hist)) into[bucket] = (into[bucket] ?? 0) + count;
          }
          pages.set(key, merged);
        }
        for (const [releaseKey, series] of Object.entries(day.releases)) {
          const [release = ""] = JSON.parse(releaseKey) as string[];
          const merged = releases.get(release) ?? { views: 0, scriptFailures: 0, errors: 0, last: 0 };
          merged.views += series.views;
          merged.scriptFailures += series.scriptFailures;
          merged.errors += series.errors;
          merged.last = Math.max(merged.last, series.last);
          releases.set(release, merged);
        }
      }
      return {
        days,
        pages: [...pages].map(([key, series]) => {
          const [host = "", bundle = "", page = ""] = JSON.parse(key) as string[];
          const figures = Object.entries(series.hist) as [FieldMetric, Histogram][];
          return {
            host,
            bundle,
            page,
            views: series.views,
            p75: Object.fromEntries(figures.map(([metric, hist]) => [metric, p75(hist, SCALE[metric])])),
            counts: Object.fromEntries(
              figures.map(([metric, hist]) => [metric, Object.values(hist).reduce((a, b) => a + b, 0)]),
            ),
          };
        }),
        releases: [...releases]
          .map(([release, series]) => ({ release, ...series }))
          .sort((a, b) => b.last - a.last),
        dropped,
      };
    },
    /** The latest batches, oldest first, and how many were taken since the start. */
    recent: (): readonly FieldBatch[] => recent,
    received: (): number => received,
    /** Writes the aggregates now (the server closes). */
    save,
  };
}
export type FieldStore = ReturnType<typeof fieldStore>;

/**
 * Beacons come from pages on any host (a collector may serve several), carry no credentials and
 * only add to counts, so any origin may post them.
 */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
  "Access-Control-Max-Age": "600",
};
/** What a beacon is sent as: a string (text/plain, no preflight), or JSON. */
const MEDIA_TYPES = new Set(["text/plain", "application/json"]);

/** Answers one request to FIELD_REPORT_PATH: 204 for a batch kept. */
export async function handleFieldReport(app: AppContext, req: IncomingMessage, res: ServerResponse) {
  try {
    if (req.method === "OPTIONS") return send(res, 204, { ...CORS, Allow: "POST, OPTIONS" });
    if (req.method !== "POST")
      throw new ApiError(405, API_CODE.METHOD_NOT_ALLOWED, "请求方法不支持", { Allow: "POST, OPTIONS" });
    // Limited like every anonymous write (decision 032).
    const wait = app.writeLimiter(clientIp(req, app.isProxy));
    if (wait > 0) throw tooManyRequests("请求过于频繁，请稍后再试", wait);
    const body = await readBody(req, Math.min(MAX_BATCH_BYTES, app.options.maxBodyBytes));
    if (!MEDIA_TYPES.has(mediaType(req)))
      throw new ApiError(415, API_CODE.UNSUPPORTED_MEDIA_TYPE, "请求格式错误，请以 JSON 提交");
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw new ApiError(400, API_CODE.BAD_REQUEST, "请求格式错误");
    }
    const batch = fieldBatchSchema.safeParse(parsed);
    if (!batch.success) throw new ApiError(400, API_CODE.BAD_REQUEST, "访问数据格式不符");
    app.field.add(batch.data as FieldBatch);
    send(res, 204, CORS);
  } catch (error) {
    sendFailure(res, error, app.options.logger, "[field]", CORS);
  }
}
