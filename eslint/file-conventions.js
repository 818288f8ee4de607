// Two conventions of docs/conventions.md that no published rule checks: file names are kebab-case,
// and a feature keeps its React components in components/ (2.9 Feature folder shape).
import { relative, sep } from 'node:path';

const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case (with dotted suffixes: x.server.ts, x.test.tsx).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = context.filename.split(sep).pop();
        if (!KEBAB_FILE.test(name)) context.report({ node, message: `File name "${name}" is not kebab-case (docs/conventions.md).` });
      },
    };
  },
};

const featureComponentsFolder = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A feature’s React components live in its components/ folder (client/features/<feature>/[<part>/]components/).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(context.cwd, context.filename).split(sep);
        const isComponent = path.at(-1).endsWith('.tsx') && !path.at(-1).includes('.test.');
        if (path[0] === 'client' && path[1] === 'features' && isComponent && !path.includes('components')) {
          context.report({ node, message: 'A feature’s components live in its components/ folder (docs/conventions.md 2.9).' });
        }
      },
    };
  },
};

export default { rules: { 'file-name': fileName, 'feature-components-folder': featureComponentsFolder } };
