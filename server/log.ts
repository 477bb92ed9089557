/** The server's log sink: the console by default, a collecting or silent one in tests. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** Errors keep their stack here; clients never see it. */
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ""),
};

/** A logger that keeps every line, for tests that assert on logs. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message, error) => lines.push(`error ${message} ${error instanceof Error ? error.message : ""}`),
  };
}
