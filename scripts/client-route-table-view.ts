// The browser's view of the route table. Each page declares its access and delivery rule once, in
// client/app/route-table.tsx (`page({ id, path, file, access, rule, meta })`); the browser needs only
// the access (the route guard and prefetch, client/app/route-access.ts). For the client build this
// plugin drops the `rule` field of the table's declaring functions, the handle property it fills and
// the `rule: X` of every call, and passes the other fields by position (`page('home', undefined,
// 'home-page', 'public', { title: '首页' })`): the field names and the rules would otherwise cost every
// first load ~0.3 KB gzip of the entry chunk, for nothing the browser reads.
import { parseAst, type Plugin } from 'vite';
import { clientBuildTransform } from './client-build-transform.ts';
import { walk, type Edit, type Node } from './ast-nodes.ts';

/** The file it rewrites, and the declaration fields the browser does not need. */
const ROUTE_TABLE = /\/client\/app\/route-table\.tsx$/;
const SERVER_ONLY_FIELDS = new Set(['rule']);

/**
 * Removes the dropped ones of `items` (pattern or object properties) each on its own: with the
 * separator after it when a kept item follows, else with the one before it. The kept items are left
 * as they are, so edits inside them (a page's call in a section's children) never overlap these.
 */
function listEdits(items: Node[], drop: (item: Node) => boolean): Edit[] {
  const dropped = items.map(drop);
  const lastKept = dropped.lastIndexOf(false);
  return items.flatMap((item, index) => {
    if (!dropped[index]) return [];
    if (index < lastKept) return [{ start: item.start, end: items[index + 1]!.start, text: '' }];
    return [{ start: index > 0 ? items[index - 1]!.end : item.start, end: item.end, text: '' }];
  });
}

const identifierName = (node: Node | undefined): string | undefined => (node?.type === 'Identifier' ? (node.name as string) : undefined);

/** A property `name` or `name: value` (not computed, not a spread), by its key. */
const keyOf = (property: Node): string | undefined =>
  property.type === 'Property' && property.computed !== true ? identifierName(property.key as Node) : undefined;

/**
 * The edits for one declaring function (a top-level `function page({ id, …, rule, … }: …)`): its
 * parameter becomes the kept fields in their order, the shorthand properties naming a server-only
 * field in its body go, and every call passes the kept fields by position. Throws where the result
 * could not be trusted: a field renamed, given a default or a rest, a server-only one used otherwise
 * than as a shorthand property, or a call that does not pass one object literal with the fields
 * written out, in the parameter's order.
 */
function declaringFunctionEdits(program: Node, declaration: Node): Edit[] {
  const name = identifierName(declaration.id as Node)!;
  const params = declaration.params as Node[];
  const pattern = params[0];
  if (params.length !== 1 || pattern?.type !== 'ObjectPattern') return [];
  const names = (pattern.properties as Node[]).map((field) => {
    if (field.shorthand !== true || (field.value as Node).type !== 'Identifier')
      throw new Error(`${name}(): every field must be destructured as it is named`);
    return keyOf(field)!;
  });
  const droppedNames = new Set(names.filter((field) => SERVER_ONLY_FIELDS.has(field)));
  if (droppedNames.size === 0) return [];
  const kept = names.filter((field) => !droppedNames.has(field));
  // The pattern's range includes its type annotation: both go.
  const edits: Edit[] = [{ start: pattern.start, end: pattern.end, text: kept.join(', ') }];

  const inProperties = new Set<Node>();
  walk(declaration.body as Node, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const properties = node.properties as Node[];
    const isDropped = (property: Node) =>
      property.type === 'Property' && property.shorthand === true && droppedNames.has(identifierName(property.value as Node) ?? '');
    for (const property of properties) if (isDropped(property)) inProperties.add(property.key as Node).add(property.value as Node);
    edits.push(...listEdits(properties, isDropped));
  });
  walk(declaration.body as Node, (node) => {
    if (droppedNames.has(identifierName(node) ?? '') && !inProperties.has(node))
      throw new Error(`${name}(): the field ${identifierName(node)} is used otherwise than as a handle property`);
  });

  walk(program, (node) => {
    if (node.type !== 'CallExpression' || identifierName(node.callee as Node) !== name) return;
    const where = `${name}() at offset ${node.start}`;
    const [declared, ...rest] = node.arguments as Node[];
    if (declared?.type !== 'ObjectExpression' || rest.length > 0) throw new Error(`${where}: pass one object with every field written out`);
    const properties = declared.properties as Node[];
    const written = properties.map((property) => keyOf(property));
    const order = written.map((field) => names.indexOf(field ?? ''));
    if (order.some((at, index) => at < 0 || (index > 0 && at <= order[index - 1]!)))
      throw new Error(`${where}: write each field out once, in the order of ${name}()'s parameter (${names.join(', ')})`);
    for (const field of droppedNames) if (!written.includes(field)) throw new Error(`${where}: ${field} is not written out`);
    // The braces go, each kept property loses its key (`id: 'home'` → `'home'`), a dropped one goes with its
    // separator, and a kept field left out before another is passed as undefined. Values are left as they are:
    // the calls inside them (a section's children) have edits of their own.
    const keptProperties = properties.filter((property) => !droppedNames.has(keyOf(property)!));
    const first = properties[0]!;
    const last = properties.at(-1)!;
    edits.push({ start: declared.start, end: first.start, text: '' }, { start: last.end, end: declared.end, text: '' });
    edits.push(...listEdits(properties, (property) => droppedNames.has(keyOf(property)!)));
    let position = 0;
    for (const property of keptProperties) {
      const at = kept.indexOf(keyOf(property)!);
      const skipped = Array.from({ length: at - position }, () => 'undefined, ').join('');
      position = at + 1;
      const value = property.value as Node;
      if (property.shorthand === true) {
        if (skipped) edits.push({ start: property.start, end: property.start, text: skipped });
      } else edits.push({ start: property.start, end: value.start, text: skipped });
    }
  });
  return edits;
}

/** The client view of the route table (TypeScript in, TypeScript out). */
export function clientRouteTableOf(code: string, filename: string): string {
  const program = parseAst(code, { lang: 'tsx' }, filename) as unknown as Node;
  const declarations = (program.body as Node[]).filter((statement) => statement.type === 'FunctionDeclaration');
  const edits = declarations.flatMap((declaration) => declaringFunctionEdits(program, declaration));
  if (edits.length === 0) throw new Error(`${filename}: no function declares ${[...SERVER_ONLY_FIELDS].join(' or ')} any more`);
  // Back to front, so the offsets of the edits still to apply stay valid (the edits never overlap).
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), code);
}

/** Applies the client view to the route table in the production browser build only. */
export const clientRouteTableView = (): Plugin => clientBuildTransform('skill:client-route-table-view', ROUTE_TABLE, clientRouteTableOf);
