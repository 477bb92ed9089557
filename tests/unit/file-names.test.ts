/**
 * Issue 56: a comment or document that names a file that no longer exists sends the next
 * reader looking for it. Every source file name in a comment of the code, and in the README and
 * docs, the decision log included, must name a file of the repository (or of an installed package,
 * for `node_modules/` paths).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => path !== "" && existsSync(resolve(root, path)));

/** Names of source files: what a reader would go and open. Built and data files are not named here. */
const FILE_NAME = /(?<![\w.@/-])(?:\.{0,2}\/)?[\w@][\w./@-]*\.(?:ts|tsx|mjs|astro|css|py)\b/g;

const ENDS_A_VALUE = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.TemplateTail,
]);

/**
 * The comments of a source file, found by TypeScript's scanner so that a `//` or `/*` inside a
 * string is not taken for one; in .astro files, the frontmatter's and the HTML comments.
 */
function commentsOf(code: string, path = "x.ts"): string[] {
  const scripts = path.endsWith(".astro") ? [/^---\n([\s\S]*?)\n---/.exec(code)?.[1] ?? ""] : [code];
  const comments = path.endsWith(".astro") ? [...(code.match(/<!--[\s\S]*?-->/g) ?? [])] : [];
  for (const script of scripts) {
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, script);
    let previous = ts.SyntaxKind.Unknown;
    // Brace depths at which a template's `${` is open: its `}` continues the template.
    const templates: number[] = [];
    let depth = 0;
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token === ts.SyntaxKind.OpenBraceToken) depth += 1;
      if (token === ts.SyntaxKind.CloseBraceToken) {
        if (templates.at(-1) === depth) {
          templates.pop();
          token = scanner.reScanTemplateToken(false);
        } else depth -= 1;
      }
      if (token === ts.SyntaxKind.TemplateHead || token === ts.SyntaxKind.TemplateMiddle)
        templates.push(depth);
      if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
        comments.push(scanner.getTokenText());
        continue;
      }
      // A slash where no value ends starts a regular expression (the parser's rule, in short).
      const slash = token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken;
      if (slash && !ENDS_A_VALUE.has(previous)) token = scanner.reScanSlashToken();
      if (token !== ts.SyntaxKind.WhitespaceTrivia && token !== ts.SyntaxKind.NewLineTrivia) previous = token;
    }
  }
  return comments;
}

/** The file names `text` mentions that no file of `files` (repository paths) answers to. */
function missingNames(text: string, files: readonly string[]): string[] {
  const names = new Set(files.map((path) => basename(path)));
  const exists = (name: string): boolean => {
    const bare = name.replace(/^(?:\.{1,2}\/)+/, "").replace(/^\//, "");
    if (bare.includes("node_modules/"))
      return existsSync(resolve(root, bare.slice(bare.indexOf("node_modules/"))));
    if (!bare.includes("/")) return names.has(bare);
    return files.some((path) => path === bare || path.endsWith(`/${bare}`));
  };
  return [...new Set(text.match(FILE_NAME) ?? [])].filter((name) => !exists(name));
}

describe("finding names of missing files", () => {
  const files = ["src/client/session.ts", "src/core/phone.ts", "README.md"];
  it.each([
    ["// see src/client/session.ts", []],
    ["// see session.ts and ../core/phone.ts", []],
    ["// see preload-error.ts", ["preload-error.ts"]],
    ["// moved from src/client/list-state.ts", ["src/client/list-state.ts"]],
    ["// astro's node_modules/astro/bin/astro.mjs", []],
    ["// node_modules/astro/bin/gone.mjs", ["node_modules/astro/bin/gone.mjs"]],
  ])("%s", (text, missing) => {
    expect(missingNames(text, files)).toEqual(missing);
  });

  it("reads names in comments, not in code", () => {
    const code = `const url = "https://a.example/x.ts"; // see gone.ts\n/* and old.tsx */ const y = 1;`;
    expect(commentsOf(code).flatMap((comment) => missingNames(comment, files))).toEqual([
      "gone.ts",
      "old.tsx",
    ]);
  });
});

/** Test files name made-up files on purpose (fixtures); their comments still count. */
const SOURCE = /\.(?:ts|tsx|mjs|astro|css)$/;
const DOCUMENT = (path: string) => path.endsWith(".md");

describe("every file a comment or document names exists", () => {
  it.each(tracked.filter((path) => SOURCE.test(path) || DOCUMENT(path)))("%s", (path) => {
    const text = readFileSync(resolve(root, path), "utf8");
    const read = DOCUMENT(path)
      ? [text]
      : path.endsWith(".css")
        ? (text.match(/\/\*[\s\S]*?\*\//g) ?? [])
        : commentsOf(text, path);
    expect(read.flatMap((part) => missingNames(part, tracked))).toEqual([]);
  });
});
