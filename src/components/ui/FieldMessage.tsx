/** The hint and error lines of a labelled control, and the ids that link them to it. */

/** What every labelled control takes: `id` links its messages (and takes the first error's focus). */
export interface FieldBase {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? hintId(id) : "", error ? errorId(id) : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

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
export function RequiredMark({ required }: { required: boolean | undefined }) {
  if (!required) return null;
  return (
    <span className="ui-required" aria-hidden="true">
      *
    </span>
  );
}
