/**
 * The figures of a calculation: the chosen method's monthly payment, total interest and total
 * repayment, then both methods side by side. All amounts come in fen from src/core/loan-math.ts.
 */
import type { EqualInstallmentResult, EqualPrincipalResult, LoanInput } from "../../../core/loan-math.ts";
import { formatFen, yuanToFen } from "../../../core/format.ts";
import { formatRatePercent } from "../../../core/calculator/calc-input.ts";

export type RepaymentMethod = "installment" | "principal";

export const METHOD_LABELS: Readonly<Record<RepaymentMethod, string>> = {
  installment: "等额本息",
  principal: "等额本金",
};

interface Props {
  input: LoanInput;
  method: RepaymentMethod;
  installment: EqualInstallmentResult;
  principal: EqualPrincipalResult;
}

const yuan = (fen: number) => `${formatFen(fen, true)} 元`;

/** Summary list of the chosen method plus a two-column comparison table. */
export function ResultSummary({ input, method, installment, principal }: Props) {
  const chosen = method === "installment" ? installment : principal;
  return (
    <>
      <p className="muted calc-echo">
        贷款金额 {yuan(yuanToFen(input.principal))} · {input.months} 个月 · 年化利率（单利）
        {formatRatePercent(input.annualRate)}
      </p>
      <dl className="calc-figures" aria-live="polite">
        {method === "installment" ? (
          <div>
            <dt>每月还款</dt>
            <dd className="calc-main">{yuan(installment.monthlyFen)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>首月还款</dt>
              <dd className="calc-main">{yuan(principal.firstMonthFen)}</dd>
            </div>
            <div>
              <dt>每月递减</dt>
              <dd>{yuan(principal.decrementFen)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>总利息</dt>
          <dd>{yuan(chosen.totalInterestFen)}</dd>
        </div>
        <div>
          <dt>还款总额</dt>
          <dd>{yuan(chosen.totalPaymentFen)}</dd>
        </div>
      </dl>
      <div className="calc-table-scroll">
        <table className="calc-compare">
          <caption>两种还款方式对比（单位：元）</caption>
          <thead>
            <tr>
              <th scope="col">项目</th>
              <th scope="col">{METHOD_LABELS.installment}</th>
              <th scope="col">{METHOD_LABELS.principal}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">首月还款</th>
              <td>{formatFen(installment.monthlyFen, true)}</td>
              <td>{formatFen(principal.firstMonthFen, true)}</td>
            </tr>
            <tr>
              <th scope="row">总利息</th>
              <td>{formatFen(installment.totalInterestFen, true)}</td>
              <td>{formatFen(principal.totalInterestFen, true)}</td>
            </tr>
            <tr>
              <th scope="row">还款总额</th>
              <td>{formatFen(installment.totalPaymentFen, true)}</td>
              <td>{formatFen(principal.totalPaymentFen, true)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
