/**
 * Control characters in a value from outside (an address, an answer, storage): no id, token or
 * name holds one, and a NUL in a stored id made the backend refuse every call. A module of its
 * own because the script every page runs needs this and nothing else of opaque.ts.
 */

/** True when the text holds a C0 control character, DEL or a C1 control character. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
