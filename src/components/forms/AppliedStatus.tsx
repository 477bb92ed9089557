/**
 * A returning applicant's status (issue 53, decision 435): they sent this form before (from this
 * device, or the backend says the application is complete), so they see that, when, and where
 * they stand, with the way to change what they sent. The form stays below, hidden, until they
 * choose to change it.
 */
import { formatDate } from "../../core/format.ts";

interface AppliedStatusProps {
  /** When it was sent (ms), where this device knows. */
  at: number | undefined;
  /** Their page after the form: the download, marketplace or result page. */
  destination: string;
  onEdit: () => void;
}

export function AppliedStatus({ at, destination, onEdit }: AppliedStatusProps) {
  return (
    <section className="form-applied" aria-labelledby="form-applied-title">
      <h2 id="form-applied-title">您已提交过申请</h2>
      <p>
        {at ? `提交日期：${formatDate(new Date(at))}。` : ""}
        可查看申请结果；信息有变化时，可修改后重新提交。
      </p>
      <div className="form-applied-actions">
        <a className="btn" href={destination}>
          查看申请结果
        </a>
        <button type="button" className="btn btn-secondary" onClick={onEdit}>
          修改申请信息
        </button>
      </div>
    </section>
  );
}
