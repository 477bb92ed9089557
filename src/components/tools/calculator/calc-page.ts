/**
 * The loan calculator's script (src/pages/[bundle]/loan-calculator.astro), framework-free: 计算
 * reads the form with FormData into the pure rules (src/core/calculator.ts), then writes the
 * result into the page's slots and the schedule's rows, or a Chinese message under each field
 * that cannot be used. A tap on 计算 before this ran was held by the page's starter and is acted
 * on here once (decision 155).
 */
import { takeTaps } from "../../../client/start/held-taps.ts";
import { fillUntouched, formValues } from "../../../client/forms/form-values.ts";
import {
  calcView,
  DEFAULT_FIELDS,
  fieldsFromQuery,
  FOLDED_ROWS,
  foldLabel,
  parseCalcFields,
  type CalcErrors,
  type CalcView,
} from "../../../core/calculator.ts";
import type { LoanInput } from "../../../core/loan-math.ts";
import { revealResult } from "../reveal-result.ts";

function tableRow([month, ...cells]: string[]): HTMLTableRowElement {
  const row = document.createElement("tr");
  const head = document.createElement("th");
  head.scope = "row";
  head.textContent = month ?? "";
  row.append(head);
  for (const cell of cells) row.insertCell().textContent = cell;
  return row;
}

export function startCalculator(): void {
  const form = document.querySelector<HTMLFormElement>("form[data-calc]");
  const result = document.querySelector<HTMLElement>("[data-calc-result]");
  const rows = result?.querySelector("[data-rows]");
  const fold = result?.querySelector<HTMLButtonElement>("[data-fold]");
  const heading = result?.querySelector<HTMLElement>("h2");
  if (!form || !result || !rows || !fold || !heading) return;
  // The loan shown, at first the server's example (100,000 · 12 months · 6%); null while the
  // fields do not make one (no stale result beside the messages).
  const example = parseCalcFields(DEFAULT_FIELDS);
  let input: LoanInput | null = example.ok ? example.input : null;
  let shown: CalcView | undefined;
  let folded = true;

  const showRows = () => {
    if (!shown) return;
    const visible = folded ? shown.rows.slice(0, FOLDED_ROWS) : shown.rows;
    rows.replaceChildren(...visible.map(tableRow));
    const label = foldLabel(shown.rows.length, folded);
    fold.hidden = label === undefined;
    fold.textContent = label ?? "";
    fold.setAttribute("aria-expanded", String(!folded));
  };

  const show = () => {
    const method = formValues(form).method === "principal" ? "principal" : "installment";
    shown = input ? calcView(input, method) : undefined;
    result.hidden = !shown;
    if (!shown) return;
    for (const slot of result.querySelectorAll<HTMLElement>("[data-out]")) {
      slot.textContent = shown.texts[slot.dataset.out ?? ""] ?? "";
    }
    for (const part of result.querySelectorAll<HTMLElement>("[data-method]")) {
      part.hidden = part.dataset.method !== method;
    }
    folded = true;
    showRows();
  };

  /** Parses the fields: shows the new result, or the messages; returns the first invalid field. */
  const calculate = (): HTMLInputElement | undefined => {
    const values = formValues(form);
    const parsed = parseCalcFields({
      amount: values.amount ?? "",
      months: values.months ?? "",
      rate: values.rate ?? "",
    });
    const errors: CalcErrors = parsed.ok ? {} : parsed.errors;
    let invalid: HTMLInputElement | undefined;
    for (const name of ["amount", "months", "rate"] as const) {
      const control = form.elements.namedItem(name);
      const message = document.getElementById(`calc-${name}-error`);
      const hint = document.getElementById(`calc-${name}-hint`);
      if (!(control instanceof HTMLInputElement) || !message) continue;
      const error = errors[name];
      message.hidden = !error;
      message.textContent = error ?? "";
      if (hint) hint.hidden = Boolean(error);
      if (error) control.setAttribute("aria-invalid", "true");
      else control.removeAttribute("aria-invalid");
      const describedBy = error ? message.id : hint?.id;
      if (describedBy) control.setAttribute("aria-describedby", describedBy);
      else control.removeAttribute("aria-describedby");
      if (error) invalid ??= control;
    }
    input = parsed.ok ? parsed.input : null;
    show();
    return invalid;
  };

  const onCalculate = () => {
    const invalid = calculate();
    if (invalid) invalid.focus();
    else revealResult(heading);
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onCalculate();
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === "method") show();
  });
  fold.addEventListener("click", () => {
    folded = !folded;
    showRows();
  });

  // A shared link (?amount=&months=&rate=&method=) fills what the visitor has not typed and is
  // calculated; a method picked before this ran is shown. Otherwise the server's example stays.
  const linked = fieldsFromQuery(location.search);
  const linkedMethod = new URLSearchParams(location.search).get("method");
  fillUntouched(form, {
    ...linked,
    ...(linkedMethod && { method: linkedMethod }),
  });
  if (linked) calculate();
  else if (formValues(form).method === "principal") show();
  if ((takeTaps("calc") ?? []).length > 0) onCalculate();
}
