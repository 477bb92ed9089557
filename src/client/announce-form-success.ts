/**
 * The forms' side of the success event (form-success.ts): the page runtime only listens, so
 * the script every page runs does not carry this.
 */
import { FORM_SUCCESS_EVENT, type FormSuccessDetail } from "./form-success.ts";

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
