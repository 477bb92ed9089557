/**
 * The consent of the SMS and one-click logins: unticked until the visitor ticks it (a
 * pre-ticked box is not consent, REFERENCE.md "Consent"), naming the documents it covers, each
 * a link. Uncontrolled: a tick given before the island hydrated is kept; the SMS login reads it
 * from the form by `name`, one-click login through `inputRef`.
 */
import type { RefObject } from "react";
import { CONSENT_DOCUMENTS, type ConsentDocument } from "../../core/login/login-fields.ts";
import { AgreementLink } from "../legal/AgreementLink.tsx";

interface Props {
  id: string;
  name?: string;
  /** The documents it covers; the SMS login's three by default. */
  documents?: readonly ConsentDocument[];
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Id of the message explaining why consent is needed, when it is shown. */
  describedBy?: string | undefined;
}

export default function ConsentCheckbox({
  id,
  name,
  documents = CONSENT_DOCUMENTS,
  inputRef,
  describedBy,
}: Props) {
  return (
    <div className="login-consent">
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={false}
        aria-describedby={describedBy}
      />
      <label htmlFor={id}>我已阅读并同意</label>
      {documents.map((doc, index) => (
        <span key={doc.href}>
          {index === documents.length - 1 ? "和" : index > 0 ? "、" : ""}
          <AgreementLink href={doc.href} title={doc.title} />
        </span>
      ))}
    </div>
  );
}
