/** Outcome of a car-loan application as the car forms pass it: `?result=success|fail`. */
export type CarResult = "success" | "fail";

/** "fail" only for an explicit refusal; anything else (missing, malformed) reads as success. */
export function carResultOf(search: string): CarResult {
  // URLSearchParams reads any text (a broken %-escape included) without throwing.
  return new URLSearchParams(search).get("result") === "fail" ? "fail" : "success";
}

/** Per route: the lead, and whether to link the calculator and the questions page. */
export const CAR_RESULT_PAGES: Record<string, { lead: string; showTools: boolean }> = {
  "/car-loan-result": { lead: "我们已收到您的车主贷申请，合作机构将尽快为您审核。", showTools: true },
  "/uni-carloan-result": {
    lead: "您的车主贷申请已提交成功，按您在申请表上的同意，合作机构将根据您填写的车辆信息尽快审核并与您联系。",
    showTools: true,
  },
  // Inside the native app's web view the app's own navigation replaces the web tool links.
  "/app-carloan-result": {
    // Nothing sends an SMS about the review (issue 53): the partner's call is the contact promised.
    lead: "您的车主贷申请已提交，合作机构的审批进度会通过电话通知您，可返回APP继续浏览。",
    showTools: false,
  },
};
