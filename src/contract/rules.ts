/**
 * Field rules of the contract. The rules themselves live in src/core (pure, table-tested);
 * the contract re-exports them so the front end's forms, the validators and the server share
 * one definition.
 */
import { isValidIdNumber as coreIsValidIdNumber } from "../core/id-number.ts";

export { isValidName, normalizeName } from "../core/name.ts";
export { isMainlandMobile, maskPhone, normalizeMobile } from "../core/phone.ts";

/**
 * GB 11643 resident ID number with a real birth date not after `today` and a correct check
 * character (src/core/id-number.ts); a lower-case x is accepted.
 */
export function isValidIdNumber(value: string, today: Date = new Date()): boolean {
  return coreIsValidIdNumber(value, today.getTime());
}

/** 110105********002X: ID numbers are sensitive personal information (PIPL art. 28). */
export function maskIdNumber(id: string): string {
  return id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : "***";
}
