// ESLint rule: inside shared/src, code reaches another entry point only through `@app/shared/<entry>`.
// A relative import across entries would bundle a second copy of that entry's modules (a second
// store, a second i18n) into the importing entry's federation chunk; a package import of its own
// entry goes through its index and makes a cycle.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED_SRC = path.resolve(import.meta.dirname, '../../shared/src');
/** @type {Record<string, string[]>} entry → the folders (or files) of shared/src it owns */
const ENTRIES = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../shared/entry-points.json'), 'utf8'),
);
/** [folder or file of shared/src, entry], the longest first: `api/member` before `api`. */
const OWNERS = Object.entries(ENTRIES)
  .flatMap(([entry, paths]) => paths.map((p) => [path.join(SHARED_SRC, p), entry]))
  .sort((a, b) => b[0].length - a[0].length);

/** The entry a file of shared/src belongs to; undefined outside the entries (boot, testing). */
function entryOf(file) {
  const resolved = path.resolve(file);
  for (const [owned, entry] of OWNERS)
    if (
      resolved === owned ||
      resolved.startsWith(owned + path.sep) ||
      resolved.replace(/\.(ts|tsx)$/, '') === owned.replace(/\.(ts|tsx)$/, '')
    )
      return entry;
  return undefined;
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
