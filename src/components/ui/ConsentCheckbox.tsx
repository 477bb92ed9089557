/**
 * A consent checkbox, unticked until the visitor ticks it (a pre-ticked box is not consent,
 * REFERENCE.md "Consent"), with its text, its agreement links and its error. Uncontrolled, named
 * `name` with the value "1": a tick given before the island hydrated is kept, the forms and the
 * SMS login read it from the form; one-click login reads it through `inputRef`.
 */
import type { ReactNode, RefObject } from "react";
import type { ConsentDocument } from "../../config/compliance.ts";
import { AgreementLink } from "../legal/AgreementLink.tsx";
import { describedBy, FieldError } from "./FieldMessage.tsx";
import "./ui.css";

interface ConsentCheckboxProps {
  id: string;
  name?: string;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
  /** Agreements named after the text, outside the label: "《甲》、《乙》和《丙》". */
  documents?: readonly ConsentDocument[];
  error?: string | undefined;
  /** Id of the message explaining why consent is needed, when the caller shows it (the logins). */
  messageId?: string | undefined;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** The wrapper's class: a form field by default; the logins' small print ("login-consent"). */
  className?: string;
}

export function ConsentCheckbox({
  id,
  name,
  onChange,
  children,
  documents = [],
  error,
  messageId,
  inputRef,
  className = "ui-field",
}: ConsentCheckboxProps) {
  return (
    <div className={className}>
      <div className="ui-consent">
        <input
          ref={inputRef}
          id={id}
          name={name ?? id}
          value="1"
          type="checkbox"
          onChange={onChange && ((event) => onChange(event.target.checked))}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId ?? describedBy(id, undefined, error)}
        />
        <label htmlFor={id}>{children}</label>
        {documents.map((doc, index) => (
          <span key={doc.href}>
            {index === documents.length - 1 ? "和" : index > 0 ? "、" : ""}
            <AgreementLink href={doc.href} title={doc.title} />
          </span>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
