/** The worked example the calculator page opens with, shared by the island and its static schedule. */
import type { LoanInput } from "../../../core/loan-math.ts";
import { DEFAULT_FIELDS, parseCalcFields } from "../../../core/calculator/calc-input.ts";
import { METHOD_LABELS, type RepaymentMethod } from "./ResultSummary.tsx";

/** The default fields (100,000 · 12 months · 6%) as a loan. */
export function defaultLoanInput(): LoanInput {
  const parsed = parseCalcFields(DEFAULT_FIELDS);
  if (!parsed.ok) throw new Error("DEFAULT_FIELDS must be valid");
  return parsed.input;
}

/** The caption of a method's schedule, e.g. 等额本息还款计划. */
export function scheduleCaption(method: RepaymentMethod): string {
  return `${METHOD_LABELS[method]}还款计划`;
}
