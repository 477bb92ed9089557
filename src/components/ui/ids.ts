/** Ids of the parts of a labelled control, so labels, hints and errors stay linked. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
