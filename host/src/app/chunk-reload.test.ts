import { createSafeStorage, type SafeStorage } from '@app/shared/rules';
import { useNotices } from './notices-store';
import { isChunkLoadError, RELOAD_PARAM, reloadOnce } from './chunk-reload';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 806 failed.'), { name: 'ChunkLoadError' });

function blockedStorage(): SafeStorage {
  const s = createSafeStorage('sessionStorage');
  return { ...s, get: () => null, set: () => undefined };
}

// R5: a chunk that fails after a redeploy reloads once, never in a loop, also with storage blocked.
describe('reload once on a stale chunk', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useNotices.setState({ newVersion: false });
  });

  it('recognises webpack chunk errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then shows the new-version notice instead of looping', () => {
    const replace = jest.fn();
    const storage = createSafeStorage('sessionStorage');
    const first = { location: { href: 'http://h/sports', replace }, storage, now: 1_000_000 };
    expect(reloadOnce(first)).toBe(true);
    expect(replace).toHaveBeenCalledWith(`http://h/sports?${RELOAD_PARAM}=1000000`);
    const second = { location: { href: 'http://h/sports', replace }, storage, now: 1_010_000 };
    expect(reloadOnce(second)).toBe(false);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(useNotices.getState().newVersion).toBe(true);
  });

  it('uses the URL marker when storage is blocked', () => {
    const replace = jest.fn();
    const storage = blockedStorage();
    expect(reloadOnce({ location: { href: 'http://h/', replace }, storage, now: 5_000_000 })).toBe(
      true,
    );
    const reloadedUrl = replace.mock.calls[0][0] as string;
    expect(reloadOnce({ location: { href: reloadedUrl, replace }, storage, now: 5_020_000 })).toBe(
      false,
    );
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it('reloads again after the window has passed', () => {
    const replace = jest.fn();
    const storage = createSafeStorage('sessionStorage');
    reloadOnce({ location: { href: 'http://h/', replace }, storage, now: 0 + 100_000 });
    expect(
      reloadOnce({ location: { href: 'http://h/', replace }, storage, now: 100_000 + 61_000 }),
    ).toBe(true);
  });
});
