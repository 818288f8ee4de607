// How many pages load each lazy module of the route table (client/app/route-table.tsx), read from its
// source for the build config, which cannot run the table (JSX, import.meta.glob): a page's own module
// 1 per page naming it, a layout's or section's module every page under it. The shared-CSS chunk group
// weighs the bytes a merge makes pages load unused by these counts (scripts/style-chunk-groups.ts).
// scripts/route-table-pages.test.ts holds the result to the table's runtime walk (routePages).
import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';

interface Node {
  type: string;
  [key: string]: unknown;
}

/** `page({ file, … })` and `section({ file, children, … })` name their fields; `layout(id, file, children)` takes them in order. */
const DECLARING = { page: 'file', section: 'file', layout: 1 } as const;
const CHILDREN = { section: 'children', layout: 2 } as const;

/** The module id of a declared file: pages and sections name it under client/routes/, layouts under client/. */
const moduleOf = (call: keyof typeof DECLARING, file: string) => (call === 'layout' ? `client/${file}.tsx` : `client/routes/${file}.tsx`);

/** Page counts by module id (`client/routes/home-page.tsx`) from the route table's source. */
export function routeTablePages(code: string, filename = 'route-table.tsx'): Map<string, number> {
  const program = parseAst(code, { lang: 'tsx' }, filename) as unknown as Node;
  // Top-level `const name = …` initialisers: the page lists and the file names given by a constant.
  const constants = new Map<string, Node>();
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      if (id.type === 'Identifier' && declarator.init) constants.set(id.name as string, declarator.init as Node);
    }
  }
  const resolve = (node: Node): Node =>
    node.type === 'Identifier' && constants.has(node.name as string) ? resolve(constants.get(node.name as string)!) : node;
  const text = (node: Node) => {
    const value = resolve(node);
    if (value.type !== 'Literal' || typeof value.value !== 'string') throw new Error(`${filename}: a route's file is not a string`);
    return value.value;
  };

  const pages = new Map<string, number>();
  const add = (module: string, count: number) => pages.set(module, (pages.get(module) ?? 0) + count);
  /** Counts the pages under a node (a call, a list, an object route with children) and credits the modules on the way. */
  const count = (node: Node): number => {
    const value = resolve(node);
    if (value.type === 'ArrayExpression') return (value.elements as Node[]).reduce((sum, element) => sum + count(element), 0);
    if (value.type === 'ObjectExpression') {
      const children = (value.properties as Node[]).find((property) => (property.key as Node | undefined)?.name === 'children');
      return children ? count(children.value as Node) : 0;
    }
    if (value.type !== 'CallExpression' || (value.callee as Node).type !== 'Identifier') return 0;
    const call = (value.callee as Node).name as string;
    if (!(call in DECLARING)) return 0;
    const args = value.arguments as Node[];
    const declaring = call as keyof typeof DECLARING;
    /** An argument by its place, or a field of the one object argument by its name. */
    const argument = (at: number | string): Node => {
      const found =
        typeof at === 'number'
          ? args[at]
          : ((args[0]?.properties as Node[] | undefined)?.find((property) => (property.key as Node | undefined)?.name === at)?.value as
              Node | undefined);
      if (!found) throw new Error(`${filename}: a ${call}() without its ${at}`);
      return found;
    };
    const under = declaring === 'page' ? 1 : count(argument(CHILDREN[declaring]));
    add(moduleOf(declaring, text(argument(DECLARING[declaring]))), under);
    return under;
  };
  const routes = constants.get('routes');
  if (!routes) throw new Error(`${filename}: no routes constant`);
  count(routes);
  return pages;
}

/** The counts of the project's route table. */
export const projectRouteTablePages = (root: string) => routeTablePages(readFileSync(`${root}/client/app/route-table.tsx`, 'utf8'));
