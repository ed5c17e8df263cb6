import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const pick = require('../pick-json-loader.cjs');
const run = (query, file) =>
  pick.call({ resourceQuery: query, resourcePath: 'words.json' }, JSON.stringify(file));

test('keeps the listed top-level keys of a JSON file, as a module', () => {
  const file = { title: 'Sports', nav: { a: 'A' }, slip: { big: 'x'.repeat(100) } };
  assert.equal(run('?pick=title,nav', file), 'export default {"title":"Sports","nav":{"a":"A"}};');
});

test('a key marked `?` may be missing; another may not', () => {
  assert.equal(run('?pick=title,one?', { title: 'T' }), 'export default {"title":"T"};');
  assert.throws(() => run('?pick=title,one', { title: 'T' }), /words\.json has no one/);
});

test('`omit` keeps the other keys: the rest of what a painter picked', () => {
  const file = { title: 'Sports', nav: { a: 'A' }, slip: 'x' };
  assert.equal(run('?omit=title,nav', file), 'export default {"slip":"x"};');
  assert.equal(run('?omit=title,one?', file), 'export default {"nav":{"a":"A"},"slip":"x"};');
  assert.throws(() => run('?omit=one', file), /words\.json has no one/);
});
