/**
 * Success and failure destinations of a set of flow values, for every place that computes one
 * (docs/decisions/010), with the headline values an operator asks for first.
 */
import type { FlowValues } from "../config/channels-city.ts";
import {
  FAILURE_VARIANT_BY_PLACE,
  SUCCESS_FALLBACK_BY_PLACE,
  failureDestination,
  successDestination,
  type FailurePlace,
  type SuccessPlace,
} from "../core/flow-destinations.ts";
import type { Bilingual } from "./explain.ts";

/** One place and the path it sends the visitor to. */
interface PlaceDestination {
  place: string;
  label: Bilingual;
  to: string;
}

/** Destinations of a set of flow values. */
export interface Destinations {
  /** Where a successful application finally lands (the loading pages' variant, never a loading page). */
  success: string;
  /** Where a failed application finally lands (the plain failure table, also the form-skip case). */
  failure: string;
  successByPlace: PlaceDestination[];
  failureByPlace: PlaceDestination[];
}

const SUCCESS_LABELS: Readonly<Record<SuccessPlace, Bilingual>> = {
  formSubmit: { zh: "表单提交结果", en: "form submit result" },
  loadingPage: { zh: "结果加载页", en: "result loading page" },
  guardCallback: { zh: "/download?from=4 回调（p3回调）", en: "/download?from=4 callback (p3回调)" },
};

const FAILURE_LABELS: Readonly<Record<FailurePlace, Bilingual>> = {
  guardFormSkip: { zh: "跳过表单（input_form 1）", en: "form skipped (input_form 1)" },
  loadingPage: { zh: "失败加载页 /fail-loading", en: "failure loading page /fail-loading" },
  formSubmit: { zh: "表单提交结果", en: "form submit result" },
};

const places = <T extends string>(table: Readonly<Record<T, unknown>>) => Object.keys(table) as T[];

/** The destinations of `flow` on `channel` (channel_5775 / channel_5030 change fail_todo 3). */
export function destinationsFor(flow: FlowValues, channel: string): Destinations {
  const failureInput = { ...flow, channel };
  return {
    success: successDestination(flow.succ_todo, "loadingPage"),
    failure: failureDestination(failureInput, "loadingPage"),
    successByPlace: places(SUCCESS_FALLBACK_BY_PLACE).map((place) => ({
      place,
      label: SUCCESS_LABELS[place],
      to: successDestination(flow.succ_todo, place),
    })),
    failureByPlace: places(FAILURE_VARIANT_BY_PLACE).map((place) => ({
      place,
      label: FAILURE_LABELS[place],
      to: failureDestination(failureInput, place),
    })),
  };
}
