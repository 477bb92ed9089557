/**
 * The phone frame and the phone QR code. The frame opens the bundle through the preview start
 * on an origin of its own (`frame.<bundle>.localhost`), so it shows the chosen channel, city,
 * login and channel settings rather than this browser's session, and reads the chosen phone's
 * user agent. The QR code opens the same preview on a real phone, with its own user agent.
 */
import { qrDataUri } from "../../components/results/qr/qr-image.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { PHONES, type Preview } from "../params.ts";
import { previewStartHref } from "./preview-start.ts";

/** What the frame and the QR code open. */
export interface FramesInput {
  preview: Preview;
  port: number;
  /** Start of this studio page (ms), which makes each preview a device of its own. */
  now: number;
  /** Origins a phone on the network can open (reachable.ts). */
  reachable: string[];
}

const startHref = (input: FramesInput, place: string, phone?: Preview["phone"]) =>
  previewStartHref(input.preview, `preview-${place}-${input.now}`, phone);

/** The frame section. */
export function renderFrame(input: FramesInput): string {
  const phone = PHONES[input.preview.phone];
  const url = `http://frame.${input.preview.bundleId}.localhost:${input.port}${startHref(input, "frame", input.preview.phone)}`;
  return `<section class="card" aria-labelledby="phone-heading">
<h2 id="phone-heading">手机里看到的</h2>
<p class="hint">手机框按上面的条件打开真实页面：渠道、城市、登录状态和渠道设置都已设好。在“手机”里换安卓、iPhone 或微信。</p>
<figure class="phone"><div class="screen"><iframe src="${e(url)}" width="${phone.width}" height="${phone.height}" title="${e(`手机预览 ${phone.label}`)}" referrerpolicy="no-referrer"></iframe></div>
<figcaption>${e(`${phone.label} · ${phone.width}×${phone.height}`)} · <a href="${e(url)}" target="_blank" rel="noopener">新窗口打开</a></figcaption></figure>
</section>`;
}

/** An `<img>` of the address's QR code (level L: scanned from a screen), or undefined when too long. */
function qrImage(url: string): string | undefined {
  try {
    return `<img src="${qrDataUri(url, "L")}" width="168" height="168" alt="用手机扫码打开这个预览">`;
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The "open it on your phone" section: QR code of a network address, or how to get one. */
export function renderPhoneOpen(input: FramesInput): string {
  const origin = input.reachable[0];
  const url = origin ? `${origin}${startHref(input, "phone")}` : undefined;
  const qr = url ? qrImage(url) : undefined;
  const body = url
    ? `<div class="qr-row">
${qr ? `<div class="qr">${qr}</div>` : "<p>地址太长，无法生成二维码，请直接打开链接。</p>"}
<div>
<p>手机和电脑连同一个 Wi-Fi，扫码即可打开。</p>
<p class="url"><a href="${e(url)}">${e(url)}</a></p>
</div>
</div>`
    : `<p class="warn">现在只能在这台电脑上打开，手机扫码打不开。请开发人员按下面的说明重新启动预览服务。</p>
<details class="dev"><summary>给开发人员</summary>
<p>用 <code>HOST=0.0.0.0 npm run serve</code> 启动：服务在局域网地址上监听，这里就会出现手机能打开的二维码。</p>
</details>`;
  return `<section class="card phone-open" aria-labelledby="qr-heading">
<h2 id="qr-heading">在自己的手机上打开</h2>
${body}
</section>`;
}
