/** The valuation's result revealed after each new answer (reveal-result.ts); the server render stays put. */
import { useEffect, useRef } from "react";
import { revealResult } from "./reveal-result.ts";

/** Reveals the heading each time `revision` grows past 0; returns the heading's ref. */
export function useRevealResult(revision: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (revision > 0 && headingRef.current) revealResult(headingRef.current);
  }, [revision]);
  return headingRef;
}
