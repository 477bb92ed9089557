/**
 * Sample marketplace products, the list /v3/product/list answers. Rates are 年化利率（单利） in percent per year
 * (PBoC announcement 2021 No. 3), all within the 24% judicial cap. Names and URLs are
 * samples on reserved example domains; logos are paths the bundles are expected to ship.
 */

import type { Product } from "../../src/contract/app.ts";

/** The products in display order; ids are their places (1, 2, ...). */
export const SEED_PRODUCTS: readonly Omit<Product, "id">[] = [
  {
    name: "信用易贷",
    logo: "/products/p1.svg",
    amount_min: 1000,
    amount_max: 200000,
    rate_min: 7.2,
    rate_max: 23.9,
    term_min: 3,
    term_max: 36,
    apply_url: "https://apply.example.com/xinyong",
    lender: "示例消费金融股份有限公司",
    lender_phone: "400-000-1001",
    tags: ["持牌机构", "按日计息"],
  },
  {
    name: "安心借",
    logo: "/products/p2.svg",
    amount_min: 2000,
    amount_max: 50000,
    rate_min: 10.8,
    rate_max: 24,
    term_min: 3,
    term_max: 12,
    apply_url: "https://apply.example.com/anxin",
    lender: "示例网络小额贷款有限公司",
    lender_phone: "400-000-1002",
    tags: ["随借随还"],
  },
  {
    name: "工薪分期",
    logo: "/products/p3.svg",
    amount_min: 5000,
    amount_max: 100000,
    rate_min: 8.5,
    rate_max: 18,
    term_min: 6,
    term_max: 24,
    apply_url: "https://apply.example.com/gongxin",
    lender: "示例银行股份有限公司",
    lender_phone: "95000",
    tags: ["上班族专享"],
  },
  {
    name: "车主周转",
    logo: "/products/p4.svg",
    amount_min: 10000,
    amount_max: 300000,
    rate_min: 6.8,
    rate_max: 15.6,
    term_min: 12,
    term_max: 36,
    apply_url: "https://apply.example.com/chezhu",
    lender: "示例汽车金融有限公司",
    lender_phone: "400-000-1004",
    tags: ["车主可申请", "不押车"],
  },
];
