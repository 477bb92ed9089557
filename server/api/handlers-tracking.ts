/** Event records and conversion relays: stored only, never forwarded to an ad network. */
import type { AppContext } from "../context.ts";
import { keepWithinBounds } from "../services/retention.ts";
import type { HandlerTable } from "./types.ts";

function store(app: AppContext, kind: string, userId: number | null, payload: object): { id: number } {
  const result = app.db
    .prepare("INSERT INTO events (kind, user_id, payload, time) VALUES (?, ?, ?, ?)")
    .run(kind, userId, JSON.stringify(payload), app.options.now());
  const id = Number(result.lastInsertRowid);
  keepWithinBounds(app, "events", id);
  return { id };
}

export const TRACKING_HANDLERS = {
  record: (input, ctx) => {
    const userId = /^\d{1,12}$/.test(input._user_id ?? "") ? Number(input._user_id) : null;
    return store(ctx.app, "record", userId, input);
  },
  baiduConvert: ({ logidUrl, newType }, ctx) =>
    store(ctx.app, "baidu", ctx.user?.id ?? null, { logidUrl, newType: newType ?? 3 }),
  kuaishouReport: (input, ctx) => store(ctx.app, "kuaishou", ctx.user?.id ?? null, input),
} satisfies Partial<HandlerTable>;
