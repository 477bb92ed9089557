// @ts-check
/**
 * ESLint rule `layers/import-order`: data flows one way (decision 028 in
 * docs/decisions/code-layers-and-style.md). Each layer may import only the layers before it in
 * LAYERS (and itself); the server may use config, core and contract; the preview is a leaf nothing
 * in the product imports. Imports are resolved to a path in the repository, so `../../client/x.ts`
 * is judged by where it lands.
 */
import { dirname, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** The product's layers, first to last. */
const LAYERS = [
  "hosts",
  "src/config",
  "src/core",
  "src/contract",
  "src/client",
  "src/components",
  "src/layouts",
  "src/pages",
];

/**
 * What each layer may import besides itself. Host files are written with the configuration's
 * kit (the host schema, the sample marker, catalogue helpers), so they may use src/config; only
 * the bundle registry, which reads every host file, is closed to them: the cycle it would close.
 */
/** @type {Map<string, string[]>} */
const ALLOWED = new Map([["hosts", ["src/config"]]]);
LAYERS.slice(1).forEach((layer, index) => ALLOWED.set(layer, LAYERS.slice(0, index + 1)));
ALLOWED.set("server", ["src/config", "src/core", "src/contract", "hosts"]);

/**
 * The layer a repository path belongs to (longest match), or undefined for tooling and tests.
 * @param {string} path
 */
function layerOf(path) {
  return [...ALLOWED.keys()]
    .sort((a, b) => b.length - a.length)
    .find((layer) => path === layer || path.startsWith(`${layer}/`));
}

/** @type {(path: string, area: string) => boolean} */
const within = (path, area) => path === area || path.startsWith(`${area}/`);

/** @type {import("eslint").Rule.RuleModule} */
const importOrder = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports follow the layer order of decision 028 in docs/decisions/code-layers-and-style.md",
    },
    schema: [],
  },
  create(context) {
    const file = relative(ROOT, context.filename);
    const from = layerOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) return {};
    /** @type {(node: import("eslint").Rule.Node, source: unknown) => void} */
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const target = relative(ROOT, resolve(dirname(context.filename), source));
      if (within(target, "src/preview")) {
        context.report({ node, message: `${from} must not import the preview (a leaf): ${source}` });
        return;
      }
      const to = layerOf(target);
      if (!to || to === from) return;
      const allowed = ALLOWED.get(from) ?? [];
      const registry = from === "hosts" && target === "src/config/bundles.ts";
      if (!allowed.some((area) => within(target, area)) || registry) {
        context.report({ node, message: `${from} may not import ${to} (layer order): ${source}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { rules: { "import-order": importOrder } };
