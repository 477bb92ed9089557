/**
 * Whether a page view reports its field figures (decision 445), for the host's sample rate (0 to
 * 1) and a random number in [0, 1). Apart from the payload rules (field-payload.ts): the page
 * runtime decides before it loads the reporter, and must not carry the reporter's code.
 */
export const isSampled = (rate: number, random: number): boolean => random < rate;
