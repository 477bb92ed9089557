/**
 * "还是样例的配置": values in a bundle's configuration that are still samples and must be
 * replaced before it is deployed. The studio reads only {@link sampleValuesOf}; today it
 * derives the samples it can see (reserved example hostnames, no API base, tracker ids marked
 * sample). The project-wide list of sample markers (issue 16) replaces the body of
 * sampleValuesOf when it lands, keeping this shape.
 */
import { getBundle } from "../config/bundles.ts";
import { TRACE_GROUPS, SEARCH_ENGINE_LISTS } from "../config/trackers.ts";

/** One sample value: where it is written and what replaces it. */
export interface SampleValue {
  file: string;
  field: string;
  value: string;
  replaceWith: string;
}

/** RFC 2606 names (`*.example`, `example.com`): placeholders, never real hosts. */
const EXAMPLE_HOST = /(^|\.)example(\.|$)/;

/** The sample values still configured for `bundleId`. */
export function sampleValuesOf(bundleId: string): SampleValue[] {
  const bundle = getBundle(bundleId);
  const hostFile = bundle.isDefault ? "src/config/bundles.ts" : `hosts/${bundle.id}.ts`;
  const samples: SampleValue[] = bundle.hostnames
    .filter((name) => EXAMPLE_HOST.test(name))
    .map((name) => ({ file: hostFile, field: "hostnames", value: name, replaceWith: "正式域名" }));
  if (!bundle.api?.base) {
    samples.push({
      file: hostFile,
      field: "api.base",
      value: "未设置（调用参考服务）",
      replaceWith: "正式接口地址，例如 https://api.公司域名",
    });
  }
  for (const group of TRACE_GROUPS.filter((g) => g.sample)) {
    samples.push({
      file: "src/config/trackers.ts",
      field: `TRACE_GROUPS ${group.name} conversionId`,
      value: group.conversionId,
      replaceWith: "广告平台后台的转化 ID",
    });
  }
  for (const list of SEARCH_ENGINE_LISTS.filter((l) => l.sample)) {
    samples.push({
      file: "src/config/trackers.ts",
      field: `SEARCH_ENGINE_LISTS ${list.name} productionId`,
      value: list.productionId,
      replaceWith: "百度推广后台的 production ID",
    });
  }
  return samples;
}
