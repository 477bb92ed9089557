/**
 * The submit button of a form: disabled and marked busy while a submission is in flight, so a
 * second tap cannot start a second one (the form also keeps its own lock).
 */
import "./ui.css";

export interface SubmitButtonProps {
  label: string;
  busy: boolean;
}

export function SubmitButton({ label, busy }: SubmitButtonProps) {
  return (
    <button className="btn" type="submit" disabled={busy} aria-busy={busy}>
      {busy ? "提交中..." : label}
    </button>
  );
}
