/**
 * Form steps as history entries (issue 18): 下一步 adds an entry, so the phone's Back returns to
 * the previous step instead of leaving for the login page (which would send a logged-in visitor
 * straight back). Once the visitor has typed something, Back from the first entry of the form
 * asks once whether to leave (the retention prompt of Chinese loan H5s); after that answer,
 * Back leaves: the visitor is never trapped.
 */
import { useCallback, useEffect, useRef, useState } from "react";

/** What this form keeps in `history.state` (other keys of the state are left as they are). */
interface StepState {
  formStep?: number;
  /** The page's own entry: Back from the next one leaves the form. */
  formBase?: boolean;
}

const stateOf = (value: unknown): StepState => (typeof value === "object" && value !== null ? value : {});

export interface StepHistory {
  /** Moves to a later step as a new history entry. */
  forward: (index: number) => void;
  /** Moves one step back through history. */
  back: () => void;
  /** True while the leave prompt is shown. */
  asking: boolean;
  /** The visitor stays: the prompt closes and the form keeps its place. */
  stay: () => void;
  /** The visitor leaves: Back is performed for real. */
  leave: () => void;
}

export function useStepHistory(step: number, setStep: (index: number) => void, dirty: boolean): StepHistory {
  const [asking, setAsking] = useState(false);
  const armed = useRef(false);
  const asked = useRef(false);
  const stepNow = useRef(step);
  useEffect(() => {
    stepNow.current = step;
  }, [step]);

  const push = useCallback((index: number) => {
    history.pushState({ ...stateOf(history.state), formStep: index, formBase: false }, "");
  }, []);

  useEffect(() => {
    history.replaceState({ ...stateOf(history.state), formStep: stepNow.current, formBase: true }, "");
    const onPopState = (event: PopStateEvent) => {
      const state = stateOf(event.state);
      if (typeof state.formStep !== "number") return;
      if (state.formBase && armed.current) {
        armed.current = false;
        if (asked.current) {
          history.back();
          return;
        }
        asked.current = true;
        setAsking(true);
      }
      setStep(state.formStep);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [setStep]);

  // The first change arms the prompt: one entry above the page's own, so Back lands on ours.
  useEffect(() => {
    if (!dirty || armed.current || asked.current) return;
    armed.current = true;
    push(stepNow.current);
  }, [dirty, push]);

  const forward = useCallback(
    (index: number) => {
      // Not armed yet: the current step gets its own entry first, so Back returns to it.
      if (!armed.current && !asked.current) {
        armed.current = true;
        push(stepNow.current);
      }
      setStep(index);
      push(index);
    },
    [push, setStep],
  );

  return {
    forward,
    back: () => history.back(),
    asking,
    stay: () => {
      setAsking(false);
      armed.current = true;
      push(stepNow.current);
    },
    leave: () => {
      setAsking(false);
      history.back();
    },
  };
}
