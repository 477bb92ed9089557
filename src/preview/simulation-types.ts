/** Input and result types of the preview simulator (simulate.ts). */
import type { ResolvedBrand } from "../core/brand.ts";
import type { Application, FlowValues } from "../core/flow-settings.ts";
import type { RuleTrace } from "../core/guard-rules.ts";
import type { GuardAction, TrackingRecord } from "../core/guard-state.ts";
import type { Query } from "../core/query.ts";
import type { Destinations } from "./destinations.ts";
import type { Bilingual, FiredRow } from "./explain.ts";
import type { TrackerEvent } from "./tracker-events.ts";

/** Where the channel settings come from. */
export type FlowChoice =
  /** The reference server's channel data (its seed rows); an unknown channel fails the call. */
  | { kind: "server" }
  /** A web flow with these h5_flow_info values. */
  | { kind: "web"; values: FlowValues }
  /** An app flow: APP-IOS or APP-安卓 with h5_bd_type_for_p4. */
  | { kind: "app"; application: "APP-IOS" | "APP-安卓"; h5_bd_type_for_p4: number };

/** One visit to simulate. */
export interface SimulationInput {
  bundleId: string;
  /** Page path; default the bundle's root target (e.g. /login). */
  path?: string;
  /** Stored-form channel (channel_5265), sent as ?c= on the landing address; none: the default channel. */
  channel?: string;
  /** City the IP lookup answers; undefined: the lookup fails. */
  city?: string;
  loggedIn: boolean;
  flow: FlowChoice;
  /** Further landing parameters (mark, markcode, from, bd_vid, utm_source, callback, appname, ...). */
  query?: Query;
  /** Clock in ms; default a fixed instant so that traces are reproducible. */
  now?: number;
}

/** One guard turn. */
export interface TraceStep {
  index: number;
  rule: RuleTrace;
  type: GuardAction["type"];
  action: Bilingual;
  row?: FiredRow;
}

/** Result of {@link simulate}. */
export interface SimulationResult {
  bundle: { id: string; brand: string; hostnames: readonly string[]; isDefault: boolean };
  path: string;
  routeName: string | undefined;
  /** Path and query of the landing address, e.g. /login?c=5265. */
  landingHref: string;
  /** The channel stored at the end (channel_5818 when none was given). */
  channel: string;
  city: string | undefined;
  loggedIn: boolean;
  /** Where the channel info came from. */
  channelInfoSource: string;
  steps: TraceStep[];
  /** Where the visitor ends up: a path, or the closed app view. */
  final: { rule: RuleTrace | undefined; to: string; zh: string; en: string };
  /** Flow settings stored at the end. */
  flow: FlowValues;
  /** Session value application (1 iOS app, 2 Android app, 3 web); undefined without channel info. */
  application: Application | undefined;
  destinations: Destinations;
  brand: { resolved: ResolvedBrand; rows: string[]; title: string };
  trackers: TrackerEvent[];
  /** Event record the guard sends (the /download?from=4 app callback). */
  records: TrackingRecord[];
  /** Set when the guard did not reach a decision (it then stays). */
  error?: string;
}
