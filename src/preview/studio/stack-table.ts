/** The preview page's one table: it stacks into cards on a phone. */
import { escapeHtml as e } from "../../core/html-escape.ts";

/** A cell: text (escaped here) or HTML made safe by its caller. */
export type Cell = string | { html: string };

/**
 * A table that stacks on a phone: each cell carries its column name (data-label), and the
 * stylesheet turns rows into cards below 640 px, so no table scrolls sideways.
 */
export function stackTable(caption: string, headers: readonly string[], rows: readonly Cell[][]): string {
  const head = headers.map((header) => `<th scope="col">${e(header)}</th>`).join("");
  const cell = (value: Cell, i: number) =>
    `<td data-label="${e(headers[i] ?? "")}">${typeof value === "string" ? e(value) : value.html}</td>`;
  const body = rows.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("\n");
  return `<table class="stack"><caption>${e(caption)}</caption><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>`;
}
