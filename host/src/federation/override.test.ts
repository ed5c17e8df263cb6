import type { Registry } from '@app/shared/federation';
import { applyOverrides, resolveOverrides } from './override';

// Issue "Federation backbone": QA override, allow-listed origins only, never in production (S6).
const ALLOWED = ['http://127.0.0.1:3012'];
const ctx = (search: string, extra: Partial<Parameters<typeof resolveOverrides>[0]> = {}) =>
  resolveOverrides({ search, mode: 'dev', allowedOrigins: ALLOWED, stored: null, ...extra });

describe('mfOverride', () => {
  it.each([
    [
      '?mfOverride=live@http://127.0.0.1:3012/mf-manifest.json',
      { live: 'http://127.0.0.1:3012/mf-manifest.json' },
    ],
    ['?mfOverride=live@https://evil.example/mf-manifest.json', {}],
    ['?mfOverride=live@javascript:alert(1)', {}],
    ['?mfOverride=@http://127.0.0.1:3012/x.json', {}],
    ['?mfOverride=live', {}],
    ['', {}],
  ])('%s -> %j', (search, expected) => {
    expect(ctx(search)).toEqual(expected);
  });

  it('is ignored in production', () => {
    expect(
      ctx('?mfOverride=live@http://127.0.0.1:3012/mf-manifest.json', { mode: 'production' }),
    ).toEqual({});
  });

  it('keeps stored overrides for the session and clears them on reset', () => {
    const stored = { live: 'http://127.0.0.1:3012/mf-manifest.json' };
    expect(ctx('', { stored })).toEqual(stored);
    expect(ctx('?mfOverride=reset', { stored })).toEqual({});
  });

  it('drops stored overrides whose origin is no longer allowed', () => {
    expect(ctx('', { stored: { live: 'http://127.0.0.1:9999/mf-manifest.json' } })).toEqual({});
  });

  it('replaces the manifest of the named remote by id or federation name', () => {
    const registry: Registry = {
      version: 1,
      activities: {},
      remotes: [
        { id: 'live', name: 'remote_live', manifest: 'a', enabled: true, paths: [] },
        { id: 'sports', name: 'remote_sports', manifest: 'b', enabled: true, paths: [] },
      ],
    };
    const out = applyOverrides(registry, { remote_sports: 'B2', live: 'A2' });
    expect(out.remotes.map((r) => r.manifest)).toEqual(['A2', 'B2']);
  });
});
