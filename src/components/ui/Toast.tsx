/** A short message at the bottom of the screen, announced politely, hidden after a while. */
import { useCallback, useEffect, useRef, useState } from "react";
import "./ui.css";

/** Shows `message` (empty: nothing) in a live region that exists from the first render. */
export function Toast({ message }: { message: string }) {
  return (
    <div className="ui-toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}

/** State for a Toast: [message, show(text)]; each message stays `ms` milliseconds. */
export function useToast(ms = 3000): [string, (text: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(""), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
