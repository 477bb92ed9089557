/**
 * The estimate card: the range labelled 估值仅供参考, what it was computed from, and the link
 * into the car-loan form prefilled with the same answers.
 */
import { formatDate } from "../../../core/format.ts";
import { formatWan } from "../../../core/valuation/estimate.ts";
import { useRevealResult } from "../use-reveal-result.ts";
import type { ShownValuation } from "../../../core/valuation/evaluate.ts";

/**
 * Result card; each new valuation (`revision`) scrolls to it, focuses its heading and marks it,
 * as the loan calculator does.
 */
export function ValuationResult({ valuation, revision }: { valuation: ShownValuation; revision: number }) {
  const headingRef = useRevealResult(revision);
  const { estimate } = valuation;
  return (
    <section className="card val-result" aria-labelledby="valuation-result-title">
      <h2 id="valuation-result-title" ref={headingRef} tabIndex={-1}>
        估值结果
      </h2>
      <p className="val-tag">估值仅供参考 · 估值日期 {formatDate(new Date())}</p>
      <p className="val-range">
        {formatWan(estimate.lowYuan)}万 – {formatWan(estimate.highYuan)}万元
      </p>
      <p className="muted">
        {valuation.carName} · {valuation.reg} 上牌 · {valuation.mileageWan}万公里 · {valuation.city} · 车况
        {valuation.conditionLabel}
      </p>
      <p className="muted">
        以上为根据厂商指导价、车龄、里程和车况离线估算的参考区间，不构成收购报价或授信额度；实际车辆价值和可借金额以贷款机构实地评估和审批结果为准。
      </p>
      <a className="btn" href={valuation.applyHref}>
        用爱车申请车主贷
      </a>
    </section>
  );
}
