/**
 * The forms announce a saved and accepted application with a window event; the trackers
 * (conversion reporting) listen for it, so the forms never depend on any ad network. A
 * listener may hand a promise to `waitUntil` (e.g. a conversion upload); navigation waits for
 * those, at most `timeoutMs`, and never fails because of them. The page runtime imports only the
 * event's name, so the script every page runs does not carry the announcing.
 */

export const FORM_SUCCESS_EVENT = "funnel:form-success";

export interface FormSuccessDetail {
  /** form_kind of the contract, e.g. form-package. */
  formKind: string;
  /** The form's id (draft key), e.g. bd-carloan. */
  formId: string;
  /** Lets a listener delay navigation until its report is sent (bounded by the timeout). */
  waitUntil: (promise: Promise<unknown>) => void;
}

/** Dispatches the success event and waits for the listeners' promises, at most `timeoutMs`. */
export async function announceFormSuccess(
  target: EventTarget,
  info: { formKind: string; formId: string },
  timeoutMs = 1500,
): Promise<void> {
  const waits: Promise<unknown>[] = [];
  const detail: FormSuccessDetail = {
    ...info,
    waitUntil: (promise) => void waits.push(promise.catch(() => undefined)),
  };
  try {
    target.dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { detail }));
  } catch {
    // A throwing listener must not keep the visitor on the form.
  }
  if (waits.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  await Promise.race([Promise.all(waits), timeout]);
  clearTimeout(timer);
}
