/**
 * Spec section 4, "Brand resolution": the channel overrides, applied in table order after the
 * base brand and before host overrides. A channel may match several rows (5589 matches the
 * company row and the rename row); later rows win field by field.
 */
import type { BrandOverrides } from "./host-schema.ts";
import type { Channel } from "./channels.ts";
import type { PublicAccount } from "./downloads.ts";
import { sample } from "./sample.ts";

/** One row of the channel brand-override table. */
interface BrandChannelRow {
  /** Short id for traces and tests. */
  id: string;
  /** The spec sentence this row encodes. */
  spec: string;
  channels: readonly Channel[];
  overrides: BrandOverrides;
  /** The renamed brand's own public account, shown instead of the bundle's (issue 38). */
  publicAccount?: PublicAccount;
}

/** 青岛凡金 company and ICP (spec section 4). */
const QINGDAO_FANJIN: BrandOverrides = {
  companyName: "青岛凡金互联网信息服务有限公司",
  icp: "鲁ICP备20025564号-1",
  ...sample(
    {
      servicePhone: "400-000-0002",
      serviceEmail: "kefu@fanjin.example",
      serviceAddress: "青岛市市南区示例路1号",
    },
    "青岛凡金's customer-service phone, e-mail and postal address",
  ),
};

/**
 * The Shanxi micro-loan company of channel 675. Its name is not shown in the spec: this is a
 * sample value for operators to confirm (*unconfirmed*); the ICP number is the spec's.
 */
const SHANXI_MICROLOAN: BrandOverrides = {
  companyName: sample(
    "山西闪信小额贷款有限公司",
    "the registered name of the Shanxi micro-loan company behind 晋ICP备2023001704号-10",
  ),
  icp: "晋ICP备2023001704号-10",
  ...sample(
    {
      servicePhone: "400-000-0003",
      serviceEmail: "kefu@sxxd.example",
      serviceAddress: "太原市小店区示例路1号",
    },
    "the Shanxi micro-loan company's customer-service phone, e-mail and postal address",
  ),
};

export const BRAND_CHANNEL_ROWS: readonly BrandChannelRow[] = [
  {
    id: "qingdao-fanjin",
    spec: "Channels 3408, 5320, 5589, 5588, 5626, 5627 and 963: company 青岛凡金互联网信息服务有限公司, ICP 鲁ICP备20025564号-1.",
    channels: [
      "channel_3408",
      "channel_5320",
      "channel_5589",
      "channel_5588",
      "channel_5626",
      "channel_5627",
      "channel_963",
    ],
    overrides: QINGDAO_FANJIN,
  },
  {
    id: "shanxi-microloan",
    spec: "Channel 675: the Shanxi micro-loan company, ICP 晋ICP备2023001704号-10.",
    channels: ["channel_675"],
    overrides: SHANXI_MICROLOAN,
  },
  {
    id: "mashangjieqianhua",
    spec: "Channels 5589 and 5588: brand renamed 马上借钱花 with its own logo.",
    channels: ["channel_5589", "channel_5588"],
    // Its red logo comes with the red theme (issue 38: not on the default blue).
    overrides: { name: "马上借钱花", logo: "/brands/mashangjieqianhua/logo.svg", theme: "shanqian" },
    publicAccount: sample(
      {
        name: "马上借钱花服务号",
        wechatId: "msjqh_kf",
        qrUrl: "https://mp.example.com/qr/mashangjieqianhua",
      },
      "马上借钱花's WeChat public account: name as WeChat shows it, 微信号, and the URL its QR code encodes",
    ),
  },
  {
    id: "haiyin-youxian",
    spec: "Channels 5627, 5626 and 6952: funding source 西安海银网络小额贷款有限公司.",
    channels: ["channel_5627", "channel_5626", "channel_6952"],
    overrides: { sourcesFunding: "西安海银网络小额贷款有限公司" },
  },
  {
    id: "haiyin-youxianzeren",
    spec: "Channels 6078 and 5475: funding source 西安海银网络小额贷款有限责任公司.",
    channels: ["channel_6078", "channel_5475"],
    overrides: { sourcesFunding: "西安海银网络小额贷款有限责任公司" },
  },
];
