/** The markcode rule of the navigation guard (spec section 4). */
import { CHANNEL_ACTIVATION_INTERVAL_MS } from "../config/channels.ts";
import { FORM_PACKAGE_PATH, act, target } from "./guard-actions.ts";
import * as paths from "./guard-paths.ts";
import type { GuardRuleId } from "./guard-rules.ts";
import { takesIncomingLogin } from "./incoming-login.ts";
import type { GuardAction, GuardInput } from "./guard-state.ts";
import type { Query } from "./query.ts";

/** What the markcode rule needs from decideGuard's reading of the input. */
export interface MarkcodeContext {
  path: string;
  query: Query;
  markcode: string;
  /** The value is a login mark (exchanged at /v1/user/loginMark), not a markcode. */
  byMark?: boolean;
  channel: string;
  can: (id: GuardRuleId) => boolean;
}

/**
 * Spec 4: "A markcode is exchanged for a token. On success the token and user id are stored, and
 * if the channel was not activated in the last 30 minutes the channel is marked active. /city or
 * /from then goes to /form-package; /single-sign stays." A failed exchange falls through, and so
 * does a login for another user than the one logged in (docs/decisions/026): the visitor keeps
 * their own session.
 */
export function decideMarkcode(input: GuardInput, ctx: MarkcodeContext): GuardAction | undefined {
  const result = input.results?.markcodeToken;
  if (!result) {
    return ctx.can("markcode-fetch")
      ? act("markcode-fetch", {
          type: "fetch",
          what: "markcodeToken",
          markcode: ctx.markcode,
          ...(ctx.byMark ? { byMark: true } : {}),
        })
      : undefined;
  }
  if (!result.ok || !paths.nonEmpty(result.data?.token)) return undefined;
  const held = {
    token: paths.nonEmpty(input.stored?.token) ?? "",
    userId: paths.nonEmpty(input.stored?.userId) ?? "",
  };
  const incoming = { token: result.data.token, provenUserId: result.data.userId };
  if (!takesIncomingLogin(held, incoming, input.inAppWebView === true)) return undefined;
  if (ctx.can("markcode-store")) {
    return act("markcode-store", {
      type: "storeLogin",
      token: result.data.token,
      userId: result.data.userId,
    });
  }
  const last = input.stored?.activations?.[ctx.channel];
  if (
    ctx.can("markcode-activate") &&
    !paths.activatedRecently(last, input.now, CHANNEL_ACTIVATION_INTERVAL_MS)
  ) {
    return act("markcode-activate", { type: "markChannelActive", channel: ctx.channel, at: input.now });
  }
  if (paths.isCityOrFromPath(ctx.path)) {
    return act("markcode-to-form", { type: "redirect", ...target(FORM_PACKAGE_PATH, false, ctx.query) });
  }
  if (ctx.path === "/single-sign") return act("markcode-single-sign", { type: "stay" });
  return undefined;
}
