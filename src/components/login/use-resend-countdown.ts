/** React state of the resend countdown: seconds left, ticking once a second, kept across reloads. */
import { useEffect, useState, useSyncExternalStore } from "react";
import { $smsCountdownUntil } from "../../client/page-stores.ts";
import { secondsLeft } from "../../core/login/sms-countdown.ts";

interface ResendCountdown {
  /** Whole seconds until another code may be requested; 0 when it may. */
  left: number;
  /** True once a code was requested in this tab (also after a reload). */
  sentBefore: boolean;
}

const subscribe = (onChange: () => void) => $smsCountdownUntil.listen(onChange);
const readUntil = () => $smsCountdownUntil.get();
/** The server-rendered HTML shows no countdown: it cannot know the visitor's stored value. */
const serverUntil = () => 0;

/**
 * The stored countdown end (src/client/login.ts starts and ends it), read after hydration so
 * the first render matches the server HTML.
 */
export function useResendCountdown(): ResendCountdown {
  const until = useSyncExternalStore(subscribe, readUntil, serverUntil);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === 0) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) window.clearInterval(timer);
    };
    // At once too: the countdown may have been started long after this component's last tick.
    const first = window.setTimeout(tick);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);

  return { left: secondsLeft(until, now), sentBefore: until !== 0 };
}
