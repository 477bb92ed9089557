/**
 * The debt-optimisation form (REFERENCE.md "Debt optimisation"). Copy never promises 征信修复,
 * 停催 or 减免 and never asks for a fee.
 */
import * as f from "./fields.ts";
import type { FormSpec } from "./types.ts";

export const DEBT_OPTIMIZATION: FormSpec = {
  id: "debt-optimization",
  kind: "debt-optimization",
  heading: "债务优化咨询",
  intro: "填写后由持牌机构顾问联系您，根据您的情况介绍合规的还款规划方案。咨询不收取任何费用。",
  endpoint: "formSave",
  consent: f.PERSONAL_CONSENT,
  partnerConsent: {
    recipients: "合作的持牌金融机构及其委托的债务规划顾问",
    purpose: "评估我的负债情况并电话联系我介绍还款规划方案",
  },
  // A consultation, not a loan application: it ends on its own answer (?result=), never on a
  // page about approval and credit lines.
  next: { kind: "result", path: "/debt-optimization-form" },
  submitLabel: "提交咨询",
  steps: [
    {
      title: "负债情况",
      fields: [
        f.NAME,
        f.CITY,
        f.choice("debt_total", "负债总额", [
          ["lt5w", "5万以下"],
          ["5w_10w", "5万-10万"],
          ["10w_30w", "10万-30万"],
          ["30w_50w", "30万-50万"],
          ["gt50w", "50万以上"],
        ]),
        {
          name: "debt_types",
          label: "负债类型（可多选）",
          kind: "multiChips",
          required: true,
          options: f.coded([
            ["credit_card", "信用卡"],
            ["bank_loan", "银行贷款"],
            ["consumer_loan", "消费金融"],
            ["online_loan", "网络贷款"],
            ["mortgage", "房贷/车贷"],
            ["other", "其他"],
          ]),
        },
        f.chips("lender_count", "借款机构数", [
          ["1_2", "1-2家"],
          ["3_5", "3-5家"],
          ["6_10", "6-10家"],
          ["gt10", "10家以上"],
        ]),
        f.choice("monthly_repayment", "月还款额", [
          ["lt3k", "3000以下"],
          ["3k_5k", "3000-5000"],
          ["5k_1w", "5000-10000"],
          ["1w_2w", "10000-20000"],
          ["gt2w", "20000以上"],
        ]),
        f.MONTHLY_INCOME,
        f.chips("overdue_status", "逾期情况", [
          ["none", "无逾期"],
          ["lt30d", "逾期30天内"],
          ["30_90d", "逾期30-90天"],
          ["gt90d", "逾期90天以上"],
        ]),
        {
          name: "goals",
          label: "希望解决的问题（可多选）",
          kind: "multiChips",
          required: false,
          options: f.coded([
            ["lower_monthly", "降低月供压力"],
            ["merge", "整合多笔借款"],
            ["plan", "制定还款计划"],
            ["consult", "了解合规协商渠道"],
          ]),
        },
      ],
    },
  ],
};
