/**
 * A link to one of the agreements (《title》). A link of the bundle's own (/other/...) opens in
 * a sheet over the page, by a framework-free listener (src/client/agreement-sheet.ts) that acts
 * before and after React hydrates; without JavaScript it opens the page in a new tab and the
 * form stays. Other sites open as usual.
 */
import { EARLY_ACTION } from "../../client/start/held-taps.ts";
import { AGREEMENT_LINK } from "../../client/agreement-sheet.ts";
import "../ui/sheet.css";
import "./agreement-sheet.css";

interface Props {
  href: string;
  /** The agreement's name, without book-title marks. */
  title: string;
}

export function AgreementLink({ href, title }: Props) {
  const inPage = href.startsWith("/");
  return (
    <a
      href={href}
      target="_blank"
      rel={inPage ? "noopener" : "noopener noreferrer"}
      {...(inPage && { [EARLY_ACTION]: AGREEMENT_LINK })}
    >
      《{title}》
    </a>
  );
}
