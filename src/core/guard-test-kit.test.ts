import { expect, test } from "vitest";
import { baseInput, decideGuard, perform } from "./guard-test-kit.ts";

const staleChannel = { channel: "channel_5265", cachedChannel: "channel_5818", loginAddress: "/login" };

test("a fetch without a canned answer records a failed call, and starts the list of done rules", () => {
  const { done: _, ...input } = baseInput({ stored: staleChannel });
  const action = decideGuard(input);
  expect(action).toMatchObject({ type: "fetch", what: "channelInfo" });
  const next = perform(input, action, {});
  expect(next.results?.channelInfo).toEqual({ ok: false });
  expect(next.done).toEqual([action.rule.id]);
});

test("a fetch with a canned answer records it", () => {
  const input = baseInput({ stored: staleChannel });
  const action = decideGuard(input);
  const answer = { ok: true as const, data: {} };
  const next = perform(input, action, { channelInfo: answer as never });
  expect(next.results?.channelInfo).toBe(answer);
});

test("a terminal action only marks its rule done", () => {
  const input = baseInput({
    path: "/download-page",
    bundle: { ...baseInput().bundle, routeName: "download" },
  });
  const action = decideGuard(input);
  expect(action.type).toBe("stay");
  expect(perform(input, action, {})).toEqual({ ...input, done: [action.rule.id] });
});

test("a state step works on an input without session values", () => {
  const { session: _, ...input } = baseInput({ query: { c: "5265" } });
  const action = decideGuard(input);
  expect(action).toMatchObject({ type: "storeChannel", channel: "channel_5265" });
  expect(perform(input, action, {}).stored.channel).toBe("channel_5265");
});
