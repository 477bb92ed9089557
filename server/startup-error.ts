/**
 * A reason the server refuses to start, written for the operator who reads it in a terminal:
 * what is wrong, which file or variable, and what to do, in Chinese and in English.
 */
export class StartupError extends Error {
  constructor(zh: string, en: string, options?: { cause?: unknown }) {
    super(`${zh}\n${en}`, options);
    this.name = "StartupError";
  }
}
