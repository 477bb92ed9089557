/** The simulator's result as plain text in Chinese and English (the `npm run flow` output). */
import { BRANDS, type BrandId } from "../config/brands.ts";
import { flowText } from "./explain.ts";
import type { SimulationResult } from "./simulate.ts";
import { MOMENT_LABELS } from "./tracker-events.ts";

const APPLICATION_NAMES: Readonly<Record<number, string>> = {
  1: "1 iOS App",
  2: "2 安卓 App / Android app",
  3: "3 网页 / web",
};

/** "application 3 网页 / web", or unknown without channel info. */
export function applicationText(application: number | undefined): string {
  return application === undefined
    ? "未知（无渠道信息）/ unknown (no channel info)"
    : (APPLICATION_NAMES[application] ?? String(application));
}

/** Name of the bundle's base brand. */
export function bundleBrandName(brand: string): string {
  return Object.hasOwn(BRANDS, brand) ? BRANDS[brand as BrandId].name : brand;
}

/** Renders a simulation result for a terminal. */
export function renderText(result: SimulationResult): string {
  const lines: string[] = [];
  const hosts = result.bundle.isDefault
    ? "未匹配的域名 / unmatched hosts"
    : result.bundle.hostnames.join(", ");
  lines.push("闪信 H5 流程说明 / Flow explainer", "");
  lines.push(`站点 Bundle:        ${result.bundle.id}（${bundleBrandName(result.bundle.brand)}；${hosts}）`);
  lines.push(`落地地址 Landing:   ${result.landingHref}`);
  lines.push(`渠道 Channel:       ${result.channel}`);
  lines.push(`城市 City:          ${result.city ?? "未知（IP 查询失败）/ unknown (lookup fails)"}`);
  lines.push(`登录 Logged in:     ${result.loggedIn ? "是 / yes" : "否 / no"}`);
  lines.push(`渠道信息 Channel info: ${result.channelInfoSource}`, "");
  lines.push("守卫决策 Guard trace");
  for (const step of result.steps) {
    lines.push(`${String(step.index).padStart(2)}. [${step.rule.id}] ${step.rule.zh}`);
    lines.push(`    ${step.rule.en}`);
    lines.push(`    → ${step.action.zh}`);
    lines.push(`      ${step.action.en}`);
    if (step.row)
      lines.push(
        `    表格行 Row: ${step.row.table.zh} / ${step.row.table.en} [${step.row.id}] ${step.row.text}`,
      );
  }
  if (result.error) lines.push(`守卫出错 Guard error: ${result.error}`);
  lines.push("", `最终去向 Final: ${result.final.zh} / ${result.final.en}`, "");
  lines.push(
    `流程设置 Flow settings: ${flowText(result.flow)}; application ${applicationText(result.application)}`,
  );
  lines.push(`成功去向 Success destination: ${result.destinations.success}`);
  for (const place of result.destinations.successByPlace) {
    lines.push(`    ${place.label.zh} / ${place.label.en}: ${place.to}`);
  }
  lines.push(`失败去向 Failure destination: ${result.destinations.failure}`);
  for (const place of result.destinations.failureByPlace) {
    lines.push(`    ${place.label.zh} / ${place.label.en}: ${place.to}`);
  }
  const brand = result.brand.resolved;
  lines.push("", `品牌 Brand: ${brand.name}（标题 title: ${result.brand.title}）`);
  lines.push(
    `    公司 Company: ${brand.companyName}; ICP: ${brand.icp}${brand.sourcesFunding ? `; 资金方 Funding: ${brand.sourcesFunding}` : ""}`,
  );
  lines.push(`    渠道覆盖行 Channel rows: ${result.brand.rows.join(", ") || "无 / none"}`);
  lines.push("", "追踪事件 Tracker events:");
  if (result.trackers.length === 0 && result.records.length === 0) lines.push("    无配置 / none configured");
  for (const event of result.trackers) {
    const moment = MOMENT_LABELS[event.when];
    lines.push(
      `    [${moment.zh} / ${moment.en}] ${event.zh} / ${event.en}${event.sample ? "（示例 ID / sample id）" : ""}`,
    );
    lines.push(`        ${event.what}`);
  }
  for (const record of result.records) {
    lines.push(
      `    [守卫 / guard] 埋点记录 event record: source ${record.source}, title ${record.title}, terminal ${record.attr.terminal}`,
    );
  }
  return `${lines.join("\n")}\n`;
}
