import { provided as ReactRouterDom } from './provided/react-router-dom';
import { provided as SharedClient } from './provided/shared-client';
import { provided as SharedFederation } from './provided/shared-federation';
import { provided as SharedI18n } from './provided/shared-i18n';
import { provided as SharedLazy } from './provided/shared-lazy';
import { provided as SharedRules } from './provided/shared-rules';
import { provided as SharedStore } from './provided/shared-store';
import { provided as SharedTelemetry } from './provided/shared-telemetry';
import { provided as SharedUi } from './provided/shared-ui';
import { remoteSources, sharedImports } from './remote-shared-imports';

// Issue 16: the host hands the share scope these names, not the modules' whole namespaces. A remote
// that imports a name the host does not provide gets `undefined` at run time (its build cannot tell:
// it consumes the host's copy), so every name the remotes' sources import must be here.
const SURFACES: Record<string, object> = {
  'react-router-dom': ReactRouterDom,
  '@app/shared/client': SharedClient,
  '@app/shared/federation': SharedFederation,
  '@app/shared/i18n': SharedI18n,
  '@app/shared/lazy': SharedLazy,
  '@app/shared/rules': SharedRules,
  '@app/shared/store': SharedStore,
  '@app/shared/telemetry': SharedTelemetry,
  '@app/shared/ui': SharedUi,
};
const files = remoteSources();
const { names, whole } = sharedImports(files, Object.keys(SURFACES));

test('the scan reads every remote and finds their imports of the shared modules', () => {
  for (const remote of ['remote-sports', 'remote-live', 'remote-account', 'remote-activities'])
    expect(files.filter((file) => file.includes(`/${remote}/src/`)).length).toBeGreaterThan(10);
  expect([...names.get('react-router-dom')!]).toEqual(expect.arrayContaining(['Link', 'Routes']));
  expect(names.get('@app/shared/i18n')!.has('useTranslation')).toBe(true);
});

test.each(Object.entries(SURFACES))(
  'the host provides every name the remotes import from %s, each defined',
  (key, surface) => {
    const missing = [...names.get(key)!].filter((name) => !(name in surface));
    expect(missing).toEqual([]);
    for (const name of names.get(key)!)
      expect((surface as Record<string, unknown>)[name]).toBeDefined();
  },
);

test('no remote takes a whole namespace of them (import * as, export *, import())', () => {
  expect(Object.fromEntries(whole)).toEqual({});
});
