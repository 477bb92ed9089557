/**
 * Page state kept for the tab only (the tab's own storage, through the session module's
 * never-throwing wrapper): form drafts and the marketplace's lists. Part of the session module
 * (decision 027), in a file of its own because the script every page runs holds session.ts and
 * these are needed by two islands only.
 */
import { draftStore } from "../core/forms/draft.ts";
import { sessionStore } from "./session.ts";

/** A form's draft: a draft may hold an ID number, so it must not outlive the tab. */
export function formDraft(formId: string, names: ReadonlySet<string>, stepCount: number) {
  return draftStore(sessionStore, formId, names, stepCount);
}

/** The marketplace's lists (the products, and where the visitor was), never throwing. */
export const marketplaceMemory = {
  read: (key: string): string | null => sessionStore.getItem(key),
  write: (key: string, value: string): void => sessionStore.setItem(key, value),
};
