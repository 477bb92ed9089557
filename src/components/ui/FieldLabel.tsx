/** The label of a field whose control is a button (a picker): a span the button names itself by. */
export function FieldLabel({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <span className="ui-label" id={id}>
      {label}
      {required && (
        <span className="ui-required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}
