/**
 * Tables that stack on a phone: each cell carries its column name (data-label), and the
 * stylesheet turns rows into cards below 640 px, so no table scrolls sideways.
 */
import { escapeHtml as e } from "../../core/html-escape.ts";

/** A cell: text (escaped here) or trusted markup built by the studio. */
export type Cell = string | { html: string };

const cellHtml = (cell: Cell) => (typeof cell === "string" ? e(cell) : cell.html);

/** A stacking table with a caption, column headers and rows. */
export function stackTable(caption: string, headers: readonly string[], rows: readonly Cell[][]): string {
  const head = headers.map((header) => `<th scope="col">${e(header)}</th>`).join("");
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => `<td data-label="${e(headers[i] ?? "")}">${cellHtml(cell)}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<table class="stack"><caption>${e(caption)}</caption><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>`;
}

/** Inline code. */
export const code = (text: string): Cell => ({ html: `<code>${e(text)}</code>` });
