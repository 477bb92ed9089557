/**
 * The reader of the guard's end mark, for the login and /single-sign: `stay` in guard.ts names
 * the rule that ended the guard on `<html data-guard>`. A module of its own, so that the page
 * runtime does not carry it.
 */

/** Resolves once the guard has run and the page stays; a page the guard sends away never resolves. */
export function guardHasRun(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.guard !== undefined) return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.guard === undefined) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-guard"] });
  });
}
