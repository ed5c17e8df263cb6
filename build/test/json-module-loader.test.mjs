import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const jsonModule = require('../json-module-loader.cjs');

test('a JSON file becomes an ES module with its value as default export', () => {
  assert.equal(
    jsonModule('{ "title": "Thể thao", "nav": { "a": 1 } }\n'),
    'export default {"title":"Thể thao","nav":{"a":1}};',
  );
  assert.throws(() => jsonModule('{ not json'), SyntaxError);
});
