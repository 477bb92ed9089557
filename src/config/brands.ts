/**
 * The brands of spec section 1. A brand is chosen per bundle (hosts/*.ts) and then
 * adjusted at run time by channel, host and stored app overrides (src/core/brand.ts).
 *
 * Company names below other than the ones the spec quotes are sample values (marked with
 * sample()) for operators to replace; ICP numbers are the ones of spec section 9.
 */
import type { BrandOverrides } from "./host-schema.ts";
import { sample } from "./sample.ts";

/**
 * Fields of the legacy `brandObj` (spec section 3) that a brand defines: the fields a host may
 * override (src/config/host-schema.ts says what each is), all required but the funding source
 * and the theme, and the favicon (a file in public/brands/).
 */
export type Brand = Required<Omit<BrandOverrides, "sourcesFunding" | "theme">> &
  Pick<BrandOverrides, "sourcesFunding" | "theme"> & { faviconUrl: string };

/** The operator's contact: whoever overrides the company overrides these too. */
export const CONTACT_FIELDS = ["servicePhone", "serviceEmail", "serviceAddress"] as const;

export const BRAND_IDS = [
  "shanxin",
  "shanqian",
  "sudai",
  "fenqizixun",
  "huifenqi",
  "haojinrong",
  "jieqianhua",
] as const;

export type BrandId = (typeof BRAND_IDS)[number];

/** The default brand of spec section 1: 闪信借钱. */
export const DEFAULT_BRAND_ID: BrandId = "shanxin";

/** 京ICP备2021039950号 is the group's licence; the suffix names the site (spec section 9). */
const GROUP_ICP = "京ICP备2021039950号";
const GROUP_COMPANY = sample(
  "北京闪信科技有限公司",
  "the registered name of the company behind 京ICP备2021039950号 (the spec does not name it)",
);

const GROUP_CONTACT: Pick<Brand, (typeof CONTACT_FIELDS)[number]> = sample(
  {
    servicePhone: "400-000-0000",
    serviceEmail: "kefu@shanxin.example",
    serviceAddress: "北京市朝阳区示例路1号",
  },
  "the customer-service phone, e-mail and postal address of the company behind 京ICP备2021039950号",
);

/**
 * The lenders whose loans the group's pages advertise, by registered name (spec section 1's
 * funding source): named beside every amount (decision 420).
 */
const GROUP_LENDERS = sample(
  "示例银行股份有限公司、示例消费金融有限公司",
  "the registered names of the lenders (资金方) whose loans the group's brands advertise, joined by 、",
);

/** A brand of the group: its licence with the site's suffix, the group's company, contact and lenders. */
function groupBrand(id: BrandId, name: string, icpSuffix = 1): Brand {
  return {
    name,
    faviconUrl: `/brands/${id}/favicon.svg`,
    logo: `/brands/${id}/logo.svg`,
    companyName: GROUP_COMPANY,
    ...GROUP_CONTACT,
    sourcesFunding: GROUP_LENDERS,
    icp: `${GROUP_ICP}-${icpSuffix}`,
  };
}

export const BRANDS: Record<BrandId, Brand> = {
  /** The quick-loan brand and default brand. */
  shanxin: groupBrand("shanxin", "闪信借钱"),
  /** The quick-money brand. */
  shanqian: groupBrand("shanqian", "闪钱快借"),
  /** The fast-loan brand. */
  sudai: groupBrand("sudai", "闪信速贷"),
  /** The instalment-consulting brand, operated from Xi'an (陕ICP备18009583号, spec section 9). */
  fenqizixun: {
    ...groupBrand("fenqizixun", "闪信分期咨询"),
    companyName: sample(
      "西安闪信分期信息咨询有限公司",
      "the registered name of the Xi'an company behind 陕ICP备18009583号 (the spec does not name it)",
    ),
    icp: "陕ICP备18009583号",
    ...sample(
      {
        servicePhone: "400-000-0001",
        serviceEmail: "kefu@fenqizixun.example",
        serviceAddress: "西安市雁塔区示例路1号",
      },
      "the customer-service phone, e-mail and postal address of the Xi'an company",
    ),
  },
  /** The benefit-instalment brand. */
  huifenqi: groupBrand("huifenqi", "惠享分期"),
  /** The good-finance brand: ICP suffix -7 (spec section 9). */
  haojinrong: groupBrand("haojinrong", "好金融", 7),
  /** The 'borrow money to spend' brand. */
  jieqianhua: groupBrand("jieqianhua", "借钱花"),
};

/** ICP numbers the spec lists (section 9) plus any suffix of the group licence. */
export const ICP_PATTERN = /^[\u4e00-\u9fa5]ICP备\d{8,11}号(-\d{1,3})?$/u;

/**
 * Theme colour per brand (not part of the legacy brandObj): header, buttons, figures. Both
 * colours keep a contrast of at least 4.5:1 with white and with the page grey (#f4f6fa), so
 * white button text and coloured text pass WCAG AA.
 */
export const BRAND_THEME: Record<BrandId, { primary: string; accent: string }> = {
  shanxin: { primary: "#1d65f0", accent: "#b25512" },
  shanqian: { primary: "#c83b26", accent: "#946613" },
  sudai: { primary: "#087e62", accent: "#b25512" },
  fenqizixun: { primary: "#5b4bdb", accent: "#995f10" },
  huifenqi: { primary: "#c93066", accent: "#946613" },
  haojinrong: { primary: "#966319", accent: "#1d65f0" },
  jieqianhua: { primary: "#bd4804", accent: "#1d65f0" },
};
