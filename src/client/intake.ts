/**
 * Query intake (spec section 2, "Query parameters read"): what a landing URL carries into the
 * stores; the app hand-over then leaves the address bar. Every value is checked here; anything
 * that does not fit is ignored, never stored half-way, and never thrown about. Stored values
 * are only ever shown through textContent, so script in a parameter stays text.
 *
 * Not here: `c` (the guard's first rule stores it), `from` (read by the guard on /download),
 * `mark` / `markcode` (the guard sets firstVisit and exchanges the markcode).
 */
import { CHANNEL_PATTERN } from "../config/channels.ts";
import { takesIncomingLogin, withoutParams, type Login } from "../core/incoming-login.ts";
import { opaqueValue } from "../core/opaque.ts";
import { partnerReturnUrl } from "../core/partner-return.ts";
import { isMainlandMobile, normalizeMobile } from "../core/phone.ts";
import { parseQuery, type Query } from "../core/query.ts";
import { bundleConfig } from "./bundle-config.ts";
import { inAppWebView } from "./guard.ts";
import * as page from "./page-stores.ts";
import type { StoredAtom } from "./session.ts";
import * as s from "./stores.ts";

/** REFERENCE.md: "A value still reading `__SOMETHING__` is an unfilled macro: treat as absent." */
const MACRO = /^__[A-Za-z0-9_]+__$/;

/** A channel as `channel_NNNN`, from either that form or bare digits. */
function channelFrom(value: string | undefined): string | undefined {
  const text = value?.trim() ?? "";
  const channel = /^\d+$/.test(text) ? `channel_${text}` : text;
  return CHANNEL_PATTERN.test(channel) ? channel : undefined;
}

/** A hand-over phone when it is a mainland mobile number (normalised), else undefined. */
function handoverPhone(value: string | undefined): string | undefined {
  const phone = normalizeMobile(value?.trim() ?? "");
  return isMainlandMobile(phone) ? phone : undefined;
}

/** Longest app name kept from a hand-over (shown as the title; the company, as the footer, twice that). */
const HANDOVER_NAME_MAX = 64;

/**
 * The app hand-over (spec section 3, "App hand-over data") besides its token: each field, the
 * query name it comes in, how it is read and the store it goes to (the user id and the phone go
 * with the session). Device, user and advertising ids are opaque (the app and the backend issue
 * them): checked for safety only. Channel, terminal and phone have the spec's forms
 * (channel_NNNN; 1, 2 or 3; a mainland mobile).
 */
const HANDOVER_FIELDS = {
  channel: ["_channel", channelFrom, s.$channel],
  os: ["_os", (value) => (/^[123]$/.test(value?.trim() ?? "") ? value?.trim() : undefined), s.$os],
  did: ["_did", opaqueValue, page.$did],
  userId: ["_user_id", opaqueValue],
  ua: ["_ua", opaqueValue, page.$ua],
  oaId: ["_oa_id", opaqueValue, page.$oaId],
  appname: ["appname", (value) => opaqueValue(value, HANDOVER_NAME_MAX), s.$appname],
  appcompany: ["company", (value) => opaqueValue(value, HANDOVER_NAME_MAX * 2), page.$appcompany],
  phone: ["_phone", handoverPhone],
} satisfies Record<
  string,
  readonly [
    param: string,
    read: (value: string | undefined) => string | undefined,
    store?: StoredAtom<string>,
  ]
>;

type Handover = { token: string } & Partial<Record<keyof typeof HANDOVER_FIELDS, string>>;

/** Query names of the app hand-over, removed from the address bar once stored. */
const HANDOVER_PARAMS = ["_token", ...Object.values(HANDOVER_FIELDS).map(([param]) => param)];

/** The app hand-over of the address, when it carries a token. */
function handoverOf(query: Query): Handover | undefined {
  const token = opaqueValue(query._token);
  if (!token) return undefined;
  const handover: Handover = { token };
  for (const [field, [param, read]] of Object.entries(HANDOVER_FIELDS)) {
    const value = read(query[param]);
    if (value !== undefined) handover[field as keyof typeof HANDOVER_FIELDS] = value;
  }
  return handover;
}

function attributionValue(value: string | undefined, max?: number): string | undefined {
  const text = opaqueValue(value, max);
  return text !== undefined && !MACRO.test(text) ? text : undefined;
}

/** Short-video ad attribution: utm_source plus the filled-in device and callback fields. */
function kuaishouOf(query: Query): page.KuaishouAttribution | undefined {
  const source = attributionValue(query.utm_source, 256);
  if (!source) return undefined;
  const attribution: page.KuaishouAttribution = { utm_source: source };
  for (const key of ["callback", "oaidMd5", "imeiMd5", "idfaMd5"] as const) {
    const value = attributionValue(query[key], key === "callback" ? undefined : 256);
    if (value) attribution[key] = value;
  }
  return attribution;
}

/**
 * The landing URL carrying bd_vid, shortened to origin + path + bd_vid when too long. It goes to
 * the search-ad platform (through the backend's upload), so it is the address without the app
 * hand-over: the session token, the phone and the device ids stay with us.
 */
function bdVidUrlOf(address: URL, bdVid: string | undefined): string | undefined {
  const vid = opaqueValue(bdVid, page.BD_VID_URL_MAX);
  if (!vid) return undefined;
  const url = new URL(withoutParams(address, HANDOVER_PARAMS), address.origin);
  if (url.href.length <= page.BD_VID_URL_MAX) return url.href;
  const short = `${url.origin}${url.pathname}?bd_vid=${encodeURIComponent(vid)}`;
  return short.length <= page.BD_VID_URL_MAX ? short : undefined;
}

/**
 * Takes the native app's hand-over as a login (spec section 3, "App hand-over data"): the app's
 * fields first (the channel decides which activation is due), then the session through the
 * one login module, then the channel activation every login gets.
 */
async function applyHandover(handover: Handover): Promise<void> {
  for (const [field, [, , $store]] of Object.entries(HANDOVER_FIELDS)) {
    const value = handover[field as keyof typeof HANDOVER_FIELDS];
    if ($store && value) $store.set(value);
  }
  const login = await import("./login.ts");
  login.storeSession({ token: handover.token, userId: handover.userId ?? "" }, handover.phone);
  await login.activateChannelIfDue();
}

/**
 * What the backend says of `token` (POST /v3/user/get made with it): whether it accepts it, and
 * the user id it names ("" when none). A refusal or a failed call accepts nothing (an HTTP
 * 401/403 sends the visitor to /login like any call's, unless the operator exempts the call:
 * AUTH_REDIRECT_EXEMPT in src/config/answer-fields.ts).
 */
async function tokenProof(token: string): Promise<{ accepted: boolean; userId: string }> {
  const [{ request }, api, { readUserId }] = await Promise.all([
    import("./api.ts"),
    import("../contract/calls.ts"),
    import("../contract/answers.ts"),
  ]);
  const reply = await request(api.userGet, {}, { as: { token, userId: "" } }).catch(() => undefined);
  return reply?.ok ? { accepted: true, userId: readUserId(reply.data) } : { accepted: false, userId: "" };
}

/**
 * The hand-over policy (decision 026 in docs/decisions/login.md). Inside the app's web view the app
 * vouches for it, and the very token already held is ours. Anywhere else the backend must accept
 * the token before it, or any field it brings (app name, company, channel …), is stored: a link
 * that anyone can write must not rename the page for good (issue 55). A token it accepts may still
 * replace a held session only as the one policy says (src/core/incoming-login.ts).
 */
async function takesHandover(handover: Handover, held: Login): Promise<boolean> {
  if (inAppWebView() || held.token === handover.token) return true;
  const proof = await tokenProof(handover.token);
  if (!proof.accepted) return false;
  if (!takesIncomingLogin(held, { token: handover.token, provenUserId: proof.userId }, false)) return false;
  // The backend's user id, where it names one, over the link's.
  if (proof.userId) handover.userId = proof.userId;
  return true;
}

/**
 * Reads the current address, stores what it carries (absent or unfit values leave the stores as
 * they are) and removes the hand-over from it. Never throws on what the address holds.
 */
export async function takeInAddress(): Promise<void> {
  let url: URL;
  try {
    url = new URL(location.href);
  } catch {
    return;
  }
  const query = parseQuery(url.search);
  // Any _token (valid or not) leaves the address: it must not leak through Referer, history or
  // screenshots, taken or not.
  if (Object.hasOwn(query, "_token")) {
    history.replaceState(history.state, "", withoutParams(url, HANDOVER_PARAMS));
  }
  const values = [
    [page.$zhijieBackUrl, partnerReturnUrl(query.zhijieBackUrl, bundleConfig().returnHosts)],
    [page.$h5face, opaqueValue(query.h5face)],
    [page.$bdVidUrl, bdVidUrlOf(url, query.bd_vid)],
  ] as const;
  for (const [$store, value] of values) if (value) $store.set(value);
  const kuaishou = kuaishouOf(query);
  if (kuaishou) page.$kuaishoumaidian.set(kuaishou);
  // Whether it may replace a session the visitor holds is the one policy's call (incoming-login.ts).
  const handover = handoverOf(query);
  const held = { token: s.$accessToken.get(), userId: s.$userId.get() };
  if (handover && (await takesHandover(handover, held))) await applyHandover(handover);
}
