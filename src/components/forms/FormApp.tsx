/**
 * The form engine island: renders a form spec of src/config/forms step by step, keeps a draft,
 * validates with the field rules, moves focus to the first error, and submits once (a ref lock
 * plus a disabled button make a second submission impossible while one is in flight).
 *
 * The form holds the answers (decision 155): every step is in the page (the others hidden), its
 * inputs uncontrolled and named by the field, so what was typed or picked before hydration stays
 * and the rules read FormData. Only the SMS fields of SmsLogin are the island's own state.
 */
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { $phone, $smsCountdownUntil } from "../../client/page-stores.ts";
import { formValues } from "../../client/forms/form-values.ts";
import { isLoggedIn } from "../../client/stores.ts";
import { formDraft } from "../../client/tab-state.ts";
import { formById } from "../../config/forms/registry.ts";
import { ConsentCheckbox } from "../ui/ConsentCheckbox.tsx";
import { SubmitButton } from "../ui/SubmitButton.tsx";
import { Toast, useToast } from "../ui/Toast.tsx";
import { browserSubmitDeps, currentMonth, destinationAfterSave } from "../../client/forms/browser-effects.ts";
import { fetchUserProfile } from "../../client/forms/profile.ts";
import { announceFormSuccess } from "../../client/announce-form-success.ts";
import { draftNames, firstError, formErrors, stepErrors, stepOf } from "../../core/forms/form-rules.ts";
import {
  CONSENT_FIELD,
  ID_CONSENT_FIELD,
  SMS_CODE_FIELD,
  SMS_PHONE_FIELD,
} from "../../core/forms/submit-body.ts";
import { submitForm } from "../../client/forms/submit-flow.ts";
import { listenForAgreementTaps } from "../../client/agreement-sheet.ts";
import type { FormErrors } from "../../core/forms/validate-field.ts";
import { DialogFrame } from "./DialogFrame.tsx";
import { LeavePrompt } from "./LeavePrompt.tsx";
import { AgreementLink } from "../legal/AgreementLink.tsx";
import { useStepHistory } from "./use-step-history.ts";
import { controlId, FieldControl } from "./FieldControl.tsx";
import { applyPrefill } from "./prefill.ts";
import { useFormValues } from "./use-form-values.ts";
import SmsLogin from "../login/SmsLogin.tsx";
import { smsFieldErrors } from "../../core/login/login-fields.ts";
import "./forms.css";

export interface FormAppProps {
  /** Id of a form in src/config/forms/registry.ts. */
  formId: string;
}

export default function FormApp({ formId }: FormAppProps) {
  const spec = formById(formId);
  const names = useMemo(() => draftNames(spec), [spec]);
  const drafts = useMemo(() => formDraft(spec.id, names, spec.steps.length), [spec, names]);
  const { form: formRef, values, refresh, set: write, fill } = useFormValues();
  const [errors, setErrors] = useState<FormErrors>({});
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [viewer, setViewer] = useState<{ loggedIn: boolean; month: string } | null>(null);
  const [focus, setFocus] = useState<{ name: string } | null>(null);
  const [toastMessage, toast] = useToast();
  const lock = useRef(false);
  const ready = useRef(false);
  const saved = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  // Declared before the restoring effect, so the first (empty) render never overwrites the draft.
  useEffect(() => {
    if (!ready.current) return;
    const kept = Object.entries(values).filter(([name]) => names.has(name));
    drafts.save({ step, values: Object.fromEntries(kept) });
  }, [values, step, drafts, names]);

  // Storage is readable only after hydration (the server render has none), so the draft and the
  // login state are restored here, once; what the visitor typed before hydration wins. A layout
  // effect: the form shows what it holds (and Back is armed, use-step-history.ts) before a tap
  // that came during hydration is handled, so a sheet it opens pushes its entry last.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    const draft = drafts.load();
    fill(draft.values);
    setStep(draft.step);
    if (spec.prefill === "car") applyPrefill(location.search, fill);
    setViewer({ loggedIn: isLoggedIn(), month: currentMonth() });
    ready.current = true;
    /* eslint-enable react-hooks/set-state-in-effect */
    // Back/forward cache: a page left after saving comes back unlocked and empty.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      lock.current = false;
      setBusy(false);
      if (saved.current) {
        saved.current = false;
        ready.current = true;
        formRef.current?.reset();
        refresh();
        setStep(0);
      }
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [drafts, spec, fill, formRef, refresh]);

  // A returning visitor: the answers the backend knows fill what the draft leaves empty; where
  // the operator names a "complete" field (USER_PROFILE.complete, none by default), a complete
  // application goes on to the success destination (issue 18).
  const loggedIn = viewer?.loggedIn === true;
  useEffect(() => {
    if (!loggedIn) return undefined;
    let current = true;
    void fetchUserProfile([...names]).then((profile) => {
      if (!current) return;
      if (profile.complete && spec.next.kind === "flow" && drafts.load().step === 0) {
        location.replace(destinationAfterSave(spec, true).href);
        return;
      }
      fill(profile.values);
    });
    return () => {
      current = false;
    };
  }, [loggedIn, spec, drafts, names, fill]);

  // The consent's agreement links open in a sheet without React (src/client/agreement-sheet.ts).
  useEffect(listenForAgreementTaps, []);

  useEffect(() => {
    if (focus) document.getElementById(controlId(formId, focus.name))?.focus();
  }, [focus, formId]);

  useEffect(() => {
    if (!movedStep.current) return;
    movedStep.current = false;
    stepHeading.current?.focus();
  }, [step]);

  const ctx = () => ({ now: Date.now(), applicantPhone: $phone.get() });
  /** What the rules check: what the form holds, the SMS fields included. */
  const answers = () => (formRef.current ? formValues(formRef.current) : {});
  const fixed = (name: string) =>
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
  const set = (name: string, value: string) => {
    write(name, value);
    fixed(name);
  };
  const showErrors = (next: FormErrors) => {
    setErrors(next);
    const name = firstError(spec, next);
    if (name === undefined) return;
    setStep(stepOf(spec, name));
    setFocus({ name });
  };
  const dirty = viewer !== null && Object.values(values).some((value) => value !== "");
  const stepHistory = useStepHistory(step, setStep, dirty);
  /** Later steps are new history entries; earlier ones are reached with Back, like the phone's. */
  const goTo = (index: number) => {
    movedStep.current = true;
    if (index > step) stepHistory.forward(index);
    else stepHistory.back();
  };

  const current = spec.steps[step] ?? spec.steps[0];
  const last = spec.steps.length - 1;
  const isLast = step >= last;
  const anonymous = viewer !== null && !viewer.loggedIn;

  const next = () => {
    if (!current) return;
    const found = stepErrors(current, answers(), ctx());
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    goTo(step + 1);
  };

  const submit = async () => {
    if (lock.current) return;
    // The SMS fields are uncontrolled too (the one SMS login, src/components/login/SmsLogin.tsx).
    const typed = answers();
    const sms = { phone: typed[SMS_PHONE_FIELD] ?? "", code: typed[SMS_CODE_FIELD] ?? "" };
    const smsErrors = anonymous ? smsFieldErrors(sms.phone, sms.code) : {};
    const found = formErrors(spec, typed, ctx(), smsErrors);
    if (Object.keys(found).length > 0) return showErrors(found);
    lock.current = true;
    setBusy(true);
    const login = anonymous ? sms : undefined;
    const deps = browserSubmitDeps(() => setViewer((v) => (v ? { ...v, loggedIn: true } : v)));
    const outcome = await submitForm(spec, typed, login, deps);
    if (outcome.kind === "saved") {
      saved.current = true;
      ready.current = false;
      drafts.clear();
      if (outcome.accepted) await announceFormSuccess(window, { formKind: spec.kind, formId: spec.id });
      location.assign(destinationAfterSave(spec, outcome.accepted).href);
      return;
    }
    lock.current = false;
    setBusy(false);
    if (outcome.kind === "field") {
      // A spent SMS code needs a new one: the send button must agree with the message.
      if (outcome.newCodeNeeded) $smsCountdownUntil.set(Math.min($smsCountdownUntil.get(), Date.now()));
      showErrors({ [outcome.field]: outcome.message });
    } else toast(outcome.message);
  };

  if (!current) return null;
  const form = (
    <form
      ref={formRef}
      className="form-engine"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onChange={(event) => {
        refresh();
        if (event.target instanceof HTMLInputElement) fixed(event.target.name);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) void submit();
        else next();
      }}
    >
      <h2 id={`${formId}-heading`}>{spec.heading}</h2>
      <p className="muted">{spec.intro}</p>
      {spec.steps.length > 1 && (
        <ol className="form-progress" aria-label="填写进度">
          {spec.steps.map((s, index) => (
            <li key={s.title} aria-current={index === step ? "step" : undefined}>
              {s.title}
            </li>
          ))}
        </ol>
      )}
      <h3 className="form-step-title" ref={stepHeading} tabIndex={-1}>
        {spec.steps.length > 1
          ? `第${step + 1}步（共${spec.steps.length}步）：${current.title}`
          : current.title}
      </h3>
      {spec.steps.map((shown, index) => (
        <div key={shown.title} hidden={index !== step}>
          {shown.fields.map((field) => (
            <Fragment key={field.name}>
              <FieldControl
                formId={formId}
                field={field}
                values={values}
                error={errors[field.name]}
                set={set}
                maxMonth={viewer?.month}
              />
              {field.kind === "idNumber" && (
                <ConsentCheckbox
                  id={controlId(formId, ID_CONSENT_FIELD)}
                  name={ID_CONSENT_FIELD}
                  error={errors[ID_CONSENT_FIELD]}
                >
                  我单独同意平台为实名认证收集、使用我的身份证号（敏感个人信息），仅用于本次借款申请
                </ConsentCheckbox>
              )}
            </Fragment>
          ))}
          {index === last && anonymous && (
            <SmsLogin
              inForm={{
                ids: { phone: controlId(formId, SMS_PHONE_FIELD), code: controlId(formId, SMS_CODE_FIELD) },
                consentName: CONSENT_FIELD,
                errors,
              }}
            />
          )}
          {index === last && (
            <ConsentCheckbox
              id={controlId(formId, CONSENT_FIELD)}
              name={CONSENT_FIELD}
              error={errors[CONSENT_FIELD]}
            >
              {spec.consent.lead}
              {spec.consent.documents.map((doc) => (
                <AgreementLink key={doc.href} href={doc.href} title={doc.title.replace(/^《|》$/g, "")} />
              ))}
              ，授权平台为评估借款申请处理以上信息
            </ConsentCheckbox>
          )}
        </div>
      ))}
      <div className="form-actions">
        {step > 0 && (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(step - 1)} disabled={busy}>
            上一步
          </button>
        )}
        {isLast ? (
          <SubmitButton label={spec.submitLabel} busy={busy} />
        ) : (
          <button type="submit" className="btn">
            下一步
          </button>
        )}
      </div>
    </form>
  );
  return (
    <>
      {spec.presentation === "dialog" ? (
        <DialogFrame labelledBy={`${formId}-heading`}>{form}</DialogFrame>
      ) : (
        form
      )}
      <Toast message={toastMessage} />
      {stepHistory.asking && (
        <LeavePrompt
          stepsLeft={spec.steps.length - 1 - step}
          onStay={stepHistory.stay}
          onLeave={stepHistory.leave}
        />
      )}
    </>
  );
}
