/**
 * The preview page's 下载地址 (decision 416): a site's download links and public account as
 * configured, and what the device asking is taken for, for operators checking a site before a
 * campaign. It was the page /testpage/downaddress, which shipped in every bundle and showed
 * visitors a source file's path; the bundles now answer that route with the plain download page.
 * Which buttons a device is offered stays the download panel's to decide: the link opens it.
 */
import type { Bundle } from "../../config/bundles.ts";
import { downloadLinksFor, publicAccountFor } from "../../config/downloads.ts";
import { escapeHtml as e } from "../../core/html-escape.ts";
import { detectPlatform } from "../../core/platform.ts";

/** The links of src/config/downloads.ts, in the order the download panel offers them. */
const LINK_NAMES = [
  ["yingyongbao", "应用宝（微信内的安卓下载）"],
  ["android", "安卓应用商店"],
  ["apk", "安卓安装包"],
  ["ios", "App Store（iPhone）"],
] as const;

const OS_NAMES = { android: "安卓", ios: "iOS", unknown: "未知系统" } as const;

/** How the device that opened the preview page is taken, in the download panel's terms. */
function deviceLine(userAgent: string | undefined): string {
  const platform = detectPlatform(userAgent);
  const browser = platform.isWeChat ? "微信内" : platform.inApp ? "其他 APP 内" : "浏览器";
  return `${OS_NAMES[platform.os]} · ${browser}`;
}

/** The 下载地址 section of `bundle`'s preview page, for the device whose user agent asked. */
export function downloadAddressesSection(bundle: Bundle, userAgent: string | undefined): string {
  const links = downloadLinksFor(bundle);
  const account = publicAccountFor(bundle);
  const rows = LINK_NAMES.map(([key, name]) => {
    const link = links[key];
    const value = link ? `<a href="${e(link)}" rel="noreferrer">${e(link)}</a>` : "未配置";
    return `<dt>${e(name)}</dt><dd>${value}</dd>`;
  });
  return `<section aria-labelledby="downloads-heading"><h2 id="downloads-heading">下载地址</h2>
<p class="hint">来自 <code>src/config/downloads.ts</code>（品牌的链接，站点可覆盖）。</p>
<dl class="addresses">${rows.join("")}<dt>公众号</dt><dd>${e(account.name)}（${e(account.wechatId)}）</dd></dl>
<p>这台设备：${e(deviceLine(userAgent))}。<a href="/download">打开下载页</a>，看这台设备上显示哪些下载按钮。</p>
</section>`;
}
