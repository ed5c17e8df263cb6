import { parseRuntimeConfig } from '@app/shared/client';
import type { Registry } from '@app/shared/federation';
import { allowedRemoteOrigins, refuseForeignRemotes } from './remote-origins';

const config = (extra: object) =>
  parseRuntimeConfig({ apiBaseUrl: 'http://a', registryUrl: 'http://a/r', ...extra });
const remote = (id: string, manifest: string, enabled = true) => ({
  id,
  name: id,
  manifest,
  enabled,
  paths: [],
});
const registry = (remotes: Registry['remotes']): Registry => ({
  version: 1,
  remotes,
  activities: {},
});

describe('remote origins from the registry are checked before registering (S8/S9)', () => {
  it('allows the host, the configured remote origins and, outside production, the QA origins', () => {
    const dev = allowedRemoteOrigins(
      config({
        remoteOrigins: ['http://127.0.0.1:3001/'],
        overrideOrigins: ['http://127.0.0.1:3011'],
      }),
      'http://127.0.0.1:3000',
    );
    expect([...dev].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3011',
    ]);
    const prod = allowedRemoteOrigins(
      config({
        mode: 'production',
        remoteOrigins: ['https://cdn.example'],
        overrideOrigins: ['http://qa'],
      }),
      'https://site.example',
    );
    expect([...prod].sort()).toEqual(['https://cdn.example', 'https://site.example']);
  });

  it('switches off a foreign or malformed entry and lists it; allowed and disabled ones are kept', () => {
    const allowed = new Set(['http://127.0.0.1:3001']);
    const { registry: checked, refused } = refuseForeignRemotes(
      registry([
        remote('sports', 'http://127.0.0.1:3001/mf-manifest.json'),
        remote('live', 'https://evil.example/mf-manifest.json'),
        remote('account', 'javascript:alert(1)'),
        remote('activities', 'https://evil.example/x.json', false),
      ]),
      allowed,
    );
    expect(checked.remotes.map((r) => [r.id, r.enabled])).toEqual([
      ['sports', true],
      ['live', false],
      ['account', false],
      ['activities', false],
    ]);
    expect(refused.map((r) => r.id)).toEqual(['live', 'account']);
  });
});
