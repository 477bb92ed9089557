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
 * @property {number} valueStart offset of the value
 * @property {number} valueEnd offset just after the value
 * @property {string} valueText source text of the value
 * @property {string | undefined} valueLiteral the value's text when it is a plain string literal
 * @property {string | undefined} note the replacement note (undefined when not a string literal)
 */

/**
 * Local names under which the file imports `sample` from the marker module.
 * @param {ts.SourceFile} source
 */
function markerNames(source) {
  /** @type {Set<string>} */
  const names = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!MARKER_MODULE.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === "sample") names.add(element.name.text);
    }
  }
  return names;
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
  const names = markerNames(source);
  if (names.size === 0) return [];
  /** @type {SampleCall[]} */
  const calls = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.has(node.expression.text)) {
      const [value, note] = node.arguments;
      const literal = note && (ts.isStringLiteral(note) || ts.isNoSubstitutionTemplateLiteral(note));
      calls.push({
        start: node.getStart(source),
        end: node.end,
        line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        field: fieldOf(node),
        valueStart: value ? value.getStart(source) : node.end,
        valueEnd: value ? value.end : node.end,
        valueText: value ? value.getText(source) : "",
        valueLiteral:
          value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
            ? value.text
            : undefined,
        note: literal && node.arguments.length === 2 ? note.text : undefined,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * `text[from, to)` with the outermost marker calls inside it replaced by their (rewritten) values.
 * @param {string} text
 * @param {SampleCall[]} calls sorted by start
 * @param {number} from
 * @param {number} to
 * @returns {string}
 */
function rewrite(text, calls, from, to) {
  let out = "";
  let position = from;
  for (const call of calls) {
    if (call.start < position || call.end > to) continue;
    out += `${text.slice(position, call.start)}(${rewrite(text, calls, call.valueStart, call.valueEnd)})`;
    position = call.end;
  }
  return out + text.slice(position, to);
}

/**
 * The source with every marker call replaced by its value in parentheses (the marker is the
 * identity, so behaviour is unchanged), or undefined when the file has none.
 * @param {string} text
 * @param {string} fileName
 */
function stripSampleCalls(text, fileName) {
  const calls = findSampleCalls(text, fileName).sort((a, b) => a.start - b.start);
  return calls.length === 0 ? undefined : rewrite(text, calls, 0, text.length);
}

const SOURCE = /\.(ts|tsx|mjs)$/;

/**
 * The Vite plugin that removes the marker from every module Vite builds: `sample(v, "note")`
 * becomes `(v)`. The marker is the identity, so nothing changes but the bytes: the notes are for
 * operators and would otherwise ship in the page scripts that read tracker ids, channel tables
 * or the bridge handler.
 * @returns {import("vite").Plugin}
 */
export function stripSamples() {
  return {
    name: "funnel:strip-samples",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!SOURCE.test(file) || file.includes("/node_modules/")) return undefined;
      const stripped = stripSampleCalls(code, file);
      return stripped === undefined ? undefined : { code: stripped, map: null };
    },
  };
}
