import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '@app/shared/federation';
import { describeExposedModules } from '@app/shared/testing';
import manifest from './app-manifest.json';

// webpack.config.cjs `exposes`
describeExposedModules(
  {
    './routes': () => import('./app/routes'),
    './widgets/live-now': () => import('./widgets/live-now'),
    './widgets/match-video': () => import('./widgets/match-video'),
  },
  ['live'],
);

// Issue 16: a route's on-demand pages are asked for by chunk name (the host's early script), so each
// name the manifest gives must be one app/pages.ts loads.
test('every page chunk the manifest names is one that app/pages.ts loads', () => {
  const pages = fs.readFileSync(path.join(__dirname, 'app', 'pages.ts'), 'utf8');
  const named = (manifest.routes as RouteEntry[]).flatMap((r) => [
    ...(r.page ? [r.page] : []),
    ...Object.values(r.queryPages ?? {}),
  ]);
  expect(named).toEqual(['page-room', 'page-anchor-centre']);
  for (const chunk of named) expect(pages).toContain(`webpackChunkName: "${chunk}"`);
});
