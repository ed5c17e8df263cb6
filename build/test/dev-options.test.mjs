// The development servers' options (build/dev-options.cjs): which compilation a server serves, hot
// updates over the app's own socket, and manifests that name no early painter.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { afterEach, test } from 'node:test';

const require = createRequire(import.meta.url);
const { devServerOptions, devTarget, withoutEarlyPaint } = require('../dev-options.cjs');
const saved = { serve: process.env.WEBPACK_SERVE, target: process.env.DEV_TARGET };

afterEach(() => {
  for (const [key, value] of [
    ['WEBPACK_SERVE', saved.serve],
    ['DEV_TARGET', saved.target],
  ])
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

test('a build writes both compilations; a server serves one, the standalone page unless told', () => {
  delete process.env.WEBPACK_SERVE;
  assert.equal(devTarget(false), 'both');
  process.env.WEBPACK_SERVE = 'true';
  assert.equal(devTarget(true), 'both');
  assert.equal(devTarget(false), 'standalone');
  process.env.DEV_TARGET = 'container';
  assert.equal(devTarget(false), 'container');
});

test('hot updates without reloads, over the socket of the app that serves the code', () => {
  const options = devServerOptions(3002);
  assert.equal(options.hot, true);
  assert.equal(options.liveReload, false);
  assert.equal(options.client.webSocketURL, 'ws://127.0.0.1:3002/ws');
  assert.equal(options.host, '127.0.0.1');
});

test('a development manifest names no early painter, its parts or words', () => {
  const manifest = {
    namespace: 'sports',
    routes: [
      { id: 'sports', path: '/sports', earlyPaint: 'early-paint.js', earlyPaintParts: ['a'] },
      { id: 'electronic', path: '/electronic/:id', earlyPaintWords: { en: 'x' }, footer: true },
    ],
  };
  assert.deepEqual(withoutEarlyPaint(manifest), {
    namespace: 'sports',
    routes: [
      { id: 'sports', path: '/sports' },
      { id: 'electronic', path: '/electronic/:id', footer: true },
    ],
  });
  assert.equal(withoutEarlyPaint(undefined), undefined);
});
