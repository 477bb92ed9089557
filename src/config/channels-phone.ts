/**
 * Phone-number configuration of spec section 5 that the spec leaves open.
 *
 * Spec: "Virtual-operator or reseller prefixes flagged: ... One specific number is exempt."
 * The number itself is not shown; this is a sample value for operators to replace
 * (*unconfirmed*, REFERENCE.md: keep such facts in configuration).
 */
export const VIRTUAL_OPERATOR_EXEMPT_NUMBERS: readonly string[] = ["17012345678"];
