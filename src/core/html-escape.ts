/** HTML escaping for server-rendered pages (the index page, the preview studio, flow tables). */
const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  // The pattern matches exactly the table's keys.
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}
