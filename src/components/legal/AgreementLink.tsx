/**
 * A link to one of the agreements that opens it in a sheet over the page (issue 18): the
 * visitor reads it and comes back to the half-filled form, instead of losing it to a new tab.
 * The agreement is the bundle's own static page (/other/...), fetched and shown as it is built;
 * without JavaScript the link opens the page in a new tab, and
 * when the page cannot be fetched the sheet links to it.
 */
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { BottomSheet } from "../ui/BottomSheet.tsx";
import "./agreement-sheet.css";

interface Props {
  href: string;
  /** The agreement's name, without book-title marks. */
  title: string;
}

/** The agreement's <main> from its built page; undefined when it cannot be had. */
async function agreementBody(href: string): Promise<DocumentFragment | undefined> {
  const response = await fetch(href, { credentials: "same-origin" });
  if (!response.ok) return undefined;
  const page = new DOMParser().parseFromString(await response.text(), "text/html");
  const main = page.querySelector("main");
  if (!main) return undefined;
  // Nodes of a parsed document never run their scripts; the page has none in <main> anyway.
  main.querySelectorAll("script").forEach((script) => script.remove());
  const fragment = document.createDocumentFragment();
  for (const node of [...main.childNodes]) fragment.append(document.importNode(node, true));
  return fragment;
}

function AgreementSheet({ href, title, onClose }: Props & { onClose: () => void }) {
  const body = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    agreementBody(href)
      .then((fragment) => {
        if (!current) return;
        if (fragment) body.current?.replaceChildren(fragment);
        else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [href]);
  return (
    <BottomSheet title={title} onClose={onClose} tall>
      <div ref={body} className="agreement-body">
        {failed ? (
          <p>
            协议暂时无法在此打开，请<a href={href}>点此查看《{title}》</a>。
          </p>
        ) : (
          <p className="muted">加载中...</p>
        )}
      </div>
    </BottomSheet>
  );
}

/** 《title》, opening the agreement in a sheet over the page; other sites open as usual. */
export function AgreementLink({ href, title }: Props) {
  if (!href.startsWith("/")) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        《{title}》
      </a>
    );
  }
  return <InPageAgreementLink href={href} title={title} />;
}

function InPageAgreementLink({ href, title }: Props) {
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  // A tap before the island hydrates is held and opens the sheet once it has (held-hydration.ts);
  // without JavaScript, or when it fails to load, the agreement opens in a new tab and the form stays.
  return (
    <>
      <a href={href} target="_blank" rel="noopener" onClick={onClick} data-held-tap="">
        《{title}》
      </a>
      {open && <AgreementSheet href={href} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
