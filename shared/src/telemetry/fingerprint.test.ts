import { fingerprint, hash } from './fingerprint';

test('hash: short, stable, base 36', () => {
  expect(hash('abc')).toBe(hash('abc'));
  expect(hash('abc')).not.toBe(hash('abd'));
  expect(hash('')).toMatch(/^[a-z0-9]{1,7}$/);
});

describe('fingerprint: one group per fault', () => {
  const stack = (file: string, line: number) =>
    `Error: x\n    at onPress (http://127.0.0.1:3001/${file}:1:${line})`;

  test('the same fault in another build (another chunk hash, another column) is one group', () => {
    expect(fingerprint('error', 'sports', 'x', stack('page-a.1a2b3c4d.js', 10))).toBe(
      fingerprint('error', 'sports', 'x', stack('page-a.9f8e7d6c.js', 99)),
    );
  });

  test('kind, app, message and the first frame each tell groups apart', () => {
    const base = fingerprint('error', 'sports', 'x', stack('page-a.1a2b3c4d.js', 1));
    expect(fingerprint('boundary', 'sports', 'x', stack('page-a.1a2b3c4d.js', 1))).not.toBe(base);
    expect(fingerprint('error', 'live', 'x', stack('page-a.1a2b3c4d.js', 1))).not.toBe(base);
    expect(fingerprint('error', 'sports', 'y', stack('page-a.1a2b3c4d.js', 1))).not.toBe(base);
    expect(fingerprint('error', 'sports', 'x', stack('page-b.1a2b3c4d.js', 1))).not.toBe(base);
    expect(fingerprint('error', 'sports', 'x')).not.toBe(base);
  });
});
