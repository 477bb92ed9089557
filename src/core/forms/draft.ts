/**
 * Drafts: what the visitor typed, kept per form in the tab's storage under `form_draft:<form id>`
 * so it survives a reload, back/forward navigation and a failed submit, and is removed after
 * the server saved the form. The tab's storage (not the lasting one) because a draft may hold
 * an ID number: it should not outlive the tab. Decoding never throws; unknown names, non-string
 * values and oversized values are dropped.
 */
/** The slice of a storage a draft store needs (the browser's session storage, a map in tests). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const DRAFT_PREFIX = "form_draft:";
const DRAFT_VERSION = 1;
/** Longest value kept (the contract accepts 500 characters per field). */
const DRAFT_MAX_VALUE = 500;

export interface Draft {
  /** Index of the step the visitor was on. */
  step: number;
  values: Record<string, string>;
}

export const EMPTY_DRAFT: Draft = { step: 0, values: {} };

/** Storage key of a form's draft. */
export function draftKey(formId: string): string {
  return `${DRAFT_PREFIX}${formId}`;
}

/** The stored text of a draft. */
export function encodeDraft(draft: Draft): string {
  return JSON.stringify({ v: DRAFT_VERSION, step: draft.step, values: draft.values });
}

/**
 * Reads a stored draft. `names` are the fields the form knows; `stepCount` bounds the step.
 * Anything malformed reads as the empty draft.
 */
export function decodeDraft(raw: string | null, names: ReadonlySet<string>, stepCount: number): Draft {
  if (raw === null || raw === "") return EMPTY_DRAFT;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof parsed !== "object" || parsed === null) return EMPTY_DRAFT;
  const { v, step, values } = parsed as Record<string, unknown>;
  if (v !== DRAFT_VERSION || typeof values !== "object" || values === null || Array.isArray(values))
    return EMPTY_DRAFT;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (names.has(name) && typeof value === "string" && value.length <= DRAFT_MAX_VALUE) kept[name] = value;
  }
  const safeStep =
    Number.isInteger(step) && (step as number) >= 0 && (step as number) < stepCount ? (step as number) : 0;
  return { step: safeStep, values: kept };
}

/** Loads, saves and clears one form's draft in a storage (the tab's, given by tab-state.ts). */
export function draftStore(
  storage: DraftStorage,
  formId: string,
  names: ReadonlySet<string>,
  stepCount: number,
) {
  const key = draftKey(formId);
  return {
    load: (): Draft => decodeDraft(storage.getItem(key), names, stepCount),
    save: (draft: Draft): void => storage.setItem(key, encodeDraft(draft)),
    clear: (): void => storage.removeItem(key),
  };
}
