// Issue 47 #1: the platform contract — which remote builds a host runs (docs/federation.md).
import { sharedContract } from './shared-contract';

test.each([
  ['^1.2.0', '1.2.0', 'ok'],
  ['^1.2.0', '1.4.1', 'ok'],
  ['^1.2.3', '1.2.9', 'ok'],
  ['^1.3.0', '1.2.0', 'newer-minor'],
  ['^1.2.4', '1.2.3', 'newer-minor'],
  ['^2.0.0', '1.9.0', 'other-major'],
  ['^1.0.0', '2.0.0', 'other-major'],
  ['^0.1.0', '0.1.4', 'ok'],
  ['^0.1.5', '0.1.4', 'newer-minor'],
  ['^0.2.0', '0.1.4', 'other-major'],
  ['1.2.0', '1.2.0', 'ok'],
  ['latest', '1.2.0', 'other-major'],
] as const)('a remote built against %s on a host with %s: %s', (required, provided, outcome) => {
  expect(sharedContract(required, provided)).toBe(outcome);
});

test('without a version it compares with what this build provides', () => {
  const provided = (globalThis as { __SHARED_VERSIONS__?: Record<string, string> })
    .__SHARED_VERSIONS__?.['@app/shared'];
  expect(provided).toMatch(/^\d+\.\d+\.\d+$/);
  expect(sharedContract(`^${provided}`)).toBe('ok');
});
