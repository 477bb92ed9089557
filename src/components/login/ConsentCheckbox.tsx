/**
 * The login consent: unticked until the visitor ticks it (a pre-ticked box is not consent,
 * REFERENCE.md "Consent"), naming the three documents it covers, each a link. Uncontrolled:
 * a tick given before the island hydrated is kept; the login reads it from the form by `name`.
 */
import { CONSENT_DOCUMENTS } from "../../core/login/consent-documents.ts";
import { AgreementLink } from "../legal/AgreementLink.tsx";

interface Props {
  name: string;
  /** Id of the message explaining why consent is needed, when it is shown. */
  describedBy?: string | undefined;
}

export default function ConsentCheckbox({ name, describedBy }: Props) {
  return (
    <div className="login-consent">
      <input
        id="login-consent"
        name={name}
        type="checkbox"
        defaultChecked={false}
        aria-describedby={describedBy}
      />
      <label htmlFor="login-consent">我已阅读并同意</label>
      {CONSENT_DOCUMENTS.map((doc, index) => (
        <span key={doc.href}>
          {index === CONSENT_DOCUMENTS.length - 1 ? "和" : index > 0 ? "、" : ""}
          <AgreementLink href={doc.href} title={doc.title} />
        </span>
      ))}
    </div>
  );
}
