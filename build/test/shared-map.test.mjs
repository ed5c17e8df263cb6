import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { createSharedMap } = require('../shared-map.cjs');
const map = createSharedMap(path.resolve(import.meta.dirname, '../../remote-sports'));

test('zustand shares its stateful subpaths, not its middleware (issue 16)', () => {
  for (const key of ['zustand', 'zustand/react', 'zustand/react/shallow', 'zustand/vanilla'])
    assert.equal(map[key]?.singleton, true, key);
  // a `zustand/` prefix would share `zustand/middleware` whole (4 KiB) instead of what a remote uses
  assert.equal(map['zustand/'], undefined);
  assert.equal(map['zustand/middleware'], undefined);
});

test('the other singletons share every subpath, and @app/shared its federation entries only', () => {
  assert.equal(map['react/']?.singleton, true);
  assert.equal(map['react-dom/']?.singleton, true);
  assert.equal(map['@app/shared/store']?.singleton, true);
  // the host's one copy of the lazy pages' helpers: no remote route carries its own (issue 16)
  assert.equal(map['@app/shared/lazy']?.singleton, true);
  // inlined into index.html by the host's early script, and bundled by a remote's early painter
  assert.equal(map['@app/shared/boot'], undefined);
});

test("a remote's container carries no copy of a shared module: the host provides each (issue 16)", () => {
  const entries = Object.entries(map);
  assert.ok(entries.length > 10);
  for (const [key, config] of entries) {
    assert.equal(config.import, false, key);
    // the same major version as what is installed, so a host with another major is refused
    assert.match(config.requiredVersion, /^\^\d+\.\d+\.\d+/, key);
  }
});
