// The browser's view of the API contract. Every endpoint is declared once in shared/api with its
// zod schemas; the production client only needs where to send a call (id, method, path), since it
// trusts the contract and validates nothing (shared/api/api-client.ts validates in development).
// For the client build this plugin drops the other properties of each `defineEndpoint({...})` and
// marks the top-level initializers of the shared declaration modules (endpoints, schemas, enums)
// side-effect free, so the schemas, zod with them, and the enumerations a page does not use are
// left out of the browser bundle.
import { parseAst, type Plugin } from 'vite';
import { clientBuildTransform } from './client-build-transform.ts';
import { walk, type Edit, type Node } from './ast-nodes.ts';

/** What the browser's API client reads from an endpoint. */
const ROUTING_KEYS = new Set(['id', 'method', 'path']);

/** Declaration modules: endpoints (shared/api), the schemas they use (shared/schemas), enumerations (shared/enums). */
const DECLARATION_MODULE = /\/shared\/(api|schemas|enums)\/[^/]+\.ts$/;

function propertyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (property.type !== 'Property' || property.computed || !key) return undefined;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
}

/** Drops what the browser does not need from the endpoint declarations (only `defineEndpoint({ ... })` literals). */
function endpointEdits(program: Node, code: string): Edit[] {
  const edits: Edit[] = [];
  walk(program, (node) => {
    const callee = node.callee as Node | undefined;
    const [literal] = (node.arguments as Node[] | undefined) ?? [];
    if (
      node.type !== 'CallExpression' ||
      callee?.type !== 'Identifier' ||
      callee.name !== 'defineEndpoint' ||
      literal?.type !== 'ObjectExpression'
    )
      return;
    const properties = literal.properties as Node[];
    const kept = properties.filter((property) => ROUTING_KEYS.has(propertyName(property) ?? ''));
    if (kept.length === properties.length) return;
    if (kept.length !== ROUTING_KEYS.size)
      throw new Error(`defineEndpoint at offset ${literal.start}: id, method and path must be plain properties`);
    edits.push({
      start: literal.start,
      end: literal.end,
      text: `{ ${kept.map((property) => code.slice(property.start, property.end)).join(', ')} }`,
    });
  });
  return edits;
}

/**
 * `/*#__PURE__*\/` on every call a top-level `const` initializer makes while the module loads (not
 * inside functions): zod's own functions are marked side-effect free, but method calls such as
 * `.check()` and our `defineEnum` are not, and would keep every declaration of a module a page touches.
 */
function pureAnnotations(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init)
        walk(
          init,
          (node) =>
            (node.type === 'CallExpression' || node.type === 'NewExpression') &&
            edits.push({ start: node.start, end: node.start, text: '/*#__PURE__*/ ' }),
          false,
        );
    }
  }
  return edits;
}

function applyEdits(code: string, edits: Edit[]): string {
  const replaced = edits.filter((edit) => edit.end > edit.start);
  // An annotation inside a dropped property goes with it; nested calls starting at one place (`z.int().check()`) need one.
  const inserted = new Set<number>();
  const applied = edits.filter((edit) => {
    if (edit.end > edit.start) return true;
    if (inserted.has(edit.start) || replaced.some((range) => edit.start > range.start && edit.start < range.end)) return false;
    inserted.add(edit.start);
    return true;
  });
  // Back to front, so the offsets of the edits still to apply stay valid.
  return applied
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), code);
}

/** The client view of one contract module (TypeScript in, TypeScript out). */
export function clientViewOf(code: string, filename: string): string {
  const program = parseAst(code, { lang: 'ts' }, filename) as unknown as Node;
  return applyEdits(code, [...endpointEdits(program, code), ...pureAnnotations(program)]);
}

/** Applies the client view to the contract's modules in the production browser build only. */
export const clientEndpointView = (): Plugin => clientBuildTransform('skill:client-endpoint-view', DECLARATION_MODULE, clientViewOf);
