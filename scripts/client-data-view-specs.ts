// The browser's view of the page data views (client/lib/data-view.ts, decision 017). A view's spec
// names the fields its page reads; the server projects answers with it, while in the browser `select`
// is the identity and only the names of the `kept()` top-level fields are read (which copies were
// hydrated without them). So for the client build this plugin writes each `defineView<T>()({...})`
// spec as its kept fields alone (`{ list: kept(true) }`) and each `fields<T>()({...})` spec as `{}`:
// the field lists stay on the server, and no page's first-load JavaScript grows with its views.
import { parseAst, type Plugin } from 'vite';
import { clientBuildTransform } from './client-build-transform.ts';
import { walk, type Edit, type Node } from './ast-nodes.ts';

/** Modules that may declare views: the client's TypeScript, not the views' own module or tests. */
const DECLARING_MODULES = /\/client\/(?!lib\/data-view\.ts$).*(?<!\.test)\.tsx?$/;

const calleeName = (node: Node): string | undefined => {
  const callee = node.callee as Node;
  return callee.type === 'Identifier' ? (callee.name as string) : undefined;
};

/** `defineView<T>()(spec)` or `fields<T>()(spec)`: the declaring function's name, else undefined. */
function declaringCall(node: Node): 'defineView' | 'fields' | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const inner = node.callee as Node;
  if (inner.type !== 'CallExpression' || (inner.arguments as Node[]).length !== 0) return undefined;
  const name = calleeName(inner);
  return name === 'defineView' || name === 'fields' ? name : undefined;
}

const containsKept = (node: Node): boolean => {
  let found = false;
  walk(node, (child) => {
    if (child.type === 'CallExpression' && calleeName(child) === 'kept') found = true;
  });
  return found;
};

/** The client view of one module (TypeScript in, TypeScript out); unchanged when it declares no view. */
export function clientDataViewSpecsOf(code: string, filename: string): string {
  if (!code.includes('defineView<') && !code.includes('fields<')) return code;
  const program = parseAst(code, { lang: filename.endsWith('x') ? 'tsx' : 'ts' }, filename) as unknown as Node;
  const edits: Edit[] = [];
  walk(program, (node) => {
    const name = declaringCall(node);
    const spec = name && (node.arguments as Node[])[0];
    if (!name || !spec) return;
    const where = `${filename}: ${name}() at offset ${node.start}`;
    if (name === 'fields') {
      // A fields() spec is emptied in the browser: a kept() inside it would be lost with it.
      if (containsKept(spec)) throw new Error(`${where}: kept() marks a view's top-level fields only, never inside fields()`);
      edits.push({ start: spec.start, end: spec.end, text: '{}' });
      return;
    }
    // An identifier (a fields() spec, a shared constant) is left as it is: it is rewritten where it is declared.
    if (spec.type !== 'ObjectExpression') return;
    const keptFields = (spec.properties as Node[]).flatMap((property) => {
      if (property.type !== 'Property' || property.computed)
        throw new Error(`${where}: every field of a view's spec must be written out (no spread, no computed key)`);
      const value = property.value as Node;
      if (value.type === 'CallExpression' && calleeName(value) === 'kept')
        return [code.slice((property.key as Node).start, (property.key as Node).end)];
      if (containsKept(value)) throw new Error(`${where}: kept() marks a view's top-level fields only`);
      return [];
    });
    edits.push({ start: spec.start, end: spec.end, text: `{ ${keptFields.map((field) => `${field}: kept(true)`).join(', ')} }` });
  });
  // Back to front, so the offsets of the edits still to apply stay valid.
  edits.sort((a, b) => b.start - a.start);
  edits.forEach((edit, index) => {
    if (index > 0 && edit.end > edits[index - 1]!.start) throw new Error(`${filename}: view specs nested in each other`);
  });
  return edits.reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), code);
}

/** Applies the client view to the view specs in the production browser build only. */
export const clientDataViewSpecs = (): Plugin =>
  clientBuildTransform('skill:client-data-view-specs', DECLARING_MODULES, clientDataViewSpecsOf);
