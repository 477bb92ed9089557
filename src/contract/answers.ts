/**
 * One reader per answer of the company's backend, tolerant of every shape the spec allows
 * (decision 025 in docs/decisions/contract-and-answer-reading.md). A reader takes whatever arrived
 * (an object, null, a string, nothing) and returns what the page needs, or a safe "not known"; it
 * never throws and never checks an opaque value's format. The field names it tries are in
 * src/config/answer-fields.ts, so a wrong guess is fixed in configuration.
 */
import {
  ANSWER_FIELDS,
  SMS_CHALLENGE,
  SUCCESS_CODES,
  USER_PROFILE,
  type AnswerPath,
  type RefusalField,
} from "../config/answer-fields.ts";
import type { AreaOption, Place } from "../core/area.ts";
import type { Login } from "../core/incoming-login.ts";
import type { LiveOffer } from "../core/landing-offer.ts";
import { opaqueValue } from "../core/opaque.ts";

/** The value at `path` inside `data`, or undefined. Own properties only (no prototype keys). */
function valueAt(data: unknown, path: AnswerPath): unknown {
  let here: unknown = data;
  for (const key of path) {
    if (typeof here !== "object" || here === null || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** The first usable value over `paths`, as read by `read`. */
export function firstOf<T>(data: unknown, paths: readonly AnswerPath[], read: (v: unknown) => T | undefined) {
  for (const path of paths) {
    const value = read(valueAt(data, path));
    if (value !== undefined) return value;
  }
  return undefined;
}

/** True when one of the refusal fields is present in `data` with a value that says no. */
export function refusedBy(data: unknown, fields: readonly RefusalField[]): boolean {
  return fields.some(({ path, values }) => {
    const value = valueAt(data, path);
    return value !== undefined && values.includes(value);
  });
}

/** The body's code as a number (a numeric string counts), or undefined. */
export function answerCode(body: unknown): number | undefined {
  const code = valueAt(body, ["code"]);
  if (typeof code === "number" && Number.isFinite(code)) return code;
  if (typeof code === "string" && /^\s*-?\d{1,6}\s*$/.test(code)) return Number(code);
  return undefined;
}

/** Spec section 7: "a code field (200 success)", whatever `data` holds. */
export function isSuccess(body: unknown): boolean {
  return SUCCESS_CODES.includes(valueAt(body, ["code"]));
}

/** The answer's own message, when it carries a readable one (shown as text, never as HTML). */
export function answerMessage(body: unknown): string | undefined {
  return firstOf(body, ANSWER_FIELDS.message, (v) =>
    typeof v === "string" ? opaqueValue(v, 200) : undefined,
  );
}

/**
 * A login answer (SMS code, one-click, mark, markcode): the token from access_token or token,
 * at the top of `data` or inside userinfo, or `data` itself when it is a bare string; the user
 * id from userinfo.id, user_id, id or uid, number or string. Undefined when no token is there.
 */
export function readLogin(data: unknown): Login | undefined {
  const token =
    typeof data === "string" ? opaqueValue(data) : firstOf(data, ANSWER_FIELDS.loginToken, opaqueValue);
  if (token === undefined) return undefined;
  return { token, userId: readUserId(data) };
}

/** The user id a login or /v3/user/get answer names ("" when none), number or string. */
export function readUserId(data: unknown): string {
  return firstOf(data, ANSWER_FIELDS.loginUserId, (v) => opaqueValue(v, 256)) ?? "";
}

/** A code-200 answer says yes unless one of the documented refusal fields says no. */
const unlessRefused = (fields: readonly RefusalField[]) => (data: unknown) => !refusedBy(data, fields);
/** /v2/user/realname with code 200: passed. */
export const readRealnamePassed = unlessRefused(ANSWER_FIELDS.realnameRefusal);
/** /v3/user/formSave with code 200: accepted. */
export const readFormAccepted = unlessRefused(ANSWER_FIELDS.formSaveRefusal);

/** Longest resend wait an answer may ask for: a bigger number is a misread, not a wait. */
const MAX_RESEND_SECONDS = 600;

/** /v1/user/sendLoginSms: seconds before the next code may be requested, when the answer says. */
export function readResendAfter(data: unknown): number | undefined {
  return firstOf(data, ANSWER_FIELDS.smsResendAfter, (v) => {
    const seconds = typeof v === "string" && /^\d{1,4}$/.test(v) ? Number(v) : v;
    return typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0
      ? Math.min(seconds, MAX_RESEND_SECONDS)
      : undefined;
  });
}

/** A security check a send must pass first: the challenge to solve and its bits of work. */
export interface SmsChallenge {
  challenge: string;
  difficulty: number;
}

/**
 * /v1/user/sendLoginSms refused with the code that asks for a security check (SMS_CHALLENGE,
 * decision 440): the challenge and its difficulty (a number or digits) where the settings say;
 * undefined for any other refusal or when either is missing.
 */
export function readSmsChallenge(code: number, data: unknown): SmsChallenge | undefined {
  if (code !== SMS_CHALLENGE.code) return undefined;
  const challenge = firstOf(data, SMS_CHALLENGE.challenge, (v) => opaqueValue(v, 256));
  const difficulty = firstOf(data, SMS_CHALLENGE.difficulty, (v) => {
    const bits = typeof v === "string" && /^\d{1,2}$/.test(v) ? Number(v) : v;
    return typeof bits === "number" && Number.isInteger(bits) && bits >= 0 ? bits : undefined;
  });
  return challenge === undefined || difficulty === undefined ? undefined : { challenge, difficulty };
}

/** /v3/app/ipInfo: the city (spec 7: "response data.name") and its code when given. */
export function readIpCity(data: unknown): { code: string; name: string } | undefined {
  const name = firstOf(data, ANSWER_FIELDS.ipCityName, (v) => opaqueValue(v, 64));
  if (name === undefined) return undefined;
  return { code: firstOf(data, ANSWER_FIELDS.ipCityCode, (v) => opaqueValue(v, 32)) ?? "", name };
}

/** An answer whose `data` is an object of settings (channel info, user info), else an empty one. */
export function readRecord(data: unknown): Record<string, unknown> {
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

/** What /v3/user/get says of a returning visitor: known answers and whether the application is done. */
export interface UserProfile {
  /** Form field name -> value, only plain values (masked ones such as 110105********002X are left out). */
  values: Record<string, string>;
  /** True only when the operator named the field (USER_PROFILE.complete) and the answer says so. */
  complete: boolean;
}

/** Reads the user-info answer for the form fields `names`; tolerant of any shape. */
export function readUserProfile(data: unknown, names: readonly string[]): UserProfile {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = firstOf(
      data,
      USER_PROFILE.containers.map((container) => [...container, name]),
      (v) => {
        const text = opaqueValue(v, 200);
        return text !== undefined && !text.includes("*") ? text : undefined;
      },
    );
    if (value !== undefined) values[name] = value;
  }
  const complete = USER_PROFILE.complete;
  const done = complete === undefined ? undefined : valueAt(data, complete.path);
  return { values, complete: done !== undefined && complete?.values.includes(done) === true };
}

/** Answers whose content the page does not use: success is all that counts. */
export function readNothing(): undefined {
  return undefined;
}

// Answers that carry reference data for the pages (spec section 7, all "not shown"): the landing
// figures of /v3/app/index, the areas of /v1/region/list and the place of /v3/app/geocoder. The rules
// that decide what may be shown are in src/core (landing-offer.ts, area.ts).

/** A number, or a plain decimal numeral as text ("200000", "7.2"); anything else undefined. */
function numberIn(value: unknown): number | undefined {
  const number =
    typeof value === "string" && /^\s*\d{1,9}(\.\d{1,4})?\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : undefined;
}

function rangeOf(data: unknown, minPaths: readonly AnswerPath[], maxPaths: readonly AnswerPath[]) {
  const min = firstOf(data, minPaths, numberIn);
  const max = firstOf(data, maxPaths, numberIn);
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** Shortest and longest of a list of terms ([3, 6, "12"]), when it holds any number. */
function termListRange(data: unknown): LiveOffer["term"] {
  const list = firstOf(data, ANSWER_FIELDS.offerTermList, (v) => (Array.isArray(v) ? v : undefined));
  const terms = (list ?? [])
    .slice(0, 100)
    .map(numberIn)
    .filter((n) => n !== undefined);
  return terms.length === 0 ? undefined : { min: Math.min(...terms), max: Math.max(...terms) };
}

/**
 * /v3/app/index ("login data", spec 7, not shown): the amount, rate and term ranges it gives.
 * Read only; src/core/landing-offer.ts decides which may be shown.
 */
export function readOfferAnswer(data: unknown): LiveOffer {
  const f = ANSWER_FIELDS;
  const amount = rangeOf(data, f.offerAmountMin, f.offerAmountMax);
  const rate = rangeOf(data, f.offerRateMin, f.offerRateMax);
  const label = firstOf(data, f.offerRateLabel, (v) => opaqueValue(v, 32)) ?? "";
  const term = rangeOf(data, f.offerTermMin, f.offerTermMax) ?? termListRange(data);
  return { ...(amount && { amount }), ...(rate && { rate: { ...rate, label } }), ...(term && { term }) };
}

/** A 6-digit area code given as text or as a number. */
function areaCodeIn(value: unknown): string | undefined {
  const text = typeof value === "number" && Number.isInteger(value) ? String(value) : value;
  return typeof text === "string" && /^\d{6}$/.test(text.trim()) ? text.trim() : undefined;
}

const areaNameIn = (value: unknown) => opaqueValue(value, 32);

/**
 * /v1/region/list ("city list", spec 7, not shown): the areas of the list (`data` itself, or
 * under `list`), each with a 6-digit code and a name; unusable items are left out.
 */
export function readRegionList(data: unknown): AreaOption[] {
  const list = Array.isArray(data)
    ? data
    : firstOf(data, ANSWER_FIELDS.regionList, (v) => (Array.isArray(v) ? v : undefined));
  return (list ?? []).slice(0, 5000).flatMap((item: unknown) => {
    const code = firstOf(item, ANSWER_FIELDS.regionCode, areaCodeIn);
    const name = firstOf(item, ANSWER_FIELDS.regionName, areaNameIn);
    return code && name ? [{ code, name }] : [];
  });
}

/** /v3/app/geocoder ("geocoding", spec 7, not shown): the place of a position, if it names one. */
export function readPlace(data: unknown): Place | undefined {
  const f = ANSWER_FIELDS;
  const countyCode = firstOf(data, f.placeCountyCode, areaCodeIn);
  const cityCode = firstOf(data, f.placeCityCode, areaCodeIn);
  const cityName = typeof data === "string" ? areaNameIn(data) : firstOf(data, f.placeCityName, areaNameIn);
  const place = {
    ...(countyCode && { countyCode }),
    ...(cityCode && { cityCode }),
    ...(cityName && { cityName }),
  };
  return Object.keys(place).length > 0 ? place : undefined;
}
