/**
 * The form engine island: renders a form spec of src/config/forms step by step, keeps a draft,
 * validates with the field rules, moves focus to the first error, and submits once (a ref lock
 * plus a disabled button make a second submission impossible while one is in flight).
 */
import { Fragment, useEffect, useMemo, useRef, useState } from "react";
import { isLoggedIn, $phone, $smsCountdownUntil } from "../../client/stores.ts";
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
import type { FormErrors } from "../../core/forms/validate-field.ts";
import { DialogFrame } from "./DialogFrame.tsx";
import { LeavePrompt } from "./LeavePrompt.tsx";
import { AgreementLink } from "../legal/AgreementLink.tsx";
import { useStepHistory } from "./use-step-history.ts";
import { controlId, FieldControl } from "./FieldControl.tsx";
import { applyPrefill } from "./prefill.ts";
import SmsLogin from "../login/SmsLogin.tsx";
import { smsFieldErrors } from "../../core/login/login-fields.ts";
import "./forms.css";

export interface FormAppProps {
  /** Id of a form in src/config/forms/registry.ts. */
  formId: string;
}

export default function FormApp({ formId }: FormAppProps) {
  const spec = formById(formId);
  const drafts = useMemo(() => formDraft(spec.id, draftNames(spec), spec.steps.length), [spec]);
  const [values, setValues] = useState<Record<string, string>>({});
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
    const { [SMS_CODE_FIELD]: _code, ...kept } = values;
    drafts.save({ step, values: kept });
  }, [values, step, drafts]);

  // Storage is readable only after hydration (the server render has none), so the draft and the
  // login state are restored here, once, as the hydration rule of the project asks.
  /* eslint-disable react-hooks/set-state-in-effect */
  useEffect(() => {
    const draft = drafts.load();
    setValues(draft.values);
    setStep(draft.step);
    if (spec.prefill === "car") applyPrefill(location.search, draft.values, setValues);
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
        setValues({});
        setStep(0);
      }
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [drafts, spec]);

  // A returning visitor: the answers the backend knows fill what the draft leaves empty; where
  // the operator names a "complete" field (USER_PROFILE.complete, none by default), a complete
  // application goes on to the success destination (issue 18).
  const loggedIn = viewer?.loggedIn === true;
  useEffect(() => {
    if (!loggedIn) return undefined;
    let current = true;
    void fetchUserProfile([...draftNames(spec)]).then((profile) => {
      if (!current) return;
      if (profile.complete && spec.next.kind === "flow" && drafts.load().step === 0) {
        location.replace(destinationAfterSave(spec, true).href);
        return;
      }
      setValues((typed) => ({ ...profile.values, ...typed }));
    });
    return () => {
      current = false;
    };
  }, [loggedIn, spec, drafts]);

  useEffect(() => {
    if (focus) document.getElementById(controlId(formId, focus.name))?.focus();
  }, [focus, formId]);

  useEffect(() => {
    if (!movedStep.current) return;
    movedStep.current = false;
    stepHeading.current?.focus();
  }, [step]);

  const ctx = () => ({ now: Date.now(), applicantPhone: $phone.get() });
  const setValue = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _fixed, ...rest } = current;
      return rest;
    });
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
  const isLast = step >= spec.steps.length - 1;
  const anonymous = viewer !== null && !viewer.loggedIn;

  const next = () => {
    if (!current) return;
    const found = stepErrors(current, values, ctx());
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    goTo(step + 1);
  };

  const submit = async (form: HTMLFormElement) => {
    if (lock.current) return;
    // The SMS fields are uncontrolled (the one SMS login, src/components/login/SmsLogin.tsx).
    const typed = new FormData(form);
    const sms = {
      phone: String(typed.get(SMS_PHONE_FIELD) ?? ""),
      code: String(typed.get(SMS_CODE_FIELD) ?? ""),
    };
    const smsErrors = anonymous ? smsFieldErrors(sms.phone, sms.code) : {};
    const found = formErrors(spec, values, ctx(), smsErrors);
    if (Object.keys(found).length > 0) return showErrors(found);
    lock.current = true;
    setBusy(true);
    const login = anonymous ? sms : undefined;
    const deps = browserSubmitDeps(() => setViewer((v) => (v ? { ...v, loggedIn: true } : v)));
    const outcome = await submitForm(spec, values, login, deps);
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
      className="form-engine"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (isLast) void submit(event.currentTarget);
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
      {current.fields.map((field) => (
        <Fragment key={field.name}>
          <FieldControl
            formId={formId}
            field={field}
            values={values}
            error={errors[field.name]}
            onChange={setValue}
            maxMonth={viewer?.month}
          />
          {field.kind === "idNumber" && (
            <ConsentCheckbox
              id={controlId(formId, ID_CONSENT_FIELD)}
              checked={values[ID_CONSENT_FIELD] === "1"}
              onChange={(checked) => setValue(ID_CONSENT_FIELD, checked ? "1" : "")}
              error={errors[ID_CONSENT_FIELD]}
            >
              我单独同意平台为实名认证收集、使用我的身份证号（敏感个人信息），仅用于本次借款申请
            </ConsentCheckbox>
          )}
        </Fragment>
      ))}
      {isLast && anonymous && (
        <SmsLogin
          inForm={{
            ids: { phone: controlId(formId, SMS_PHONE_FIELD), code: controlId(formId, SMS_CODE_FIELD) },
            consentName: controlId(formId, CONSENT_FIELD),
            errors,
          }}
        />
      )}
      {isLast && (
        <ConsentCheckbox
          id={controlId(formId, CONSENT_FIELD)}
          checked={values[CONSENT_FIELD] === "1"}
          onChange={(checked) => setValue(CONSENT_FIELD, checked ? "1" : "")}
          error={errors[CONSENT_FIELD]}
        >
          {spec.consent.lead}
          {spec.consent.documents.map((doc) => (
            <AgreementLink key={doc.href} href={doc.href} title={doc.title.replace(/^《|》$/g, "")} />
          ))}
          ，授权平台为评估借款申请处理以上信息
        </ConsentCheckbox>
      )}
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
