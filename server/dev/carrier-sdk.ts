/**
 * The development carrier SDK (docs/decisions/061-carrier-sdk-interface.md): no carrier
 * gateway is reachable here, so the reference server serves, in development mode only, a
 * script with the interface a host's carrier SDK must offer. It vouches for the number in the
 * `__dev_carrier` cookie (read in the page, so each browser test picks its own) with
 * `dev:<mobile>` tokens, or plays a carrier that cannot vouch, fails or never answers.
 */
import { DEV_CARRIER_SDK, DEV_COOKIES } from "../../src/contract/index.ts";

/** How long each step of the development SDK takes (ms): a real SDK is never instant. */
const STEP_MS = 150;

/** The script's text. Plain ES5-style JavaScript: it runs as-is in the page, untranspiled. */
export function devCarrierSdkScript(): string {
  return `(function () {
  "use strict";
  var match = /(?:^|;\\s*)${DEV_COOKIES.carrier}=([^;]*)/.exec(document.cookie);
  var setting = match ? decodeURIComponent(match[1]) : "";
  var phone = /^1[3-9]\\d{9}$/.test(setting) ? setting : "${DEV_CARRIER_SDK.defaultPhone}";
  function later(work) {
    return new Promise(function (resolve, reject) {
      setTimeout(function () {
        try { resolve(work()); } catch (error) { reject(error); }
      }, ${STEP_MS});
    });
  }
  function requireAppId(options) {
    if (!options || typeof options.appId !== "string" || options.appId === "") throw new Error("dev carrier SDK: appId missing");
  }
  window.${DEV_CARRIER_SDK.global} = {
    prepare: function (options) {
      return later(function () {
        requireAppId(options);
        if (setting === "unavailable") return { available: false };
        return { available: true, maskedPhone: phone.slice(0, 3) + "****" + phone.slice(7), carrier: "cmcc" };
      });
    },
    getToken: function (options) {
      if (setting === "timeout") return new Promise(function () {});
      return later(function () {
        requireAppId(options);
        if (setting === "fail") throw new Error("dev carrier SDK: authentication failed");
        return { token: "dev:" + phone };
      });
    }
  };
})();
`;
}
