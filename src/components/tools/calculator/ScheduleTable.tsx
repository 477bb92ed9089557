/**
 * The repayment schedule of one method. Long terms (360 months) start folded to the first year
 * so that a cheap phone paints 12 rows, not 360; one tap unfolds the rest.
 */
import { memo, useState } from "react";
import type { ScheduleRow } from "../../../core/loan-math.ts";
import { formatFen } from "../../../core/format.ts";

/** Rows shown before the visitor asks for the full schedule. */
const FOLDED_ROWS = 12;

interface Props {
  /** Caption naming the method, e.g. 等额本息还款计划. */
  caption: string;
  schedule: readonly ScheduleRow[];
}

const Rows = memo(function Rows({ rows }: { rows: readonly ScheduleRow[] }) {
  return (
    <>
      {rows.map((row) => (
        <tr key={row.month}>
          <th scope="row">{row.month}</th>
          <td>{formatFen(row.paymentFen, true)}</td>
          <td>{formatFen(row.principalFen, true)}</td>
          <td>{formatFen(row.interestFen, true)}</td>
          <td>{formatFen(row.remainingFen, true)}</td>
        </tr>
      ))}
    </>
  );
});

/** A table of every month (期数, 月供, 本金, 利息, 剩余本金), folded when longer than a year. */
export function ScheduleTable({ caption, schedule }: Props) {
  const [unfolded, setUnfolded] = useState(false);
  const folded = !unfolded && schedule.length > FOLDED_ROWS;
  const shown = folded ? schedule.slice(0, FOLDED_ROWS) : schedule;
  return (
    <div className="calc-schedule">
      <div className="calc-table-scroll">
        <table>
          <caption>{caption}（单位：元）</caption>
          <thead>
            <tr>
              <th scope="col">期数</th>
              <th scope="col">月供</th>
              <th scope="col">本金</th>
              <th scope="col">利息</th>
              <th scope="col">剩余本金</th>
            </tr>
          </thead>
          <tbody>
            <Rows rows={shown} />
          </tbody>
        </table>
      </div>
      {schedule.length > FOLDED_ROWS && (
        <button
          type="button"
          className="btn btn-secondary"
          aria-expanded={!folded}
          onClick={() => setUnfolded(!unfolded)}
        >
          {folded ? `展开全部 ${schedule.length} 期` : `收起，只看前 ${FOLDED_ROWS} 期`}
        </button>
      )}
    </div>
  );
}
