import { expect, test } from "vitest";
import { escapeHtml } from "./html-escape.ts";

test.each([
  ["plain 文字", "plain 文字"],
  ["<script>", "&lt;script&gt;"],
  ["a \"quoted\" & 'single'", "a &quot;quoted&quot; &amp; &#39;single&#39;"],
  ["&amp;", "&amp;amp;"],
])("escapes %j", (input, expected) => {
  expect(escapeHtml(input)).toBe(expected);
});
