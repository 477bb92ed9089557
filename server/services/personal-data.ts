/**
 * What of a visitor's answers is kept at rest (decision 030): ID numbers only as the
 * real-name check shows them (110105********002X), in any field, free text included; the
 * reference server never needs them back.
 */
import { maskIdNumber } from "../../src/contract/index.ts";

const ID_NUMBER = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;

/** A copy of form fields fit to store: every ID number in every value masked. */
export function maskFormFields(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.replace(ID_NUMBER, maskIdNumber)]),
  );
}
