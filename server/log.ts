/** The server's log sink: the console by default, a collecting or silent one in tests (test-helpers.ts). */
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
