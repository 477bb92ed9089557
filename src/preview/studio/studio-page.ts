/**
 * The studio's main page (GET /preview): the question form, then — once a bundle is chosen —
 * the answer in plain words, the phone frames with their event logs, the QR code for a real
 * phone, the details view, and the bundle's sample values still to replace.
 */
import { escapeHtml as e } from "../../core/html-escape.ts";
import type { FlowChoice, SimulationResult } from "../simulate.ts";
import { sampleValuesOf } from "../sample-values.ts";
import { renderAnswer } from "./answer.ts";
import { renderDetails } from "./details.ts";
import { renderForm } from "./form.ts";
import { renderFrames, renderPhoneOpen, type FramesInput } from "./frames.ts";
import { layout } from "./layout.ts";
import type { StudioQuery } from "./studio-query.ts";
import { stackTable, code } from "./table.ts";

/** What the page shows. */
export interface StudioPageInput {
  query: StudioQuery;
  defaultCity: string;
  errors: string[];
  /** Set when the parameters were valid. */
  simulation?: { result: SimulationResult; flow: FlowChoice };
  galleryDir: string;
  frames?: Omit<FramesInput, "result" | "flow">;
}

function samples(bundleId: string): string {
  const rows = sampleValuesOf(bundleId).map((s) => [code(s.file), code(s.field), s.value, s.replaceWith]);
  const body = rows.length
    ? stackTable("还是样例的配置", ["文件", "字段", "现在的值", "上线前换成"], rows)
    : "<p>这个站点没有样例配置，可以上线。</p>";
  return `<details class="card samples">
<summary>还是样例的配置（${rows.length} 项）</summary>
<p class="hint">上线前要换成真实值的配置。</p>
${body}
</details>`;
}

const INTRO = `<section class="intro"><h1>访客会看到什么？</h1>
<p>填渠道号、选城市，再点“看已登录访客”或“看未登录访客”：马上看到访客最后到哪个页面、哪条规则决定的、会触发哪些事件，以及手机里的真实页面。</p></section>`;

/** The whole page. Every value is escaped. */
export function renderStudioPage(input: StudioPageInput): string {
  const errors = input.errors.length
    ? `<div class="card error" role="alert"><p>条件有误：</p><ul>${input.errors.map((m) => `<li>${e(m)}</li>`).join("")}</ul></div>`
    : "";
  const sim = input.simulation;
  const framesInput =
    sim && input.frames ? { ...input.frames, result: sim.result, flow: sim.flow } : undefined;
  const flowKind = sim?.flow.kind ?? "server";
  const result = sim
    ? `<div class="result">
<div class="result-main">
${renderAnswer(sim.result, { galleryDir: input.galleryDir, flowKind })}
${framesInput ? renderPhoneOpen(framesInput) : ""}
${renderDetails(sim.result)}
${samples(sim.result.bundle.id)}
</div>
${framesInput ? `<div class="result-phones">${renderFrames(framesInput)}</div>` : ""}
</div>`
    : "";
  return layout(
    "预览",
    "preview",
    `${INTRO}
${renderForm(input.query, input.defaultCity)}
${errors}
${result}`,
  );
}
