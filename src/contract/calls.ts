/**
 * The calls of spec section 7 as the browser makes them: for each, its path, the fields it
 * sends (as they travel, form-encoded) and the reader of its answer (answers.ts). The typed
 * client (src/client/api.ts) takes one of these, so no caller names a path or writes an answer
 * type by hand. One export per call keeps the table tree-shakable: a page that makes one call
 * carries one row. The server's side of the contract (validators, auth) is requests.ts.
 */
import type { SMS_CHALLENGE } from "../config/answer-fields.ts";
import { API_PATHS, type ApiName } from "./paths.ts";
import type { SubmissionBody } from "../core/forms/submit-body.ts";
import * as read from "./answers.ts";

/** Values a form-encoded body can carry; undefined fields are left out. */
export type FieldValue = string | number | undefined;

/** One call: where it goes and how its answer is read. `Fields` is checked at compile time only. */
export interface ApiCall<Fields, Answer> {
  readonly name: ApiName;
  readonly path: string;
  /** The separate tracking host (spec 7: "/app/record/shanqian (separate tracking host)"). */
  readonly tracking: boolean;
  /** Reads `data` of a code-200 answer; never throws. */
  readonly read: (data: unknown) => Answer;
  /** Never set: carries the field types for the compiler. */
  readonly fields?: (fields: Fields) => void;
}

const define =
  <Fields extends Record<string, FieldValue>>() =>
  <Answer>(
    name: ApiName,
    readAnswer: (data: unknown) => Answer,
    tracking = false,
  ): ApiCall<Fields, Answer> => ({
    name,
    path: API_PATHS[name],
    tracking,
    read: readAnswer,
  });

type NoFields = Record<string, never>;

/** A second send carries back the security check the first was answered with (decision 440). */
type SolvedChallengeFields = Partial<
  Record<typeof SMS_CHALLENGE.challengeField | typeof SMS_CHALLENGE.solutionField, string>
>;
export const sendLoginSms = define<{ phone: string } & SolvedChallengeFields>()(
  "sendLoginSms",
  read.readResendAfter,
);
export const loginSmsCode = define<{ phone: string; code: string }>()("loginSmsCode", read.readLogin);
export const loginH5 = define<{ phone_token: string }>()("loginH5", read.readLogin);
export const loginMark = define<{ mark: string }>()("loginMark", read.readLogin);
export const loginMarkCode = define<{ markcode: string }>()("loginMarkCode", read.readLogin);
export const userGet = define<NoFields>()("userGet", read.readRecord);
export const userSave = define<SubmissionBody>()("userSave", read.readNothing);
export const formSave = define<SubmissionBody>()("formSave", read.readFormAccepted);
export const realname = define<{ name: string; id_number: string }>()("realname", read.readRealnamePassed);
/** Children of `code` (absent: the provinces); the areas pickers may list instead of the bundled data. */
export const regionList = define<{ code?: string }>()("regionList", read.readRegionList);
/** The place of a position the visitor chose to share (decimal degrees). */
export const geocoder = define<{ lat: number; lng: number }>()("geocoder", read.readPlace);
export const ipInfo = define<NoFields>()("ipInfo", read.readIpCity);
/** "login data": the landing figures, which may refresh the built ones. */
export const appIndex = define<NoFields>()("appIndex", read.readOfferAnswer);
export const channelInfo = define<NoFields>()("channelInfo", read.readRecord);
export const activeChannel = define<NoFields>()("activeChannel", read.readNothing);
export const record = define<{ source: string; title: string; _user_id: string; attr: string }>()(
  "record",
  read.readNothing,
  true,
);
export const baiduConvert = define<{ logidUrl: string; newType?: number | string }>()(
  "baiduConvert",
  read.readNothing,
);
/** Kuaishou relay: the callback unmodified, the event type and the device ids that are present. */
export type KuaishouReportFields = {
  callback: string;
  event_type: number | string;
  utm_source?: string;
  oaidMd5?: string;
  imeiMd5?: string;
  idfaMd5?: string;
};
export const kuaishouReport = define<KuaishouReportFields>()("kuaishouReport", read.readNothing);
