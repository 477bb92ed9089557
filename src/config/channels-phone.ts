/**
 * Phone-number configuration of spec section 5 that the spec leaves open.
 *
 * Spec: "Virtual-operator or reseller prefixes flagged: ... One specific number is exempt."
 * The number itself is not shown; this is a sample value for operators to replace
 * (*unconfirmed*, REFERENCE.md: keep such facts in configuration).
 */
import { sample } from "./sample.ts";
export const VIRTUAL_OPERATOR_EXEMPT_NUMBERS: readonly string[] = sample(
  ["17012345678"],
  "the one mobile number exempt from the virtual-operator check (spec section 5 does not show it)",
);
