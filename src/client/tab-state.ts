/**
 * Page state kept for the tab only (the tab's own storage as the session module opened it, in
 * memory where storage is refused): form drafts and the marketplace's lists. Part of the
 * session module (decision 027), in a file of its own because the script every page runs holds
 * session.ts and these are needed by two islands only.
 */
import { sessionStore } from "./session.ts";

const DRAFT_VERSION = 1;
/** Longest value kept (the contract accepts 500 characters per field). */
const DRAFT_MAX_VALUE = 500;

interface Draft {
  /** Index of the step the visitor was on. */
  step: number;
  values: Record<string, string>;
}

const EMPTY_DRAFT: Draft = { step: 0, values: {} };

/**
 * Reads a stored draft. `names` are the fields the form knows; `stepCount` bounds the step.
 * Anything malformed reads as the empty draft; unknown names, non-string values and oversized
 * values are dropped.
 */
function decodeDraft(raw: string | null, names: ReadonlySet<string>, stepCount: number): Draft {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? "");
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

/**
 * A form's draft: what the visitor typed, kept under `form_draft:<form id>` so it survives a
 * reload, back/forward navigation and a failed submit, and removed after the server saved the
 * form. The tab's storage, not the lasting one: a draft may hold an ID number, so it must not
 * outlive the tab.
 */
export function formDraft(formId: string, names: ReadonlySet<string>, stepCount: number) {
  const key = `form_draft:${formId}`;
  return {
    load: (): Draft => decodeDraft(sessionStore.getItem(key), names, stepCount),
    save: (draft: Draft): void =>
      sessionStore.setItem(key, JSON.stringify({ v: DRAFT_VERSION, step: draft.step, values: draft.values })),
    clear: (): void => sessionStore.removeItem(key),
  };
}

/** The marketplace's lists (the products, and where the visitor was), never throwing. */
export const marketplaceMemory = { read: sessionStore.getItem, write: sessionStore.setItem };
