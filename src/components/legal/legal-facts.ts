/**
 * Facts the legal documents state, in one place so that a change of a retention period or of
 * the effective date is made once. Retention periods follow PIPL art. 19 (no longer than the
 * purpose needs) and the Cybersecurity Law art. 21 (network logs kept at least six months).
 */
import { SMS_CODE } from "../../contract/rules.ts";
import { sample } from "../../config/sample.ts";

/** Date the current versions take effect. */
export const LEGAL_EFFECTIVE_DATE = sample(
  "2025年1月1日",
  "the date the company's legal team sets for these versions of the agreements (YYYY年M月D日)",
);

/** Working days after an account is closed within which its data is deleted or anonymised. */
export const ACCOUNT_DELETION_WORKING_DAYS = sample(
  15,
  "the number of working days the company commits to for deleting a closed account's data",
);

/** How long each kind of data is kept, as the documents say it. */
export const RETENTION = sample(
  {
    account: `账户存续期间；注销账户后${ACCOUNT_DELETION_WORKING_DAYS}个工作日内删除或匿名化处理`,
    smsCode: `仅保存验证码的加密摘要，${SMS_CODE.ttlSeconds / 60}分钟后失效，发送记录保存不超过30日，仅用于执行发送频次限制和防止滥发`,
    application: "自提交之日起2年，用于处理您的申请和答复您的查询；您可以随时要求提前删除",
    logs: "6个月（《网络安全法》要求的最短期限），期满后删除",
    browserStorage: "保存在您的浏览器中，直至您退出登录或清除浏览器数据",
  } as const,
  "the retention periods the company's personal-information officer sets for each kind of data",
);

/** Working days within which a request about personal information is answered. */
export const ANSWER_WORKING_DAYS = sample(
  15,
  "the number of working days within which the company answers a request about personal information",
);

/** Lowest age the service is offered to. */
export const MINIMUM_AGE = 18;
