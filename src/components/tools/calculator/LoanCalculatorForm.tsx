/**
 * The loan calculator island. Its server render is the default case (100,000 · 12 months · 6%)
 * computed at build time, so the page shows real figures before any JavaScript runs; after
 * hydration the visitor's own figures replace it. Needs no server: everything is local maths.
 *
 * The default example's schedule comes in as static children (DefaultSchedule.astro), which
 * React leaves as they are: the table is not part of hydration. The schedule of any other
 * result is rendered by ScheduleTable, loaded when first needed.
 *
 * The inputs are uncontrolled (decision 155): the form holds the figures, so what was typed
 * before hydration stays, and 计算 reads them with FormData.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SubmitEvent,
} from "react";
import { fillUntouched, formValues } from "../../../client/forms/form-values.ts";
import { formatThousands } from "../../../core/format.ts";
import { equalInstallment, equalPrincipal, MAX_MONTHS, type LoanInput } from "../../../core/loan-math.ts";
import {
  DEFAULT_FIELDS,
  fieldsFromQuery,
  MAX_AMOUNT_YUAN,
  parseCalcFields,
  type CalcErrors,
  type CalcFields,
} from "../../../core/calculator/calc-input.ts";
import { METHOD_LABELS, ResultSummary, type RepaymentMethod } from "./ResultSummary.tsx";
import { defaultLoanInput, scheduleCaption } from "./default-example.ts";

const ScheduleTable = lazy(() =>
  import("./ScheduleTable.tsx").then((module) => ({ default: module.ScheduleTable })),
);
import { useRevealResult } from "../use-reveal-result.ts";

const FIELD_ORDER: readonly (keyof CalcFields)[] = ["amount", "months", "ratePercent"];

interface FieldMeta {
  label: string;
  unit: string;
  inputMode: "decimal" | "numeric";
  /** Query name: a tap on 计算 before hydration submits the form natively, and the reloaded page reads it. */
  queryName: string;
  hint?: string;
}

const FIELD_META: Readonly<Record<keyof CalcFields, FieldMeta>> = {
  amount: {
    label: "贷款金额",
    unit: "元",
    inputMode: "decimal",
    queryName: "amount",
    hint: `不超过${formatThousands(MAX_AMOUNT_YUAN)}元`,
  },
  months: {
    label: "贷款期限",
    unit: "个月",
    inputMode: "numeric",
    queryName: "months",
    hint: `1-${MAX_MONTHS}个月`,
  },
  ratePercent: {
    label: "年化利率（单利）",
    unit: "%",
    inputMode: "decimal",
    queryName: "rate",
  },
};

interface Props {
  /** The default example's schedule as static HTML, shown while the default result is. */
  children?: ReactNode;
}

/** Calculator form, result figures and the schedule of the chosen method. */
export default function LoanCalculatorForm({ children }: Props) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CalcErrors>({});
  // null while the fields do not make a loan: a stale result never stands beside the messages.
  const [input, setInput] = useState<LoanInput | null>(defaultLoanInput);
  const [method, setMethod] = useState<RepaymentMethod>("installment");
  // True until anything but the default example is shown (its schedule is the static children).
  const [showsExample, setShowsExample] = useState(true);
  const [revision, setRevision] = useState(0);
  const resultHeading = useRevealResult(revision);
  const results = useMemo(
    () => input && { installment: equalInstallment(input), principal: equalPrincipal(input) },
    [input],
  );

  /** Parses the fields: shows the new result, or the messages; returns the first invalid field. */
  function calculate(next: CalcFields): keyof CalcFields | undefined {
    const parsed = parseCalcFields(next);
    setShowsExample(false);
    if (parsed.ok) {
      setErrors({});
      setInput(parsed.input);
      return undefined;
    }
    setErrors(parsed.errors);
    setInput(null);
    return FIELD_ORDER.find((name) => parsed.errors[name]);
  }

  /** The figures as the form holds them. */
  const typed = (): CalcFields => {
    const values = formRef.current ? formValues(formRef.current) : {};
    const read = (name: keyof CalcFields) => values[FIELD_META[name].queryName] ?? "";
    return { amount: read("amount"), months: read("months"), ratePercent: read("ratePercent") };
  };
  const showMethod = (value: string | undefined) => {
    if (value !== "installment" && value !== "principal") return;
    setMethod(value);
    setShowsExample(false);
  };

  // After hydration: a shared link (?amount=&months=&rate=&method=), or a tap on 计算 before the
  // script ran (the native GET submit reloads with the same names), fills what the visitor has
  // not typed, and a method picked before hydration is shown; the server render stays the default.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const search = location.search;
    const linked = fieldsFromQuery(search);
    const method = new URLSearchParams(search).get("method");
    fillUntouched(form, {
      ...(linked && { amount: linked.amount, months: linked.months, rate: linked.ratePercent }),
      ...(method && { method }),
    });
    if (formValues(form).method !== "installment") showMethod(formValues(form).method);
    if (linked) calculate(typed());
  }, []);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = calculate(typed());
    if (invalid)
      formRef.current?.querySelector<HTMLInputElement>(`[name="${FIELD_META[invalid].queryName}"]`)?.focus();
    else setRevision((count) => count + 1);
  }

  return (
    <>
      <form
        ref={formRef}
        method="get"
        className="card calc-form"
        noValidate
        onSubmit={onSubmit}
        aria-label="贷款计算"
      >
        {FIELD_ORDER.map((name) => {
          const meta = FIELD_META[name];
          const error = errors[name];
          return (
            <div className="calc-field" key={name}>
              <label htmlFor={`${id}-${name}`}>{meta.label}</label>
              <div className="calc-input">
                <input
                  id={`${id}-${name}`}
                  name={meta.queryName}
                  type="text"
                  inputMode={meta.inputMode}
                  autoComplete="off"
                  maxLength={20}
                  defaultValue={DEFAULT_FIELDS[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={
                    error ? `${id}-${name}-error` : meta.hint ? `${id}-${name}-hint` : undefined
                  }
                />
                <span aria-hidden="true">{meta.unit}</span>
              </div>
              {error ? (
                <p className="calc-error" id={`${id}-${name}-error`}>
                  {error}
                </p>
              ) : (
                meta.hint && (
                  <p className="muted calc-hint" id={`${id}-${name}-hint`}>
                    {meta.hint}
                  </p>
                )
              )}
            </div>
          );
        })}
        <fieldset className="calc-methods">
          <legend>还款方式</legend>
          {(Object.keys(METHOD_LABELS) as RepaymentMethod[]).map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="method"
                value={value}
                defaultChecked={value === "installment"}
                onChange={() => showMethod(value)}
              />
              {METHOD_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn">
          计算
        </button>
      </form>
      {input && results?.installment && results.principal && (
        <section className="card calc-result" aria-labelledby={`${id}-result`}>
          <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
            计算结果
          </h2>
          <ResultSummary
            input={input}
            method={method}
            installment={results.installment}
            principal={results.principal}
          />
          {showsExample && children ? (
            children
          ) : (
            <Suspense fallback={<p className="muted">正在生成还款计划…</p>}>
              <ScheduleTable
                key={`${input.principal}-${input.months}-${input.annualRate}-${method}`}
                caption={scheduleCaption(method)}
                schedule={
                  method === "installment" ? results.installment.schedule : results.principal.schedule
                }
              />
            </Suspense>
          )}
        </section>
      )}
    </>
  );
}
