/**
 * Event records and conversion relays. The reference server stores them and never calls
 * an ad network. /app/record/shanqian lives on a separate tracking host in production; the
 * reference server answers it at the same path and at `/track/app/record/shanqian`.
 */
import { fields, numberIn, opaque, optional, text, type Rule, type Validator } from "./validator.ts";

/** Terminal of the record's attr: 1 iOS app, 2 Android app, 3 web (default). */
export type Terminal = 1 | 2 | 3;

/** POST /app/record/shanqian. `attr` is a JSON object string with at least `terminal`. */
export interface RecordRequest {
  source: string;
  title: string;
  _user_id?: string;
  attr: { terminal: Terminal } & Record<string, unknown>;
}

/**
 * Largest accepted `attr` in UTF-8 bytes. The record endpoint needs no login and answers any
 * origin, so every byte of it is a byte anyone can make the server store; real records carry a
 * few short fields.
 */
export const RECORD_ATTR_MAX_BYTES = 2048;

const utf8 = new TextEncoder();

const attrRule: Rule<RecordRequest["attr"]> = (raw) => {
  const fail = { ok: false as const, field: "", message: "attr 须为含 terminal 的 JSON 对象" };
  // Characters first: a string longer than the byte cap in UTF-16 units is over it in bytes too.
  if (raw && (raw.length > RECORD_ATTR_MAX_BYTES || utf8.encode(raw).length > RECORD_ATTR_MAX_BYTES)) {
    return { ok: false, field: "", message: `attr 不能超过${RECORD_ATTR_MAX_BYTES}字节` };
  }
  if (!raw) return fail;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return fail;
  const terminal = Number((parsed as Record<string, unknown>).terminal ?? 3);
  if (terminal !== 1 && terminal !== 2 && terminal !== 3) return fail;
  return { ok: true, value: { ...(parsed as Record<string, unknown>), terminal } };
};

export const validateRecord: Validator<RecordRequest> = fields({
  source: text("来源", 100),
  title: text("标题", 200),
  _user_id: optional(opaque("用户ID")),
  attr: attrRule,
});

/** POST /oapi/baidu/uploadConvertData: `logidUrl` is the landing URL carrying bd_vid (<= 1024 chars). */
export interface BaiduConvertRequest {
  logidUrl: string;
  /** Baidu conversion type; 3 = 表单提交成功 (default). */
  newType?: number;
}
const logidUrl: Rule<string> = (raw) => {
  const base = text("落地页地址", 1024)(raw);
  if (!base.ok) return base;
  return /[?&]bd_vid=[^&#]+/.test(base.value)
    ? base
    : { ok: false, field: "", message: "落地页地址须包含 bd_vid" };
};
export const validateBaiduConvert: Validator<BaiduConvertRequest> = fields({
  logidUrl,
  newType: optional(numberIn("转化类型", 1, 1000, true)),
});

/** POST /oapi/kuaishou/report: `callback` passed back unmodified; event_type 9 form, 1 activation, 11 credit. */
export interface KuaishouReportRequest {
  callback: string;
  event_type: number;
}
export const validateKuaishouReport: Validator<KuaishouReportRequest> = fields({
  callback: opaque("callback"),
  event_type: numberIn("事件类型", 1, 1000, true),
});

/** Every record and relay answers this. */
export interface RecordedData {
  id: number;
}
