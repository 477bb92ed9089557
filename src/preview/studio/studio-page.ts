/**
 * The studio's main page (GET /preview): the question form, then — once a site is chosen — what
 * the channel does there in plain words, the phone frame, the QR code for a real phone and the
 * site's sample values still to replace before going live.
 */
import { getBundle } from "../../config/bundles.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { projectSamples } from "../../deploy/samples-scan.ts";
import { samplesOfBundle } from "../../deploy/samples-scope.ts";
import type { DevRouteContext } from "../../../server/dev/dev-routes.ts";
import { DEFAULT_CHANNEL } from "../../config/channels.ts";
import { flowRow } from "../flow-table.ts";
import { landingHref, parsePreview, rawParamsOf } from "../params.ts";
import { renderAnswer } from "./answer.ts";
import { renderForm } from "./form.ts";
import { renderFrame, renderPhoneOpen } from "./frames.ts";
import { layout } from "./layout.ts";
import { reachableOrigins } from "./reachable.ts";
import { code, stackTable } from "./table.ts";

/** 还是样例的配置: the values of the site still to replace before it goes live (decision 040). */
function samples(bundleId: string): string {
  const entries = samplesOfBundle(projectSamples().entries, getBundle(bundleId));
  const rows = entries.map((s) => [code(`${s.file}:${s.line}`), code(s.field), s.value, s.replaceWith]);
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
<p>填渠道号、选城市和手机，再点“看已登录访客”或“看未登录访客”：马上看到这个渠道的表单和去向、品牌和广告追踪，以及手机里的真实页面。</p></section>`;

/** The whole page for a query string. Every value is escaped. */
export function studioPage(search: URLSearchParams, ctx: DevRouteContext, galleryDir: string): string {
  const { defaultCity, host, now } = ctx.app.options;
  const raw = rawParamsOf(search);
  const parsed = raw.bundle === undefined ? undefined : parsePreview(raw, defaultCity);
  let result = "";
  if (parsed && !parsed.ok) {
    result = `<div class="card error" role="alert"><p>条件有误：</p><ul>${parsed.errors.map((m) => `<li>${e(m)}</li>`).join("")}</ul></div>`;
  }
  if (parsed?.ok) {
    const { preview } = parsed;
    const bundle = getBundle(preview.bundleId);
    const row = flowRow(bundle, preview.channel ?? DEFAULT_CHANNEL, preview.flow);
    const landing = new URL(landingHref(preview), `http://${bundle.id}.localhost`);
    const frames = { preview, port: ctx.port, now: now(), reachable: reachableOrigins(host, ctx.port) };
    result = `<div class="result">
<div class="result-main">
${renderAnswer(preview, bundle, row, galleryDir, landing)}
${renderPhoneOpen(frames)}
${samples(bundle.id)}
</div>
<div class="result-phones">${renderFrame(frames)}</div>
</div>`;
  }
  return layout("预览", "preview", `${INTRO}\n${renderForm(raw, defaultCity)}\n${result}`);
}
