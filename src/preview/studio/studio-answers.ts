/**
 * What the studio computes per request: the main page from its query (simulation, frames,
 * event logs) and the JSON event log one phone frame polls.
 */
import type { DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { toStoredChannel } from "../channels.ts";
import { parseParams } from "../params.ts";
import { simulate, type SimulationInput } from "../simulate.ts";
import { frameEvents, type FrameEvent } from "./frame-events.ts";
import { PREVIEW_DEVICE_PATTERN } from "./preview-start.ts";
import { reachableOrigins } from "./reachable.ts";
import { openedInOf, showChoiceOf, sinceOf, studioQueryOf } from "./studio-query.ts";
import { renderStudioPage } from "./studio-page.ts";

/** Flow values a preview start can apply (the form offers exactly these). */
function startableErrors(input: SimulationInput): string[] {
  const flow = input.flow;
  if (flow.kind === "web" && flow.values.input_form > 1) return ["表单只能是“要填”（0）或“不用填”（1）"];
  if (flow.kind === "app" && ![1, 2, 3].includes(flow.h5_bd_type_for_p4))
    return ["App 渠道类型只能是 1、2 或 3"];
  return [];
}

/** The main page for a query string. */
export async function studioPage(
  search: URLSearchParams,
  ctx: DevRouteContext,
  galleryDir: string,
): Promise<string> {
  const { app, port } = ctx;
  const query = studioQueryOf(search);
  const since = sinceOf(search, app.options.now());
  const defaultCity = app.options.defaultCity;
  const base = { query, defaultCity, galleryDir };
  if (query.bundle === undefined) return renderStudioPage({ ...base, errors: [] });
  const parsed = parseParams({ ...query, city: query.city || defaultCity });
  const errors = parsed.ok ? startableErrors(parsed.input) : parsed.errors;
  if (!parsed.ok || errors.length > 0) return renderStudioPage({ ...base, errors });
  const result = await simulate(parsed.input);
  return renderStudioPage({
    ...base,
    errors: [],
    simulation: { result, flow: parsed.input.flow },
    frames: {
      show: showChoiceOf(query),
      openedIn: openedInOf(query),
      port,
      since,
      reachable: reachableOrigins(app.options.host, port),
      eventsOf: (device) => frameEvents(app.db, device, since, result.channel),
    },
  });
}

/** GET /preview/events?device=&since=&channel=: one device's log, oldest first. */
export function eventsAnswer(search: URLSearchParams, ctx: DevRouteContext): { events: FrameEvent[] } {
  const device = search.get("device") ?? "";
  const channel = toStoredChannel(search.get("channel") ?? "") ?? "channel_5818";
  if (!PREVIEW_DEVICE_PATTERN.test(device)) return { events: [] };
  return { events: frameEvents(ctx.app.db, device, sinceOf(search, ctx.app.options.now()), channel) };
}
