// The little of an ESTree program (from Vite's parseAst) the client-build transforms read and walk.

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** Visits a node and every node below it, depth first; `intoFunctions: false` stops at function bodies (code that runs later). */
export function walk(node: Node, visit: (node: Node) => void, intoFunctions = true): void {
  visit(node);
  if (!intoFunctions && FUNCTION.has(node.type)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit, intoFunctions);
    } else if (isNode(value)) walk(value, visit, intoFunctions);
  }
}

/** A replacement of the source between two offsets. */
export type Edit = { start: number; end: number; text: string };
