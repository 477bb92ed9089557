/**
 * The retention prompt shown once when Back would leave a form the visitor has started: what is
 * left to do, and two plain choices. Focus moves to 继续填写; Escape means stay.
 */
import { useEffect, useRef } from "react";

interface Props {
  /** Steps left after the current one, 0 on the last step. */
  stepsLeft: number;
  onStay: () => void;
  onLeave: () => void;
}

export function LeavePrompt({ stepsLeft, onStay, onLeave }: Props) {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  const left = stepsLeft > 0 ? `再填${stepsLeft + 1}步即可提交申请` : "只差最后一步即可提交申请";
  return (
    <div className="form-dialog-backdrop">
      <div
        className="form-dialog leave-prompt"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-prompt-title"
        aria-describedby="leave-prompt-text"
        onKeyDown={(event) => {
          if (event.key === "Escape") onStay();
        }}
      >
        <h2 id="leave-prompt-title">确定离开吗？</h2>
        <p id="leave-prompt-text">{left}，已填写的内容会为您保留。</p>
        <div className="leave-prompt-actions">
          <button ref={stay} type="button" className="btn" onClick={onStay}>
            继续填写
          </button>
          <button type="button" className="btn btn-secondary" onClick={onLeave}>
            离开
          </button>
        </div>
      </div>
    </div>
  );
}
