/** The hint and error lines under a control; the ids match describedBy() of ids.ts. */
import { errorId, hintId } from "./ids.ts";

export function FieldHint({ id, hint }: { id: string; hint?: string | undefined }) {
  return hint ? (
    <p className="ui-hint" id={hintId(id)}>
      {hint}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p className="ui-error" id={errorId(id)}>
      {error}
    </p>
  ) : null;
}

/** The star after a required field's label; screen readers hear "required" from the control. */
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className="ui-required" aria-hidden="true">
      *
    </span>
  );
}
