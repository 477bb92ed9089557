/** React state of the resend countdown: seconds left, ticking once a second, kept across reloads. */
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { $smsCountdownUntil } from "../../client/page-stores.ts";
import { countdownEnd, secondsLeft } from "../../core/login/sms-countdown.ts";

export interface ResendCountdown {
  /** Whole seconds until another code may be requested; 0 when it may. */
  left: number;
  /** True once a code was requested in this tab (also after a reload). */
  sentBefore: boolean;
  /** True while the stored countdown runs (read now, not from the last render). */
  running: () => boolean;
  /** Starts a countdown of `seconds` from now. */
  start: (seconds?: number) => void;
  /** Ends the countdown now (the code was spent: a new one may be requested at once). */
  reset: () => void;
}

const subscribe = (onChange: () => void) => $smsCountdownUntil.listen(onChange);
const readUntil = () => $smsCountdownUntil.get();
/** The server-rendered HTML shows no countdown: it cannot know the visitor's stored value. */
const serverUntil = () => 0;

/** The stored countdown end, read after hydration so the first render matches the server HTML. */
export function useResendCountdown(): ResendCountdown {
  const until = useSyncExternalStore(subscribe, readUntil, serverUntil);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === 0) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds?: number) => {
    const time = Date.now();
    setNow(time);
    $smsCountdownUntil.set(countdownEnd(time, seconds));
  }, []);

  const running = useCallback(() => secondsLeft($smsCountdownUntil.get(), Date.now()) > 0, []);

  // Keeps "sentBefore": the label says 重新获取, since a code was sent in this tab.
  const reset = useCallback(() => $smsCountdownUntil.set(Math.min($smsCountdownUntil.get(), Date.now())), []);

  return { left: secondsLeft(until, now), sentBefore: until !== 0, running, start, reset };
}
