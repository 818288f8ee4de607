// The browser's view of the route table. Each page declares its access and delivery rule once, in
// client/app/route-table.tsx (`page(id, path, file, access, rule, meta)`); the browser needs only the
// access (the route guard and prefetch, client/app/route-access.ts). The delivery rules are the
// server's, so for the client build this plugin drops the `rule` parameter of the table's declaring
// functions, the handle property it fills and the matching argument of every call: less in the entry
// chunk, which every first load runs.
import { parseAst, type Plugin } from 'vite';
import { clientBuildTransform } from './client-build-transform.ts';
import { walk, type Edit, type Node } from './ast-nodes.ts';

/** The file it rewrites, and the parameters the browser does not need. */
const ROUTE_TABLE = /\/client\/app\/route-table\.tsx$/;
const SERVER_ONLY_PARAMETERS = new Set(['rule']);

/**
 * Removes the dropped ones of `items` (parameters, arguments, properties) each on its own: with the
 * separator after it when a kept item follows, else with the one before it. The kept items are left
 * as they are, so edits inside them (a page's call in a section's children) never overlap these.
 */
function listEdits(items: Node[], drop: (item: Node, index: number) => boolean): Edit[] {
  const dropped = items.map(drop);
  const lastKept = dropped.lastIndexOf(false);
  return items.flatMap((item, index) => {
    if (!dropped[index]) return [];
    if (index < lastKept) return [{ start: item.start, end: items[index + 1]!.start, text: '' }];
    return [{ start: index > 0 ? items[index - 1]!.end : item.start, end: item.end, text: '' }];
  });
}

const identifierName = (node: Node | undefined): string | undefined => (node?.type === 'Identifier' ? (node.name as string) : undefined);

/**
 * The edits for one declaring function (a top-level `function page(...)` with server-only
 * parameters): its parameter list, the shorthand properties naming them in its body, and the
 * arguments of every call to it. Throws where the result could not be trusted: a server-only
 * parameter used otherwise than as a shorthand property, a call spreading its arguments or
 * passing too few.
 */
function declaringFunctionEdits(program: Node, declaration: Node): Edit[] {
  const name = identifierName(declaration.id as Node)!;
  const params = declaration.params as Node[];
  const dropped = new Set(params.flatMap((param, index) => (SERVER_ONLY_PARAMETERS.has(identifierName(param) ?? '') ? [index] : [])));
  if (dropped.size === 0) return [];
  const droppedNames = new Set([...dropped].map((index) => identifierName(params[index])!));
  const edits = listEdits(params, (_param, index) => dropped.has(index));

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
      throw new Error(`${name}(): the parameter ${identifierName(node)} is used otherwise than as a handle property`);
  });

  walk(program, (node) => {
    if (node.type !== 'CallExpression' || identifierName(node.callee as Node) !== name) return;
    const args = node.arguments as Node[];
    if (args.some((arg) => arg.type === 'SpreadElement') || args.length < params.length)
      throw new Error(`${name}() at offset ${node.start}: every argument must be written out`);
    edits.push(...listEdits(args, (_arg, index) => dropped.has(index)));
  });
  return edits;
}

/** The client view of the route table (TypeScript in, TypeScript out). */
export function clientRouteTableOf(code: string, filename: string): string {
  const program = parseAst(code, { lang: 'tsx' }, filename) as unknown as Node;
  const declarations = (program.body as Node[]).filter((statement) => statement.type === 'FunctionDeclaration');
  const edits = declarations.flatMap((declaration) => declaringFunctionEdits(program, declaration));
  if (edits.length === 0) throw new Error(`${filename}: no function declares ${[...SERVER_ONLY_PARAMETERS].join(' or ')} any more`);
  // Back to front, so the offsets of the edits still to apply stay valid (the edits never overlap).
  return edits
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), code);
}

/** Applies the client view to the route table in the production browser build only. */
export const clientRouteTableView = (): Plugin => clientBuildTransform('skill:client-route-table-view', ROUTE_TABLE, clientRouteTableOf);
