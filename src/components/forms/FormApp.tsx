/**
 * The form engine island: renders a form spec of src/config/forms step by step, keeps a draft,
 * moves focus to the first error and submits once (a ref lock plus a disabled button). The form
 * holds the answers, every step in the page (decision 155); one submit road (decision 265).
 */
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ReactNode } from "react";
import { $phone, $smsCountdownUntil } from "../../client/page-stores.ts";
import { formValues } from "../../client/forms/form-values.ts";
import { isLoggedIn } from "../../client/stores.ts";
import { formDraft } from "../../client/tab-state.ts";
import { formById } from "../../config/forms/registry.ts";
import { PARTNER_LIST_DOC } from "../../config/forms/fields.ts";
import { ConsentCheckbox } from "../ui/ConsentCheckbox.tsx";
import { reportFormSuccess } from "../../client/trackers/index.ts";
import {
  draftNames,
  firstError,
  formErrors,
  partnerConsentText,
  stepErrors,
  type FormErrors,
  type FormValues,
} from "../../core/forms/form-rules.ts";
import type { FieldSpec } from "../../config/forms/types.ts";
import { Chips } from "../ui/Chips.tsx";
import { Field } from "../ui/Field.tsx";
import { SheetSelect } from "../ui/SheetSelect.tsx";
import { AreaPicker } from "./AreaPicker.tsx";
import { MonthPicker } from "./MonthPicker.tsx";
import { areaNameField, ID_CONSENT_FIELD, PARTNER_CONSENT_FIELD } from "../../core/forms/submit-body.ts";
import {
  destinationAfterSave,
  fetchUserProfile,
  recordApplication,
  sentBefore,
  submitForm,
} from "../../client/forms/submit-flow.ts";
import { AppliedStatus } from "./AppliedStatus.tsx";
import { listenForAgreementTaps } from "../../client/agreement-sheet.ts";
import { AgreementLink } from "../legal/AgreementLink.tsx";
import { historyState } from "../ui/SheetField.tsx";
import { parseQuery } from "../../core/query.ts";
import { areaLabel, cityCodeByName } from "../../core/area.ts";
import { carPrefill } from "../../core/forms/car-prefill.ts";
import { loadAreaList } from "../../client/area-data.ts";
import { useFormValues } from "./use-form-values.ts";
import SmsLogin from "../login/SmsLogin.tsx";
import { CONSENT_FIELD, SMS_CODE_FIELD, SMS_PHONE_FIELD } from "../../core/login/sms-fields.ts";
import "../ui/ui.css";
import "./forms.css";

/** `formId`: the id of a form in src/config/forms/registry.ts. */
export default function FormApp({ formId }: { formId: string }) {
  const spec = formById(formId);
  const names = useMemo(() => draftNames(spec), [spec]);
  const drafts = useMemo(() => formDraft(spec.id, names, spec.steps.length), [spec, names]);
  const { form: formRef, values, refresh, set, fill } = useFormValues();
  /** The messages with the answers they are about: a field changed since loses its message. */
  const [checked, setChecked] = useState<{ errors: FormErrors; at: FormValues }>(NOTHING_CHECKED);
  const errors = Object.fromEntries(
    Object.entries(checked.errors).filter(([name]) => values[name] === checked.at[name]),
  );
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  /** Known once hydrated (storage is read in the browser only). */
  const [loggedIn, setLoggedIn] = useState<boolean | null>(null);
  /** A short message mid-screen (ui.css .ui-toast) for 3 seconds. */
  const [toastMessage, setToastMessage] = useState("");
  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lock = useRef(false);
  const saved = useRef(false);
  /** Sent before (issue 53): the status shows in place of the form until they choose to change it. */
  const [applied, setApplied] = useState<{ at: number | undefined; accepted: boolean } | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  /** Focus to move once the render that shows its target is done: the first error, a new step. */
  const focusNext = useRef<(() => void) | undefined>(undefined);

  // Saved once the draft is restored (the login state is known from then on), until the form is sent.
  useEffect(() => {
    if (loggedIn === null || saved.current) return;
    const kept = Object.entries(values).filter(([name]) => names.has(name));
    drafts.save({ step, values: Object.fromEntries(kept) });
  }, [loggedIn, values, step, drafts, names]);

  // Storage is readable only after hydration (the server render has none), so the draft and the
  // login state are restored here, once; what the visitor typed before hydration wins. A layout
  // effect: the form shows what it holds (and Back is armed, useStepHistory below) before a tap
  // that came during hydration is handled, so a sheet it opens pushes its entry last.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    const draft = drafts.load();
    fill(draft.values);
    setStep(draft.step);
    if (spec.prefill === "car") applyPrefill(location.search, fill);
    setLoggedIn(isLoggedIn());
    /* eslint-enable react-hooks/set-state-in-effect */
    // Back/forward cache: a page left after saving comes back unlocked and empty.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      lock.current = false;
      setBusy(false);
      if (saved.current) {
        saved.current = false;
        formRef.current?.reset();
        refresh();
        setStep(0);
      }
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [drafts, spec, fill, formRef, refresh]);

  // A returning visitor: the answers the backend knows fill what the draft leaves empty. One who
  // sent this form before (from this device, or where the operator names a "complete" field,
  // USER_PROFILE.complete) sees their status first, the form behind "修改申请信息" (issue 53).
  // Asked once: the login state becomes true once at most.
  useEffect(() => {
    if (loggedIn !== true) return;
    const sent = sentBefore(spec.id);
    // Storage is readable only after hydration, like the draft above.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (sent) setApplied(sent);
    void fetchUserProfile([...names]).then((profile) => {
      if (!sent && profile.complete) setApplied({ at: undefined, accepted: true });
      fill(profile.values);
    });
  }, [loggedIn, spec, names, fill]);

  // The consent's agreement links open in a sheet without React (src/client/agreement-sheet.ts).
  useEffect(listenForAgreementTaps, []);

  useEffect(() => {
    focusNext.current?.();
    focusNext.current = undefined;
  });

  const ctx = () => ({ now: Date.now(), applicantPhone: $phone.get() });
  const showErrors = (next: FormErrors) => {
    const at = formRef.current ? formValues(formRef.current) : {};
    refresh();
    setChecked({ errors: next, at });
    const first = firstError(spec, next);
    if (!first) return;
    setStep(first.step);
    focusNext.current = () => focusError(document.getElementById(controlId(formId, first.name)));
  };
  const dirty = loggedIn !== null && Object.values(values).some((value) => value !== "");
  const stepHistory = useStepHistory(step, setStep, dirty);
  /** Later steps are new history entries; earlier ones are reached with Back, like the phone's. */
  const goTo = (index: number) => {
    focusNext.current = () => stepHeading.current?.focus();
    if (index > step) stepHistory.forward(index);
    else history.back();
  };

  const current = spec.steps[step] ?? spec.steps[0];
  const last = spec.steps.length - 1;
  const partnerConsent = partnerConsentText(spec);
  const isLast = step >= last;
  const anonymous = loggedIn === false;

  /** 下一步 checks the step and moves on; 提交 checks the whole form and submits it, once. */
  const submitStep = async () => {
    if (lock.current || !current) return;
    // What the form holds, the SMS fields of the one SMS login (login/SmsLogin.tsx) included.
    const typed = formRef.current ? formValues(formRef.current) : {};
    const found = isLast ? formErrors(spec, typed, ctx(), anonymous) : stepErrors(current, typed, ctx());
    if (Object.keys(found).length > 0) return showErrors(found);
    setChecked(NOTHING_CHECKED);
    if (!isLast) return goTo(step + 1);
    lock.current = true;
    setBusy(true);
    const outcome = await submitForm(spec, typed, anonymous);
    if (outcome.kind === "saved") {
      saved.current = true;
      drafts.clear();
      recordApplication(spec.id, outcome.accepted);
      if (outcome.accepted) await reportFormSuccess(spec.kind);
      location.assign(destinationAfterSave(spec, outcome.accepted));
      return;
    }
    lock.current = false;
    setBusy(false);
    // Logged in by the code before a later call failed: the SMS fields go.
    setLoggedIn(isLoggedIn());
    if (outcome.kind === "field") {
      // A spent SMS code needs a new one: the send button must agree with the message.
      if (outcome.newCodeNeeded) $smsCountdownUntil.set(Math.min($smsCountdownUntil.get(), Date.now()));
      showErrors({ [outcome.field]: outcome.message });
    } else {
      clearTimeout(toastTimer.current);
      setToastMessage(outcome.message);
      toastTimer.current = setTimeout(() => setToastMessage(""), 3000);
    }
  };

  if (!current) return null;
  const form = (
    <form
      ref={formRef}
      className="form-engine"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onChange={refresh}
      onSubmit={(event) => {
        event.preventDefault();
        void submitStep();
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
                <AgreementLink key={doc.href} href={doc.href} title={doc.title} />
              ))}
              ，授权平台为评估借款申请处理以上信息
            </ConsentCheckbox>
          )}
          {index === last && partnerConsent && (
            <ConsentCheckbox
              id={controlId(formId, PARTNER_CONSENT_FIELD)}
              name={PARTNER_CONSENT_FIELD}
              error={errors[PARTNER_CONSENT_FIELD]}
            >
              {partnerConsent}
              <AgreementLink href={PARTNER_LIST_DOC.href} title={PARTNER_LIST_DOC.title} />
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
        {/* Busy while a submission is in flight: a second tap cannot start a second one. */}
        <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
          {!isLast ? "下一步" : busy ? "提交中..." : spec.submitLabel}
        </button>
      </div>
    </form>
  );
  return (
    <>
      {applied && (
        <AppliedStatus
          at={applied.at}
          destination={destinationAfterSave(spec, applied.accepted)}
          onEdit={() => setApplied(null)}
        />
      )}
      {/* Hidden, not gone, while the status shows: what the backend knows still fills it. */}
      <div hidden={applied !== null}>
        {spec.presentation === "dialog" ? (
          <DialogFrame labelledBy={`${formId}-heading`}>{form}</DialogFrame>
        ) : (
          form
        )}
      </div>
      {/* A live region from the first render, so a message shown later is announced politely. */}
      <div className="ui-toast" role="status" aria-live="polite">
        {toastMessage}
      </div>
      {stepHistory.asking && (
        // The retention prompt, once, when Back would leave a started form: what is left to do and
        // two plain choices, focus on 继续填写; Escape means stay.
        <div className="form-dialog-backdrop">
          <div
            className="form-dialog leave-prompt"
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="leave-prompt-title"
            aria-describedby="leave-prompt-text"
            onKeyDown={(event) => event.key === "Escape" && stepHistory.stay()}
          >
            <h2 id="leave-prompt-title">确定离开吗？</h2>
            <p id="leave-prompt-text">
              {isLast ? "只差最后一步即可提交申请" : `再填${spec.steps.length - step}步即可提交申请`}
              ，已填写的内容会为您保留。
            </p>
            <div className="leave-prompt-actions">
              <button autoFocus type="button" className="btn" onClick={stepHistory.stay}>
                继续填写
              </button>
              <button type="button" className="btn btn-secondary" onClick={stepHistory.leave}>
                离开
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The pop-up presentation of a form (/form-app/p4infopop-app): a modal dialog over the page.
 * 稍后填写 (or Escape) closes it and leaves a button that opens it again; the draft is kept.
 */
function DialogFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const [shown, setShown] = useState<"first" | "closed" | "again">("first");
  const open = shown !== "closed";
  // Closed, the dialog is hidden, not removed: the form keeps what was typed. Focus moves to the
  // button that reopens it, and back into the dialog when it opens again (so Escape closes it);
  // at first the page keeps its own focus.
  return (
    <>
      {!open && (
        <button autoFocus type="button" className="btn" onClick={() => setShown("again")}>
          继续填写信息
        </button>
      )}
      <div className="form-dialog-backdrop" hidden={!open}>
        <div
          className="form-dialog"
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          onKeyDown={(event) => {
            if (event.key === "Escape") setShown("closed");
          }}
        >
          {open && (
            <button
              autoFocus={shown === "again"}
              type="button"
              className="form-dialog-close"
              onClick={() => setShown("closed")}
            >
              稍后填写
            </button>
          )}
          {children}
        </div>
      </div>
    </>
  );
}

/**
 * Form steps as history entries (issue 18): 下一步 adds an entry, so the phone's Back returns to
 * the previous step instead of leaving for the login page (which would send a logged-in visitor
 * straight back). Once the visitor has typed something, Back from the first entry of the form
 * asks once whether to leave (the retention prompt of Chinese loan H5s); after that answer,
 * Back leaves: the visitor is never trapped. `forward` moves to a later step as a new entry;
 * `stay` closes the prompt where the form is, `leave` performs the Back for real.
 * In `history.state` (its other keys left as they are) the form keeps `formStep`, and `formBase`
 * on the page's own entry: Back from the next one leaves the form.
 */
function useStepHistory(step: number, setStep: (index: number) => void, dirty: boolean) {
  const [asking, setAsking] = useState(false);
  const armed = useRef(false);
  const asked = useRef(false);
  const stepNow = useRef(step);
  useEffect(() => {
    stepNow.current = step;
  }, [step]);

  useEffect(() => {
    history.replaceState({ ...historyState(history.state), formStep: stepNow.current, formBase: true }, "");
    const onPopState = (event: PopStateEvent) => {
      const state = historyState(event.state);
      if (typeof state.formStep !== "number") return;
      if (state.formBase && armed.current) {
        armed.current = false;
        if (asked.current) {
          history.back();
          return;
        }
        asked.current = true;
        setAsking(true);
      }
      setStep(state.formStep);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [setStep]);

  // The first change arms the prompt: one entry above the page's own, so Back lands on ours.
  useEffect(() => {
    if (!dirty || armed.current || asked.current) return;
    armed.current = true;
    push(stepNow.current);
  }, [dirty]);

  return {
    forward: (index: number) => {
      // Not armed yet: the current step gets its own entry first, so Back returns to it.
      if (!armed.current && !asked.current) {
        armed.current = true;
        push(stepNow.current);
      }
      setStep(index);
      push(index);
    },
    asking,
    stay: () => {
      setAsking(false);
      armed.current = true;
      push(stepNow.current);
    },
    leave: () => {
      setAsking(false);
      history.back();
    },
  };
}

const NOTHING_CHECKED = { errors: {}, at: {} };

/** A later entry of the form's steps (`formBase` false: Back from it stays in the form). */
const push = (index: number) =>
  history.pushState({ ...historyState(history.state), formStep: index, formBase: false }, "");

/**
 * Focuses the first error and brings its whole field, its message too, to the middle of the
 * screen: focus alone scrolls only as far as the control, which on the last step leaves the
 * consent's message under the sticky bar, and the visitor sees nothing change (issue 53).
 */
function focusError(control: HTMLElement | null): void {
  control?.focus({ preventScroll: true });
  (control?.closest(".ui-field") ?? control)?.scrollIntoView({ block: "center" });
}

/** The id of a field's control (the first error gets focus through it). */
const controlId = (formId: string, name: string) => `${formId}-${name}`;

interface FieldControlProps {
  formId: string;
  field: FieldSpec;
  values: FormValues;
  error: string | undefined;
  /** Writes a field's value into the form (a picker's choice, a preset). */
  set: (name: string, value: string) => void;
}

/** A choice among this many options or fewer shows them all as chips; longer lists open a sheet. */
const CHIPS_UP_TO_OPTIONS = 4;

const TEXT_INPUTS: Partial<
  Record<FieldSpec["kind"], { type?: "tel"; inputMode?: "numeric" | "decimal" | "text"; maxLength?: number }>
> = {
  name: { maxLength: 25 },
  idNumber: { inputMode: "text", maxLength: 18 },
  mobile: { type: "tel", inputMode: "numeric", maxLength: 16 },
  // A number whose step is below 1 gets the decimal keypad (FieldControl).
  number: { inputMode: "numeric", maxLength: 12 },
};

/** Options allowed with the other answers (an option with onlyIf shows only where it applies). */
function visibleOptions(field: FieldSpec, values: FormValues) {
  const current = values[field.name] ?? "";
  return (field.options ?? []).filter(
    (option) =>
      !option.onlyIf ||
      option.onlyIf.values.includes(values[option.onlyIf.field] ?? "") ||
      option.value === current,
  );
}

/**
 * One field of a form spec with the shared UI atoms: text and chips are uncontrolled inputs named
 * by the field, pickers keep their choice in hidden inputs the form writes (`set`).
 */
function FieldControl({ formId, field, values, error, set }: FieldControlProps) {
  const { name } = field;
  const value = values[name] ?? "";
  const { label, required, hint } = field;
  const common = { id: controlId(formId, name), name, label, required, error, hint };
  const picker = { ...common, value, onChange: (next: string) => set(name, next) };
  switch (field.kind) {
    case "select":
    case "chips":
    case "multiChips": {
      const options = visibleOptions(field, values);
      if (field.kind === "select" && options.length > CHIPS_UP_TO_OPTIONS) {
        return <SheetSelect {...picker} options={options} />;
      }
      return <Chips {...common} options={options} multiple={field.kind === "multiChips"} />;
    }
    case "area":
      return (
        <AreaPicker
          {...picker}
          depth={field.areaDepth ?? "county"}
          shown={values[areaNameField(name)] ?? ""}
          onChange={(code, shown) => {
            set(areaNameField(name), shown);
            set(name, code);
          }}
        />
      );
    case "month":
      return <MonthPicker {...picker} />;
    default:
      return (
        <>
          <Field
            {...common}
            {...TEXT_INPUTS[field.kind]}
            {...(field.step !== undefined && field.step < 1 && { inputMode: "decimal" })}
            unit={field.unit}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength ?? TEXT_INPUTS[field.kind]?.maxLength}
          />
          {field.presets && (
            <div className="ui-chips form-presets" role="group" aria-label={`${label}快捷选择`}>
              {field.presets.map((preset) => (
                <button
                  key={preset.value}
                  type="button"
                  className="ui-button"
                  aria-pressed={value === preset.value}
                  onClick={() => set(name, preset.value)}
                >
                  {preset.label}
                </button>
              ))}
            </div>
          )}
        </>
      );
  }
}

/**
 * Fills the car form from the car valuation's link (`search`) where the visitor (or the draft)
 * left the field untouched; a city name is looked up in the area data (loaded on demand).
 */
function applyPrefill(search: string, fill: (values: Readonly<Record<string, string>>) => void): void {
  const prefill = carPrefill(parseQuery(search));
  fill(prefill.values);
  const cityName = prefill.cityName;
  if (cityName === undefined) return;
  loadAreaList().then(
    (list) => {
      const code = cityCodeByName(list, cityName);
      const label = code && areaLabel(list, code, "city");
      if (code && label) fill({ city: code, city_name: label });
    },
    // Without the area data the visitor picks the city by hand.
    () => undefined,
  );
}
