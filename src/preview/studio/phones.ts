/**
 * The studio's answer on phones (decision 450): a frame per asked phone showing the real page
 * through the preview start (same origin as the studio, so the browser keeps the frame's
 * storage and cookies), named so that its pages read that phone's user agent; and a QR code
 * that opens the same preview on a real phone: the staging release's copy of the page when the
 * release tool recorded one for the site, else this studio's address on the local network, else
 * a plain word on how to make it reachable.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from "node:os";
import { previewFrameName } from "../../../server/dev/preview.ts";
import { qrDataUri } from "../../components/results/qr/qr-image.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { readStagingRecord, stagingPreviewAddress } from "../../deploy/staging-record.ts";
import { previewStartHref } from "./preview-start.ts";
import { landingOf, PHONES, questionParams, type Question } from "./question.ts";

const ALL_INTERFACES = new Set(["0.0.0.0", "::", ""]);
const LOOPBACK = /^(127\.|::1$|\[::1\]$|localhost$)/;
/** Container and VM bridges: on the computer, but no phone reaches them. */
const VIRTUAL = /^(docker|br-|veth|virbr|vboxnet|vmnet|cni|flannel)/;
/** A phone on the Wi-Fi most likely has one of these: 192.168/16 first, then 10/8, 172.16/12. */
const lanRank = (address: string) =>
  address.startsWith("192.168.")
    ? 0
    : address.startsWith("10.")
      ? 1
      : /^172\.(1[6-9]|2\d|3[01])\./.test(address)
        ? 2
        : 3;

/**
 * Origins such as http://192.168.1.5:8080 that a phone on the network can open: the server's
 * own address when it listens on one interface, every outside IPv4 address when it listens on
 * all (HOST=0.0.0.0), none when it listens on loopback only.
 */
function reachableOrigins(
  host: string,
  port: number,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  if (LOOPBACK.test(host)) return [];
  if (!ALL_INTERFACES.has(host)) return [`http://${host.includes(":") ? `[${host}]` : host}:${port}`];
  return Object.entries(interfaces)
    .filter(([name]) => !VIRTUAL.test(name))
    .flatMap(([, list]) => list ?? [])
    .filter((info) => info.family === "IPv4" && !info.internal)
    .map((info) => info.address)
    .sort((a, b) => lanRank(a) - lanRank(b))
    .map((address) => `http://${address}:${port}`);
}

/** The frames of a question; `id` makes this studio page's frames one preview. */
export function framesSection(question: Question, id: string): string {
  const start = previewStartHref(questionParams(question, false), id, true);
  const figures = question.phones.map((key) => {
    const phone = PHONES[key];
    const size = `${phone.width}×${phone.height}`;
    const name = previewFrameName(key);
    return `<figure class="phone w${phone.width}"><div class="screen"><iframe name="${e(name)}" src="${e(start)}" width="${phone.width}" height="${phone.height}" title="${e(`${phone.label} ${size}`)}"></iframe></div>
<figcaption>${e(`${phone.label} · ${size}`)} · <a href="${e(start)}" target="${e(name)}">新窗口打开</a></figcaption></figure>`;
  });
  return `<section aria-labelledby="frames-heading"><h2 id="frames-heading">手机里看到的</h2>
<p class="hint">框里是这个站点上线时的同一套页面，按上面的条件打开；在框里点按钮、填表单，去向和真实访客一样。</p>
<div class="phones">${figures.join("\n")}</div>
</section>`;
}

const TIME = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  dateStyle: "medium",
  timeStyle: "short",
});

/** An `<img>` of a QR code (an image, so WeChat's long-press recognises it), or a note when too long. */
async function qrImage(url: string): Promise<string> {
  try {
    return `<img class="qr" src="${await qrDataUri(url)}" width="200" height="200" alt="${e(`二维码：${url}`)}">`;
  } catch (error) {
    if (error instanceof RangeError) return "<p>地址太长，无法生成二维码，请直接打开下面的链接。</p>";
    throw error;
  }
}

/** Where the studio is and what a phone could open: set by the task that started the server. */
export interface StudioPlace {
  /** The interface the server listens on (HOST). */
  host: string;
  port: number;
  /** The working copy, where the release tool keeps its staging record. */
  root: string;
}

/**
 * The origin a phone or a colleague can open for this studio: the address the studio was opened
 * on when that is a network address, else one the server listens on; undefined when none.
 */
export function lanOrigin(
  place: StudioPlace,
  requestHost: string | undefined,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string | undefined {
  const asked = (requestHost ?? "").trim().toLowerCase();
  const name = asked.replace(/:\d+$/, "");
  if (/^[\d.]+$/.test(name) && !LOOPBACK.test(name)) return `http://${asked}`;
  return reachableOrigins(place.host, place.port, interfaces)[0];
}

/** The "on your own phone" section. */
export async function phoneSection(
  question: Question,
  id: string,
  place: StudioPlace,
  lan: string | undefined,
): Promise<string> {
  const record = readStagingRecord(place.root);
  const staging = stagingPreviewAddress(record, question.bundle.id, landingOf(question));
  const heading = '<h2 id="qr-heading">在自己的手机上看</h2>';
  if (staging && record) {
    const when = Date.parse(record.writtenAt);
    const release = `${record.releaseId}${Number.isNaN(when) ? "" : `（${TIME.format(when)} 发布）`}`;
    return `<section class="qr-box" aria-labelledby="qr-heading">${heading}
${await qrImage(staging)}
<p>用微信或手机浏览器扫码（微信里也可以长按识别），打开预发布版本 ${e(release)}里的这个页面。手机上的登录状态和城市按手机自己的情况。</p>
<p class="url"><a href="${e(staging)}">${e(staging)}</a></p>
</section>`;
  }
  if (lan) {
    const url = `${lan}${previewStartHref(questionParams(question, false), id, false)}`;
    return `<section class="qr-box" aria-labelledby="qr-heading">${heading}
${await qrImage(url)}
<p>手机和这台电脑连同一个 Wi-Fi，用微信或手机浏览器扫码（微信里也可以长按识别），按上面的条件打开真实页面。</p>
<p class="url"><a href="${e(url)}">${e(url)}</a></p>
</section>`;
  }
  return `<section class="qr-box" aria-labelledby="qr-heading">${heading}
<p class="warn">现在预览只在这台电脑上能打开，手机扫码打不开，所以这里没有二维码。请开发人员让预览服务对局域网开放，或者先发布一个预发布版本，然后刷新这一页。</p>
<details><summary>给开发人员</summary><p>用 <code>HOST=0.0.0.0 npm start</code>（或 <code>HOST=0.0.0.0 npm run serve</code>）启动，本页就会出现手机能打开的局域网地址和二维码；预发布版本发布后（<code>npm run release</code>）二维码指向它。只在信任的网络上这样做。</p></details>
</section>`;
}
