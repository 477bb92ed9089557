/**
 * Query intake (spec section 2, "Query parameters read"): what a landing URL carries into the
 * stores. Pure: {@link readIntake} turns an address into a plan, the page runtime writes the
 * plan to the stores. Every value is checked here; anything that does not fit is ignored,
 * never stored half-way, and never thrown about. Stored values are only ever shown through
 * textContent, so script in a parameter stays text.
 *
 * Not here: `c` (the guard's first rule stores it), `from` (read by the guard on /download),
 * `mark` / `markcode` (the guard sets firstVisit and exchanges the markcode).
 */
import { partnerReturnUrl } from "../core/partner-return.ts";
import { parseQuery, type Query } from "../core/query.ts";
import type { KuaishouAttribution } from "./page-storage-keys.ts";

/** Data handed over by the native app (spec section 3, "App hand-over data"). */
export interface Handover {
  token: string;
  channel?: string;
  os?: string;
  did?: string;
  userId?: string;
  ua?: string;
  oaId?: string;
  appname?: string;
  appcompany?: string;
  phone?: string;
}

/** What a landing URL asks to store; absent fields leave the stores as they are. */
export interface IntakePlan {
  zhijieBackUrl?: string;
  h5face?: string;
  bdVidUrl?: string;
  kuaishou?: KuaishouAttribution;
  handover?: Handover;
  /** Path + query + hash without the hand-over parameters, for history.replaceState. */
  cleanedUrl?: string;
}

/** Facts of the page the intake needs. */
export interface IntakeContext {
  /** Hosts zhijieBackUrl may point to (bundle config `returnHosts`). */
  returnHosts: readonly string[];
  /** The page's own hostname, always allowed (default bundles list no hostnames). */
  ownHost: string;
}

/** Query names of the app hand-over, removed from the address bar once stored. */
export const HANDOVER_PARAMS: readonly string[] = [
  "_token",
  "_channel",
  "_os",
  "_did",
  "_user_id",
  "_ua",
  "_oa_id",
  "appname",
  "company",
  "_phone",
];

/** REFERENCE.md: the search-ad platform accepts landing URLs of at most 1024 characters. */
export const BD_VID_URL_MAX = 1024;

/** True when the text holds a control character (U+0000-U+001F or U+007F). */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
/** REFERENCE.md: "A value still reading `__SOMETHING__` is an unfilled macro: treat as absent." */
const MACRO = /^__[A-Za-z0-9_]+__$/;

/** A trimmed string of at most `max` characters without control characters, else undefined. */
export function cleanText(value: string | undefined, max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  return text !== "" && text.length <= max && !hasControl(text) ? text : undefined;
}

function matching(value: string | undefined, pattern: RegExp): string | undefined {
  const text = value?.trim();
  return text !== undefined && pattern.test(text) ? text : undefined;
}

/**
 * zhijieBackUrl is kept only as an http(s) URL of an allowed host, without credentials, so a
 * crafted link cannot turn a later "back" button into a jump to another site.
 */
export function allowedReturnUrl(value: string | undefined, ctx: IntakeContext): string | undefined {
  const text = cleanText(value, 2048);
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username !== "" || url.password !== "") return undefined;
  const hosts = [...ctx.returnHosts, ctx.ownHost].map((host) => host.toLowerCase());
  return hosts.includes(url.hostname.toLowerCase()) ? url.href : undefined;
}

/** A channel as `channel_NNNN`, from either that form or bare digits. */
export function channelFrom(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  if (/^\d{1,10}$/.test(text)) return `channel_${text}`;
  return /^channel_\d{1,10}$/.test(text) ? text : undefined;
}

function handoverOf(query: Query): Handover | undefined {
  // Bearer tokens are base64url, JWT or hex: anything else is not a token.
  const token = matching(query._token, /^[\w.~+/=-]{8,1024}$/);
  if (!token) return undefined;
  const fields: Omit<Handover, "token"> = {
    channel: channelFrom(query._channel),
    os: matching(query._os, /^[123]$/),
    did: matching(query._did, /^[\w.:-]{1,128}$/),
    userId: matching(query._user_id, /^[\w-]{1,64}$/),
    ua: cleanText(query._ua, 512),
    oaId: matching(query._oa_id, /^[\w.:-]{1,128}$/),
    appname: cleanText(query.appname, 40),
    appcompany: cleanText(query.company, 100),
    phone: matching(query._phone, /^1[3-9]\d{9}$/),
  };
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  return { token, ...Object.fromEntries(present) };
}

function attributionValue(value: string | undefined, max: number): string | undefined {
  const text = cleanText(value, max);
  return text !== undefined && !MACRO.test(text) ? text : undefined;
}

/** Short-video ad attribution: utm_source plus the filled-in device and callback fields. */
export function kuaishouOf(query: Query): KuaishouAttribution | undefined {
  const source = attributionValue(query.utm_source, 128);
  if (!source) return undefined;
  const attribution: KuaishouAttribution = { utm_source: source };
  const callback = attributionValue(query.callback, 2048);
  if (callback) attribution.callback = callback;
  for (const key of ["oaidMd5", "imeiMd5", "idfaMd5"] as const) {
    const value = attributionValue(query[key], 128);
    if (value) attribution[key] = value;
  }
  return attribution;
}

/** The landing URL carrying bd_vid, shortened to origin + path + bd_vid when too long. */
export function bdVidUrlOf(url: URL, bdVid: string | undefined): string | undefined {
  const vid = matching(bdVid, /^[\w.-]{1,512}$/);
  if (!vid) return undefined;
  if (url.href.length <= BD_VID_URL_MAX) return url.href;
  const short = `${url.origin}${url.pathname}?bd_vid=${encodeURIComponent(vid)}`;
  return short.length <= BD_VID_URL_MAX ? short : undefined;
}

/** The address without the hand-over parameters; other parameters are kept as written. */
export function withoutParams(url: URL, names: readonly string[]): string {
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((part) => {
      if (part === "") return false;
      const name = Object.keys(parseQuery(part))[0];
      return name === undefined || !names.includes(name);
    });
  return `${url.pathname}${kept.length > 0 ? `?${kept.join("&")}` : ""}${url.hash}`;
}

/** Reads a landing address into an intake plan. Never throws. */
export function readIntake(href: string, ctx: IntakeContext): IntakePlan {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return {};
  }
  const query = parseQuery(url.search);
  const plan: IntakePlan = {};
  const back = partnerReturnUrl(query.zhijieBackUrl, ctx.returnHosts);
  if (back) plan.zhijieBackUrl = back;
  const h5face = cleanText(query.h5face, 256);
  if (h5face) plan.h5face = h5face;
  const bdVidUrl = bdVidUrlOf(url, query.bd_vid);
  if (bdVidUrl) plan.bdVidUrl = bdVidUrl;
  const kuaishou = kuaishouOf(query);
  if (kuaishou) plan.kuaishou = kuaishou;
  const handover = handoverOf(query);
  if (handover) plan.handover = handover;
  // Any _token in the address (valid or not) is removed: it must not leak through Referer.
  if (Object.hasOwn(query, "_token")) plan.cleanedUrl = withoutParams(url, HANDOVER_PARAMS);
  return plan;
}
