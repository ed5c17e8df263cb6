import { backoffDelay, withCacheBust } from './backoff';

describe('retry backoff', () => {
  it('grows exponentially with jitter and a cap', () => {
    expect(backoffDelay(1, 400, () => 0)).toBe(200);
    expect(backoffDelay(1, 400, () => 1)).toBe(400);
    expect(backoffDelay(3, 400, () => 1)).toBe(1600);
    expect(backoffDelay(10, 400, () => 1)).toBe(5000);
  });

  it('adds a cache-busting query', () => {
    expect(withCacheBust('http://x/remoteEntry.js', 2)).toBe('http://x/remoteEntry.js?mfretry=2');
    expect(withCacheBust('http://x/a.js?v=1', 1)).toBe('http://x/a.js?v=1&mfretry=1');
  });
});
