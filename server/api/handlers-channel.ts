/** Channel settings, channel activation and the marketplace product list. */
import {
  API_CODE,
  CHANNEL_PATTERN,
  DEV_COOKIES,
  channelInfoOfDevFlow,
  parseDevFlow,
  type ChannelInfo,
  type Product,
} from "../../src/contract/index.ts";
import { isDevelopment } from "../context.ts";
import { deviceOverrideOf } from "../dev/device-overrides.ts";
import { ApiError, refusal } from "../http/api-error.ts";
import { channelInfoOfSeed, type SeedChannel } from "../db/seed-channels.ts";
import { keepWithinBounds } from "../services/retention.ts";
import type { HandlerTable, RequestContext } from "./types.ts";

/** The body's `_channel` (a common field), checked. */
function channelOf(ctx: RequestContext): string {
  const channel = ctx.body._channel ?? "";
  if (!CHANNEL_PATTERN.test(channel)) throw new ApiError(400, API_CODE.BAD_REQUEST, "渠道号格式不正确");
  return channel;
}

type ProductRow = Omit<Product, "tags"> & { tags: string };

export const CHANNEL_HANDLERS = {
  channelInfo: (_input, ctx): ChannelInfo => {
    // A preview's chosen flow settings (development only) stand in for the channel's row.
    const chosen = isDevelopment(ctx.app)
      ? parseDevFlow(deviceOverrideOf(ctx)?.flow ?? ctx.cookies[DEV_COOKIES.flow])
      : undefined;
    if (chosen) return channelInfoOfDevFlow(chosen);
    const row = ctx.app.db.prepare("SELECT * FROM channels WHERE channel = ?").get(channelOf(ctx)) as
      SeedChannel | undefined;
    // Answered with HTTP 200: the guard carries on without channel info (spec section 4).
    if (!row) throw refusal(API_CODE.NOT_FOUND, "渠道不存在");
    return channelInfoOfSeed(row);
  },

  activeChannel: (_input, ctx) => {
    const channel = channelOf(ctx);
    const now = ctx.app.options.now();
    const result = ctx.app.db
      .prepare("INSERT INTO activations (user_id, channel, time) VALUES (?, ?, ?)")
      .run(ctx.user?.id ?? null, channel, now);
    keepWithinBounds(ctx.app, "activations", Number(result.lastInsertRowid));
    return { channel, activated_at: now };
  },

  productList: (_input, ctx) => {
    const forced = isDevelopment(ctx.app) ? ctx.cookies[DEV_COOKIES.products] : undefined;
    if (forced === "error") throw new ApiError(500, API_CODE.SERVER_ERROR, "服务器繁忙，请稍后再试");
    if (forced === "empty") return { list: [] };
    const rows = ctx.app.db
      .prepare(
        `SELECT id, name, logo, amount_min, amount_max, rate_min, rate_max, term_min, term_max, apply_url, tags,
                lender, lender_phone
         FROM products WHERE enabled = 1 ORDER BY sort, id`,
      )
      .all() as unknown as ProductRow[];
    return { list: rows.map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[] })) };
  },
} satisfies Partial<HandlerTable>;
