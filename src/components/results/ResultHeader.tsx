/**
 * Heading block of a result page: a status mark, the heading and an optional lead text. The
 * result pages draw it without client code; the marketplace island draws it for its
 * state-dependent headline (then without a mark when the page's headline is above it).
 */
import type { ResultHeading } from "./lib/result-pages.ts";
import "./result-header.css";

const MARKS = { success: "✓", fail: "!", info: "i" } as const;

interface Props extends ResultHeading {
  /** 2: a section under the page's headline. */
  level?: 1 | 2;
  id?: string;
}

export function ResultHeader({ tone, heading, lead, level = 1, id }: Props) {
  const Heading = level === 1 ? "h1" : "h2";
  const body = (
    <>
      {tone && (
        <span className="mark" aria-hidden="true">
          {MARKS[tone]}
        </span>
      )}
      <Heading id={id}>{heading}</Heading>
      {lead && <p className="muted">{lead}</p>}
    </>
  );
  return tone ? <header className={`result-header ${tone}`}>{body}</header> : body;
}
