/**
 * Persistent stores of the funnel, one per key declared in src/client/storage-keys.ts and
 * page-storage-keys.ts.
 * Importing this module first installs the routing engine (session keys to the tab's storage),
 * then creates the stores, then gives the device a random `_did` if it has none.
 */
import { persistentAtom, setPersistentEngine, windowPersistentEvents } from "@nanostores/persistent";
import { localStore, sessionStore, type KeyValueStorage } from "./session.ts";
import * as keys from "./storage-keys.ts";
import * as pageKeys from "./page-storage-keys.ts";

/**
 * An object with property semantics (`in`, get, set, delete), as @nanostores/persistent
 * expects of its engine, that sends each key to session or local storage.
 */
function routingEngine(
  isSessionKey: (key: string) => boolean,
  local: KeyValueStorage,
  session: KeyValueStorage,
): Record<string, string> {
  const pick = (key: string) => (isSessionKey(key) ? session : local);
  return new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === "string" ? (pick(key).getItem(key) ?? undefined) : undefined),
    has: (_target, key) => typeof key === "string" && pick(key).getItem(key) !== null,
    set: (_target, key, value) => {
      if (typeof key === "string") pick(key).setItem(key, String(value));
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key === "string") pick(key).removeItem(key);
      return true;
    },
  });
}

setPersistentEngine(
  routingEngine((key) => keys.SESSION_KEYS.has(key), localStore, sessionStore),
  typeof window === "undefined"
    ? { addEventListener() {}, removeEventListener() {} }
    : windowPersistentEvents,
);

const storeOf = <T>({ key, fallback, codec }: keys.StoredKey<T>) => persistentAtom<T>(key, fallback, codec);

export const $accessToken = storeOf(keys.ACCESS_TOKEN);
export const $userId = storeOf(keys.USER_ID);
export const $did = storeOf(pageKeys.DEVICE_ID);
export const $os = storeOf(keys.OS);
export const $ua = storeOf(pageKeys.UA);
export const $oaId = storeOf(pageKeys.OA_ID);
export const $channel = storeOf(keys.CHANNEL);
export const $appname = storeOf(keys.APPNAME);
export const $appcompany = storeOf(pageKeys.APPCOMPANY);
export const $phone = storeOf(pageKeys.PHONE);
export const $inputForm = storeOf(keys.INPUT_FORM);
export const $succTodo = storeOf(keys.SUCC_TODO);
export const $failTodo = storeOf(keys.FAIL_TODO);
export const $loginAddress = storeOf(keys.LOGIN_ADDRESS);
export const $zhijieBackUrl = storeOf(pageKeys.ZHIJIE_BACK_URL);
export const $brandObj = storeOf(pageKeys.BRAND_OBJ);

// Session state (kept for the tab only).
export const $bdVidUrl = storeOf(pageKeys.BD_VID_URL);
export const $kuaishoumaidian = storeOf(pageKeys.KUAISHOU_ATTRIBUTION);
export const $channelInfo = storeOf(keys.CHANNEL_INFO);
export const $ipAddressInfo = storeOf(keys.IP_ADDRESS_INFO);
export const $smsCountdownUntil = storeOf(pageKeys.SMS_COUNTDOWN_UNTIL);
export const $smsPhone = storeOf(pageKeys.SMS_PHONE);

/** A random device id: 16 bytes of hex (spec: "_did (device id; random if missing)"). */
function randomDeviceId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

if (!$did.get()) $did.set(randomDeviceId());

/** Logged in means an access token exists (spec section 6). */
export function isLoggedIn(): boolean {
  return $accessToken.get() !== "";
}
