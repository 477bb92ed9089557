/**
 * The API of spec section 7 as the reference server answers it: what each call may send
 * besides the common fields, as one zod schema per endpoint (at once the request type
 * `z.output`, the check and its Chinese message), and the endpoint table (path, who may call
 * it, the check). Bodies arrive form-encoded, so a field is text or absent; fields a schema does
 * not name are ignored. Handlers type the answers (server/api.ts); the pages read
 * answers tolerantly (answers.ts) and import only types from here, so zod never reaches a page.
 */
import { z } from "zod";
import { SMS_CHALLENGE } from "../config/answer-fields.ts";
import { CHANNEL_PATTERN } from "../config/channels.ts";
import { FORM_KINDS, MONTHLY_INCOME_OPTIONS, type FormKind } from "../config/forms/kinds.ts";
import { hasControlCharacter } from "../core/control-characters.ts";
import { isValidIdNumber } from "../core/id-number.ts";
import { isValidName, normalizeName } from "../core/name.ts";
import { OPAQUE_MAX_LENGTH } from "../core/opaque.ts";
import { isMainlandMobile, normalizeMobile } from "../core/phone.ts";
import { COMMON_FIELD_NAMES } from "./envelope.ts";
import { API_PATHS, type ApiName } from "./paths.ts";

/** A decoded form-encoded body: field name -> value. */
export type FormBody = Readonly<Record<string, string>>;

/** The outcome of a check; a failure names the field and says why in Chinese. */
export type Validation<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** Required text, trimmed; absent or blank asks to fill it in (or choose it). */
const filled = (label: string, verb = "填写") =>
  z
    .string({ error: `请${verb}${label}` })
    .trim()
    .min(1, `请${verb}${label}`);

/** Required text, trimmed, at most `max` characters. */
const text = (label: string, max = 200) => filled(label).max(max, `${label}不能超过${max}个字符`);

/** Absent or blank is fine (no value); otherwise `schema` decides. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw), schema.optional());

/** A value of a fixed list. */
const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  filled(label, "选择").pipe(z.enum(values, { error: `${label}不在可选范围内` }));

/** A decimal number within [min, max]; `integer` refuses fractions. */
const numberIn = (label: string, min: number, max: number, integer = false) =>
  text(label)
    .regex(integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/, `${label}格式不正确`)
    .transform(Number)
    .pipe(z.number().min(min, `${label}应在${min}到${max}之间`).max(max, `${label}应在${min}到${max}之间`));

/**
 * An opaque value issued by the backend (a token, a mark): present, bounded and free of control
 * characters, never checked for a format (decision 025 in
 * docs/decisions/contract-and-answer-reading.md).
 */
const opaque = (label: string) =>
  filled(label)
    .max(OPAQUE_MAX_LENGTH, `${label}格式不正确`)
    .refine((value) => !hasControlCharacter(value), `${label}格式不正确`);

/** A mainland mobile number, normalised by the core's one normaliser (separators, +86/0086/86). */
const mobile = (label = "手机号") =>
  z
    .string({ error: `请填写${label}` })
    .transform(normalizeMobile)
    .pipe(z.string().min(1, `请填写${label}`).refine(isMainlandMobile, `请填写正确的${label}`));

/** A person's name: Han characters and `·`, 2-20 code points, normalised. */
const personName = (label = "姓名") =>
  z
    .string({ error: `请填写${label}` })
    .transform(normalizeName)
    .pipe(z.string().min(1, `请填写${label}`).refine(isValidName, `请填写正确的${label}（2-20个汉字）`));

/** A resident ID number (GB 11643), upper-cased. */
const idNumber = (label = "身份证号") =>
  text(label)
    .transform((value) => value.toUpperCase())
    .refine((value) => isValidIdNumber(value, Date.now()), `请填写正确的${label}`);

/**
 * Largest accepted `attr` in UTF-8 bytes. The record endpoint needs no login and answers any
 * origin, so every byte of it is a byte anyone can make the server store; real records carry a
 * few short fields.
 */
const RECORD_ATTR_MAX_BYTES = 2048;
const ATTR_SHAPE = "attr 须为含 terminal 的 JSON 对象";
const utf8 = new TextEncoder();

/**
 * `attr`: a JSON object string, bounded in bytes, with a terminal: 1 iOS app, 2 Android app,
 * 3 web (absent means 3).
 */
const recordAttr = z
  .string({ error: ATTR_SHAPE })
  .refine((raw) => utf8.encode(raw).length <= RECORD_ATTR_MAX_BYTES, {
    message: `attr 不能超过${RECORD_ATTR_MAX_BYTES}字节`,
    abort: true,
  })
  .transform((raw) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  })
  .pipe(
    z.looseObject(
      { terminal: z.preprocess((value) => Number(value ?? 3), z.literal([1, 2, 3], { error: ATTR_SHAPE })) },
      { error: ATTR_SHAPE },
    ),
  );

const NOTHING = z.object({});
/** The body's `_channel` (a common field), in the form stored channels have. */
const CHANNEL_FORMAT = "渠道号格式不正确";
const CHANNEL = z.object({
  _channel: z.string({ error: CHANNEL_FORMAT }).regex(CHANNEL_PATTERN, CHANNEL_FORMAT),
});

/** The request schema of every endpoint (the names of src/contract/paths.ts). */
export const REQUEST_SCHEMAS = {
  // A second send carries back the challenge the first was answered with, and its solution
  // (decision 440; the field names are the front end's settings).
  sendLoginSms: z.object({
    phone: mobile(),
    [SMS_CHALLENGE.challengeField]: optional(opaque("安全验证")),
    [SMS_CHALLENGE.solutionField]: optional(
      text("安全验证结果", 15).regex(/^\d+$/, "安全验证结果格式不正确"),
    ),
  }),
  loginSmsCode: z.object({ phone: mobile(), code: text("验证码", 8).regex(/^\d{4,8}$/, "验证码格式不正确") }),
  loginH5: z.object({ phone_token: opaque("一键登录凭证") }),
  loginMark: z.object({ mark: opaque("登录标识") }),
  loginMarkCode: z.object({ markcode: opaque("登录码") }),
  userGet: NOTHING,
  realname: z.object({ name: personName(), id_number: idNumber() }),
  regionList: z.object({ code: optional(text("地区编码", 6).regex(/^\d{6}$/, "地区编码格式不正确")) }),
  geocoder: z.object({ lat: numberIn("纬度", -90, 90), lng: numberIn("经度", -180, 180) }),
  ipInfo: NOTHING,
  appIndex: NOTHING,
  channelInfo: CHANNEL,
  activeChannel: CHANNEL,
  productList: NOTHING,
  record: z.object({
    source: text("来源", 100),
    title: text("标题", 200),
    _user_id: optional(opaque("用户ID")),
    attr: recordAttr,
  }),
  baiduConvert: z.object({
    logidUrl: text("落地页地址", 1024).regex(/[?&]bd_vid=[^&#]+/, "落地页地址须包含 bd_vid"),
    newType: optional(numberIn("转化类型", 1, 1000, true)),
  }),
  kuaishouReport: z.object({ callback: opaque("callback"), event_type: numberIn("事件类型", 1, 1000, true) }),
} as const;

/** Checks a body with a schema: the typed request, or the first problem with its field. */
export function check<T>(schema: z.ZodType<T>, body: unknown): Validation<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? ""), message: issue?.message ?? "" };
}

/**
 * Form submissions (/v3/user/save, /v3/user/formSave): `form_kind` plus one field per input,
 * flat in the body. Fields with a known meaning are checked when present; every other field is
 * kept as text. What zod does not say here: field names are the visitor's (a Map, so a name
 * such as "constructor" finds no rule on Object.prototype), and the limits count what is kept.
 */
const KNOWN_FORM_FIELDS = new Map<string, z.ZodType<string | undefined>>([
  ["name", optional(personName())],
  ["id_number", optional(idNumber())],
  ["phone", optional(mobile())],
  ["contact1_phone", optional(mobile("联系人手机号"))],
  ["contact2_phone", optional(mobile("联系人手机号"))],
  ["monthly_income", optional(oneOf("月收入", MONTHLY_INCOME_OPTIONS))],
]);
const FORM_KIND = oneOf("表单类型", FORM_KINDS);
const FIELD_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const NOT_FORM_FIELDS = new Set<string>([...COMMON_FIELD_NAMES, "form_kind"]);
/** Limits that keep one submission small: 60 fields of at most 500 characters. */
const FORM_LIMITS = { maxFields: 60, maxValueLength: 500 } as const;

/** A submitted form: its kind and its non-empty fields (the known ones checked and normalised). */
export interface FormSubmission {
  form_kind: FormKind;
  fields: Record<string, string>;
}

/** Names a refused field (cut to 40 characters) and says which names are allowed. */
function badFieldName(field: string): string {
  const chars = [...field];
  const shown = chars.length > 40 ? `${chars.slice(0, 40).join("")}…` : field;
  return `表单字段名“${shown}”不正确：只能用小写字母开头，由小写字母、数字和下划线组成，最多40个字符`;
}

/** Checks a form submission: a known kind, at least one field, known fields valid, sizes bounded. */
function checkFormSubmission(body: FormBody): Validation<FormSubmission> {
  const kind = check(FORM_KIND, body.form_kind);
  if (!kind.ok) return { ...kind, field: "form_kind" };
  const fields: Record<string, string> = Object.create(null);
  for (const [field, raw] of Object.entries(body)) {
    if (NOT_FORM_FIELDS.has(field)) continue;
    if (!FIELD_NAME.test(field)) return { ok: false, field, message: badFieldName(field) };
    const known = KNOWN_FORM_FIELDS.get(field);
    const checked = known ? check(known, raw) : { ok: true as const, value: raw.trim() };
    if (!checked.ok) return { ...checked, field };
    if (checked.value === undefined || checked.value === "") continue;
    if ([...checked.value].length > FORM_LIMITS.maxValueLength) {
      return { ok: false, field, message: "填写内容过长" };
    }
    fields[field] = checked.value;
  }
  const count = Object.keys(fields).length;
  if (count === 0) return { ok: false, field: "form_kind", message: "表单内容为空" };
  if (count > FORM_LIMITS.maxFields) return { ok: false, field: "form_kind", message: "表单字段过多" };
  return { ok: true, value: { form_kind: kind.value, fields } };
}

/**
 * - `none`: no user needed (a token, if any, is ignored).
 * - `optional`: a valid token attaches the user; a bad one is ignored.
 * - `soft`: a bad token answers HTTP 200 with body code 401 (/v3/user/get only).
 * - `required`: a bad token answers HTTP 401.
 */
type AuthMode = "none" | "optional" | "soft" | "required";

/** Prefix under which the tracking paths are also answered (a tracking host behind a path). */
const TRACKING_PATH_ALIAS_PREFIX = "/track";

/** Request fields of each endpoint, besides the common fields (requests.ts). */
export type ApiRequests = { [N in keyof typeof REQUEST_SCHEMAS]: z.output<(typeof REQUEST_SCHEMAS)[N]> } & {
  userSave: FormSubmission;
  formSave: FormSubmission;
};

export interface EndpointSpec<N extends ApiName = ApiName> {
  name: N;
  path: (typeof API_PATHS)[N];
  auth: AuthMode;
  validate: (body: FormBody) => Validation<ApiRequests[N]>;
}

/** Who may call each endpoint; endpoints not listed need no user. */
const AUTH: Partial<Record<ApiName, AuthMode>> = {
  userGet: "soft",
  userSave: "required",
  formSave: "required",
  realname: "required",
  activeChannel: "optional",
  baiduConvert: "optional",
  kuaishouReport: "optional",
};

const spec = (name: ApiName): EndpointSpec => ({
  name,
  path: API_PATHS[name],
  auth: AUTH[name] ?? "none",
  validate: (body) =>
    name === "userSave" || name === "formSave"
      ? checkFormSubmission(body)
      : check(REQUEST_SCHEMAS[name] as z.ZodType<ApiRequests[ApiName]>, body),
});

const byPath = new Map<string, EndpointSpec>(
  (Object.keys(API_PATHS) as ApiName[]).map((name) => [API_PATHS[name], spec(name)]),
);
byPath.set(`${TRACKING_PATH_ALIAS_PREFIX}${API_PATHS.record}`, spec("record"));

/** The endpoint answering `path` (tracking aliases included), or undefined. */
export function findEndpoint(path: string): EndpointSpec | undefined {
  return byPath.get(path);
}
