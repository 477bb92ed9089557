/**
 * App download links and WeChat public accounts, per brand, with per-host (bundle) overrides of
 * the download links, read at build time so first paint needs no JavaScript and no API call.
 * Every link and account is a sample() on example.com: operators write the real App Store / APK
 * links, the 应用宝 page (inside WeChat the only Android download that opens; without it every
 * Android visitor there meets the open-in-browser mask) and the URL the public account's QR code
 * encodes (WeChat: 公众号 → 设置 → 二维码). The
 * build's preflight checks the tables with {@link downloadTablesSchema} (decision 320).
 */
import { z } from "zod";
import { httpsUrl as httpsLink, type HostConfig } from "./host-schema.ts";
import { BRAND_IDS, type BrandId } from "./brands.ts";
import { sample } from "./sample.ts";

/** Download links of one app; on Android the market first, the APK second (never the fraud-app pattern first). */
const downloadLinksSchema = z.object({
  /** App Store page (iPhone, iPad). */
  ios: httpsLink,
  /** App-market page (Android): the first choice. */
  android: httpsLink,
  /** Direct APK (Android), offered second; none when the app is only in the markets. */
  apk: httpsLink.optional(),
  /** 应用宝 page: the one Android download that works inside WeChat, offered first there. */
  yingyongbao: httpsLink.optional(),
});
type DownloadLinks = z.output<typeof downloadLinksSchema>;

/** WeChat public account (公众号) of a brand. */
const publicAccountSchema = z.object({
  /** Account name as WeChat search shows it. */
  name: z.string().refine((name) => name.trim() !== "", "is empty"),
  /** WeChat id (微信号), searchable too. */
  wechatId: z.string(),
  /** URL the account's QR code encodes (drawn locally at build time). */
  qrUrl: httpsLink.refine(
    // 213 bytes is what the build-time QR encoder holds at level M (version 10).
    (url) => new TextEncoder().encode(url).length <= 213,
    "is longer than 213 bytes",
  ),
});
export type PublicAccount = z.output<typeof publicAccountSchema>;

/** Download links per brand. */
const BRAND_DOWNLOADS: Record<BrandId, DownloadLinks> = {
  shanxin: sample(
    {
      ios: "https://apps.example.com/ios/shanxin",
      android: "https://market.example.com/android/shanxin",
      apk: "https://download.example.com/android/shanxin-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/shanxin",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  shanqian: sample(
    {
      ios: "https://apps.example.com/ios/shanqian",
      android: "https://market.example.com/android/shanqian",
      apk: "https://download.example.com/android/shanqian-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/shanqian",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  sudai: sample(
    {
      ios: "https://apps.example.com/ios/sudai",
      android: "https://market.example.com/android/sudai",
      apk: "https://download.example.com/android/sudai-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/sudai",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  fenqizixun: sample(
    {
      ios: "https://apps.example.com/ios/fenqizixun",
      android: "https://market.example.com/android/fenqizixun",
      apk: "https://download.example.com/android/fenqizixun-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/fenqizixun",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  huifenqi: sample(
    {
      ios: "https://apps.example.com/ios/huifenqi",
      android: "https://market.example.com/android/huifenqi",
      apk: "https://download.example.com/android/huifenqi-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/huifenqi",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  haojinrong: sample(
    {
      ios: "https://apps.example.com/ios/haojinrong",
      android: "https://market.example.com/android/haojinrong",
      apk: "https://download.example.com/android/haojinrong-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/haojinrong",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
  jieqianhua: sample(
    {
      ios: "https://apps.example.com/ios/jieqianhua",
      android: "https://market.example.com/android/jieqianhua",
      apk: "https://download.example.com/android/jieqianhua-latest.apk",
      yingyongbao: "https://yingyongbao.example.com/android/jieqianhua",
    },
    "the App Store page (ios), the app-market page (android), the APK (apk) and the 应用宝 page (yingyongbao: the one Android download that works inside WeChat) of this brand's app",
  ),
};

/** Links that differ for one host bundle (key: bundle id of hosts/<id>.ts). */
const HOST_DOWNLOAD_OVERRIDES: Record<string, Partial<DownloadLinks>> = {
  // The car host promotes its own car-loan app build on Android.
  car: {
    android: sample(
      "https://market.example.com/android/shanxin-car",
      "the app-market page of the car-loan app",
    ),
    apk: sample(
      "https://download.example.com/android/shanxin-car-latest.apk",
      "the APK of the car-loan app build",
    ),
    yingyongbao: sample(
      "https://yingyongbao.example.com/android/shanxin-car",
      "the 应用宝 page of the car-loan app build (the one Android download that works inside WeChat)",
    ),
  },
};

/** Public account per brand. */
const PUBLIC_ACCOUNTS: Record<BrandId, PublicAccount> = {
  shanxin: sample(
    { name: "闪信借钱服务号", wechatId: "shanxin_kf", qrUrl: "https://mp.example.com/qr/shanxin" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  shanqian: sample(
    { name: "闪钱快借服务号", wechatId: "shanqian_kf", qrUrl: "https://mp.example.com/qr/shanqian" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  sudai: sample(
    { name: "闪信速贷服务号", wechatId: "sudai_kf", qrUrl: "https://mp.example.com/qr/sudai" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  fenqizixun: sample(
    { name: "闪信分期咨询", wechatId: "fenqizixun_kf", qrUrl: "https://mp.example.com/qr/fenqizixun" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  huifenqi: sample(
    { name: "惠享分期服务号", wechatId: "huifenqi_kf", qrUrl: "https://mp.example.com/qr/huifenqi" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  haojinrong: sample(
    { name: "好金融服务号", wechatId: "haojinrong_kf", qrUrl: "https://mp.example.com/qr/haojinrong" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
  jieqianhua: sample(
    { name: "借钱花服务号", wechatId: "jieqianhua_kf", qrUrl: "https://mp.example.com/qr/jieqianhua" },
    "this brand's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
  ),
};

/** What the lookups need of a bundle. */
type BundleRef = Pick<HostConfig, "id" | "brand">;

/** Download links of a bundle: its brand's, with the host's overrides on top. */
export function downloadLinksFor(bundle: BundleRef): DownloadLinks {
  return { ...BRAND_DOWNLOADS[bundle.brand], ...HOST_DOWNLOAD_OVERRIDES[bundle.id] };
}

/** Public account of a bundle: its brand's. */
export function publicAccountFor(bundle: BundleRef): PublicAccount {
  return PUBLIC_ACCOUNTS[bundle.brand];
}

/** The three tables as the build's preflight checks them. */
export const DOWNLOAD_TABLES = {
  BRAND_DOWNLOADS,
  HOST_DOWNLOAD_OVERRIDES,
  PUBLIC_ACCOUNTS,
};

/** The three tables; every brand has its links and its account. */
export const downloadTablesSchema = z.object({
  BRAND_DOWNLOADS: z.record(z.enum(BRAND_IDS), downloadLinksSchema),
  HOST_DOWNLOAD_OVERRIDES: z.record(z.string(), downloadLinksSchema.partial()),
  PUBLIC_ACCOUNTS: z.record(z.enum(BRAND_IDS), publicAccountSchema),
});
