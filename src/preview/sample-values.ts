/**
 * "还是样例的配置": values in a bundle's configuration that are still samples and must be
 * replaced before it is deployed, from the project-wide scan of `sample(...)` markers
 * (src/config/sample.ts, decision 040) that also drives the build summary and the production
 * check. The studio reads only {@link sampleValuesOf}.
 */
import { getBundle } from "../config/bundles.ts";
import { projectSamples } from "../deploy/samples-scan.ts";
import { samplesOfBundle } from "../deploy/samples-scope.ts";

/** One sample value: where it is written and what replaces it. */
export interface SampleValue {
  file: string;
  field: string;
  value: string;
  replaceWith: string;
}

/** The sample values still configured for `bundleId`. */
export function sampleValuesOf(bundleId: string): SampleValue[] {
  return samplesOfBundle(projectSamples().entries, getBundle(bundleId)).map((entry) => ({
    file: `${entry.file}:${entry.line}`,
    field: entry.field,
    value: entry.value,
    replaceWith: entry.replaceWith,
  }));
}
