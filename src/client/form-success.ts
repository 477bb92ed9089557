/**
 * The forms announce a saved and accepted application with a window event; the trackers
 * (conversion reporting) listen for it, so the forms never depend on any ad network. A
 * listener may hand a promise to `waitUntil` (e.g. a conversion upload); navigation waits for
 * those, at most `timeoutMs`, and never fails because of them.
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
