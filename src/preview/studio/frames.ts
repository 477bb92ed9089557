/**
 * The phone frames and the phone QR code. Each frame opens the bundle through the preview
 * start on an origin of its own (`f360.<bundle>.localhost`), so it shows the simulated
 * channel, city, login and flow settings rather than this browser's session, and keeps its
 * own event log (by device id) beside it. The QR code opens the same preview on a real phone.
 */
import type { DevFlow } from "../../contract/index.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import type { FlowChoice, SimulationResult } from "../simulate.ts";
import type { FrameEvent } from "./frame-events.ts";
import { previewDevice, previewStartHref, type PreviewStart } from "./preview-start.ts";
import { previewQr } from "./qr.ts";
import type { OpenedIn, ShowChoice } from "./studio-query.ts";

/**
 * Phone sizes of the frames (CSS pixels), their label and the user agent the pages read in
 * each (server/static: a preview frame's pages read the chosen one), in a browser or WeChat.
 */
const PHONE_FRAMES = [
  {
    key: "f360",
    width: 360,
    height: 640,
    label: "安卓 360×640",
    ua: { browser: "android", wechat: "android-wechat" },
  },
  {
    key: "f390",
    width: 390,
    height: 844,
    label: "iPhone 390×844",
    ua: { browser: "iphone", wechat: "iphone-wechat" },
  },
] as const;

const OPENED_IN_LABEL = { browser: "浏览器", wechat: "微信" } as const;

/** The flow settings a preview start applies for a simulated flow choice. */
function devFlowOf(flow: FlowChoice): DevFlow | undefined {
  if (flow.kind === "web") {
    const { input_form, succ_todo, fail_todo } = flow.values;
    return { kind: "web", input_form: input_form === 1 ? 1 : 0, succ_todo, fail_todo };
  }
  if (flow.kind === "app") {
    const p4 = flow.h5_bd_type_for_p4;
    const type = p4 === 2 || p4 === 3 ? p4 : 1;
    return { kind: "app", app: flow.application === "APP-IOS" ? "ios" : "android", h5_bd_type_for_p4: type };
  }
  return undefined;
}

/** The page the phones open for a choice: the landing address, or a destination with the channel. */
function shownHref(result: SimulationResult, show: ShowChoice): string {
  if (show === "landing") return result.landingHref;
  const path = show === "success" ? result.destinations.success : result.destinations.failure;
  return `${path}?c=${encodeURIComponent(result.channel.replace(/^channel_/, ""))}`;
}

/** What every preview of one studio page shares. */
export interface FramesInput {
  result: SimulationResult;
  flow: FlowChoice;
  show: ShowChoice;
  openedIn: OpenedIn;
  port: number;
  since: number;
  /** Origins a phone on the network can open (reachable.ts). */
  reachable: string[];
  /** Logged events per device id, for the first render (the script keeps them current). */
  eventsOf(device: string): FrameEvent[];
}

function startOf(input: FramesInput, place: string, userAgent?: PreviewStart["userAgent"]): PreviewStart {
  return {
    userAgent,
    bundleId: input.result.bundle.id,
    to: shownHref(input.result, input.show),
    city: input.result.city ?? "",
    loggedIn: input.result.loggedIn,
    flow: devFlowOf(input.flow),
    device: previewDevice(place, input.since),
  };
}

function eventLog(input: FramesInput, device: string, title: string): string {
  const events = input.eventsOf(device);
  const items = events.length
    ? events
        .map(
          (ev) => `<li${ev.conversion ? ' class="conv"' : ""}><time>${e(ev.time)}</time> ${e(ev.text)}</li>`,
        )
        .join("")
    : '<li class="none">还没有事件：在手机里点一点试试</li>';
  const channel = e(input.result.channel);
  return `<div class="log"><h3>${e(title)}</h3>
<ol data-event-log data-device="${e(device)}" data-since="${input.since}" data-channel="${channel}" aria-live="polite">${items}</ol></div>`;
}

/** The frames section. */
export function renderFrames(input: FramesInput): string {
  const bundle = input.result.bundle.id;
  const frames = PHONE_FRAMES.map((phone) => {
    const start = startOf(input, phone.key, phone.ua[input.openedIn]);
    const frame = { ...phone, label: `${phone.label} · ${OPENED_IN_LABEL[input.openedIn]}` };
    const url = `http://${frame.key}.${bundle}.localhost:${input.port}${previewStartHref(start)}`;
    return `<div class="phone-col">
<figure class="phone"><div class="screen"><iframe src="${e(url)}" width="${frame.width}" height="${frame.height}" title="${e(`手机预览 ${frame.label}`)}" referrerpolicy="no-referrer"></iframe></div>
<figcaption>${e(frame.label)} · <a href="${e(url)}" target="_blank" rel="noopener">新窗口打开</a></figcaption></figure>
${eventLog(input, start.device, `${frame.label} 的事件`)}
</div>`;
  }).join("\n");
  return `<section class="card" aria-labelledby="phones-heading">
<h2 id="phones-heading">手机里看到的</h2>
<p class="hint">手机框按上面的条件打开页面：渠道、城市、登录状态和渠道设置都已设好，安卓和 iPhone 各一个，在“在哪打开”里可以换成微信。在框里点击，旁边会列出服务器收到的请求和转化上报。</p>
<div class="phones">
${frames}
</div>
</section>`;
}

/** The "open it on your phone" section: QR code of a network address, and that phone's log. */
export function renderPhoneOpen(input: FramesInput): string {
  const start = startOf(input, "phone");
  const origin = input.reachable[0];
  const url = origin ? `${origin}${previewStartHref(start)}` : undefined;
  const qr = url ? previewQr(url, "用手机扫码打开这个预览") : undefined;
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
${eventLog(input, start.device, "你手机上的事件")}
</section>`;
}
