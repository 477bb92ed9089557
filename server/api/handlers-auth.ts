/** Login endpoints: SMS code, one-click (carrier token), mark, markcode; and logout. */
import { API_CODE, DEV_PHONE_TOKEN_PREFIX, SMS_CODE, isMainlandMobile } from "../../src/contract/index.ts";
import { normalizeMobile } from "../../src/core/phone.ts";
import { isDevelopment } from "../context.ts";
import { refusal } from "../http/api-error.ts";
import { redeemMark } from "../services/marks.ts";
import { sendLoginCode, verifyLoginCode } from "../services/sms.ts";
import { login, revokeToken } from "../services/users.ts";
import { requireUser, type HandlerTable } from "./types.ts";

export const AUTH_HANDLERS = {
  sendLoginSms: ({ phone }, ctx) => {
    sendLoginCode(ctx.app, phone, ctx.ip);
    return { expires_in: SMS_CODE.ttlSeconds, resend_after: SMS_CODE.resendSeconds };
  },

  loginSmsCode: ({ phone, code }, ctx) => {
    verifyLoginCode(ctx.app, phone, code);
    return login(ctx.app, phone);
  },

  loginH5: ({ phone_token }, ctx) => {
    // No carrier gateway is reachable: development accepts "dev:<mobile>" so the flow can be tested.
    // Normalised like every other phone, so "dev:+86 138-0013-8000" finds the user 13800138000.
    const phone = phone_token.startsWith(DEV_PHONE_TOKEN_PREFIX)
      ? normalizeMobile(phone_token.slice(DEV_PHONE_TOKEN_PREFIX.length))
      : "";
    if (!isDevelopment(ctx.app) || !isMainlandMobile(phone)) {
      throw refusal(API_CODE.UNAUTHORIZED, "一键登录失败，请使用短信验证码登录");
    }
    return login(ctx.app, phone);
  },

  loginMark: ({ mark }, ctx) => login(ctx.app, redeemMark(ctx.app, "mark", mark)),

  loginMarkCode: ({ markcode }, ctx) => login(ctx.app, redeemMark(ctx.app, "markcode", markcode)),

  logout: (_input, ctx) => {
    requireUser(ctx);
    return { revoked: revokeToken(ctx.app, ctx.body._token ?? "") };
  },
} satisfies Partial<HandlerTable>;
