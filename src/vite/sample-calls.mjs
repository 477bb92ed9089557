// @ts-check
/**
 * Finds the `sample(value, "what to replace it with")` calls of one source file (the marker of
 * src/config/sample.ts) with the TypeScript parser: where each call is, the field it sets and
 * its note. Shared by the build's sample list (src/deploy/samples.ts) and the Vite plugin
 * below that removes the calls from browser code, so both see the same calls.
 */
import ts from "typescript";

/** Module specifiers that name the marker module. */
const MARKER_MODULE = /(^|\/)sample\.ts$/;

/**
 * @typedef {object} SampleCall
 * @property {number} start offset of the call in the source
 * @property {number} end offset just after the call
 * @property {number} line 1-based line of the call
 * @property {string} field where the value goes, e.g. `BRAND_DOWNLOADS.shanxin` or `hostnames`
 * @property {ts.Expression | undefined} value the value's node
 * @property {string} valueText source text of the value
 * @property {string | undefined} note the replacement note (undefined when not a string literal)
 */

/**
 * Whether the file imports `sample` from the marker module (under its own name).
 * @param {ts.SourceFile} source
 */
function importsMarker(source) {
  return source.statements.some((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
    const bindings = statement.importClause?.namedBindings;
    return (
      MARKER_MODULE.test(statement.moduleSpecifier.text) &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === "sample" && !element.propertyName)
    );
  });
}

/** @param {ts.PropertyName} name */
function propertyNameText(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)
    ? name.text
    : name.getText();
}

/**
 * The field a value lands in, from the declarations and object keys around it:
 * `TRACE_GROUPS[0].conversionId`, `api` (inside a host file's defineHost({...})).
 * @param {ts.Node} node
 */
function fieldOf(node) {
  /** @type {string[]} */
  const parts = [];
  let child = node;
  let parent = node.parent;
  while (parent && !ts.isSourceFile(parent)) {
    if (ts.isPropertyAssignment(parent)) parts.unshift(`.${propertyNameText(parent.name)}`);
    else if (ts.isArrayLiteralExpression(parent)) {
      parts.unshift(`[${parent.elements.indexOf(/** @type {ts.Expression} */ (child))}]`);
    } else if (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent)) {
      parts.unshift(parent.name.getText());
      break;
    } else if (ts.isExportAssignment(parent) || ts.isFunctionLike(parent)) break;
    child = parent;
    parent = parent.parent;
  }
  return parts.join("").replace(/^\./, "") || "(value)";
}

/**
 * Every marker call of a file (none when the file does not import the marker).
 * @param {string} text source text
 * @param {string} fileName its extension gives the script kind (TS, TSX, JS)
 * @returns {SampleCall[]}
 */
export function findSampleCalls(text, fileName) {
  if (!text.includes("sample")) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  if (!importsMarker(source)) return [];
  /** @type {SampleCall[]} */
  const calls = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "sample") {
      const [value, note] = node.arguments;
      const literal = note && (ts.isStringLiteral(note) || ts.isNoSubstitutionTemplateLiteral(note));
      calls.push({
        start: node.getStart(source),
        end: node.end,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        field: fieldOf(node),
        value,
        valueText: value ? value.getText(source) : "",
        note: literal && node.arguments.length === 2 ? note.text : undefined,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

const SOURCE = /\.(ts|tsx|mjs)$/;

/**
 * The Vite plugin that removes the marker from every module Vite builds: `sample(v, "note")`
 * becomes `(v)`, nested calls too (an inner call lies inside its outer call's value, so the
 * edits never overlap). The marker is the identity, so nothing changes but the bytes: the notes
 * are for operators and would otherwise ship in the page scripts that read tracker ids, channel
 * tables or the bridge handler.
 * @returns {import("vite").Plugin}
 */
export function stripSamples() {
  return {
    name: "funnel:strip-samples",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE.test(file) || file.includes("/node_modules/")) return undefined;
      const edits = findSampleCalls(code, file).flatMap(
        (call) =>
          /** @type {const} */ ([
            [call.start, call.value?.getStart() ?? call.end, "("],
            [call.value?.end ?? call.end, call.end, ")"],
          ]),
      );
      if (edits.length === 0) return undefined;
      for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0]))
        code = `${code.slice(0, from)}${text}${code.slice(to)}`;
      return { code, map: null };
    },
  };
}
