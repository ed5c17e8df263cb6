// ESLint rule: inside shared/src, code reaches another entry point only through `@app/shared/<entry>`.
// A relative import across entries would bundle a second copy of that entry's modules (a second
// store, a second i18n) into the importing entry's federation chunk; a package import of its own
// entry goes through its index and makes a cycle.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED_SRC = path.resolve(import.meta.dirname, '../../shared/src');
/** @type {Record<string, string[]>} entry → the folders of shared/src it owns */
const ENTRIES = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shared/entry-points.json'), 'utf8'),
);
const ENTRY_OF_FOLDER = new Map(
  Object.entries(ENTRIES).flatMap(([entry, folders]) => folders.map((f) => [f, entry])),
);

/** The entry a file of shared/src belongs to; undefined outside the entries (boot, testing). */
function entryOf(file) {
  const rel = path.relative(SHARED_SRC, file);
  if (rel.startsWith('..')) return undefined;
  return ENTRY_OF_FOLDER.get(rel.split(path.sep)[0]);
}

export const sharedEntryBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'shared/src imports across entry points only through @app/shared/<entry>',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = entryOf(file);
    if (!own) return {};
    function check(node) {
      const spec = node.source && node.source.value;
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = entryOf(path.resolve(path.dirname(file), spec));
        if (target && target !== own) {
          context.report({
            node: node.source,
            message: `Import from '@app/shared/${target}': a relative path into another entry point bundles a second copy of it.`,
          });
        }
      } else if (spec === `@app/shared/${own}`) {
        context.report({
          node: node.source,
          message: `Inside the '${own}' entry point, import its modules by relative path (its index would make a cycle).`,
        });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
