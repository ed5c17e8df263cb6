// SPEC §7 dynamic domains, §8 (decryption failure → empty list), reliability S7 (validated origins).
import AES from 'crypto-js/aes';
import fc from 'fast-check';
import { loadDomainConfig } from './domains';
import { safeBaseUrl } from '../../types/domain-config';
import { decryptDomainList, decryptText, domainConfigFrom } from './domains-crypto';
import { answerEvery, httpStatus } from '../__fixtures__/call-helpers';

const KEY = 'betlive-dev-domain-key-2026';
const enc = (value: unknown, key = KEY) => AES.encrypt(JSON.stringify(value), key).toString();
const DEFAULT = 'https://default.example';

describe('safeBaseUrl (S7)', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000'],
    [' https://a.example/base/ ', 'https://a.example/base'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['file:///etc/passwd', null],
    ['ftp://a.example', null],
    ['//evil.example', null],
    ['not a url', null],
    ['https://user:pw@a.example', null],
    [42, null],
    [null, null],
    [`https://a.example/${'x'.repeat(3000)}`, null],
  ])('%p → %p', (input, expected) => {
    expect(safeBaseUrl(input)).toBe(expected);
  });
});

describe('decryptDomainList (§7, §8)', () => {
  it('decrypts a JSON list and keeps only http(s) entries in order', () => {
    const list = ['https://a.example', 'javascript:alert(1)', 'http://b.example:8080', 7, 'data:x'];
    expect(decryptDomainList(enc(list), KEY)).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
  });

  it.each([
    ['wrong key', () => enc(['https://a.example'], 'other-key')],
    ['corrupted ciphertext', () => enc(['https://a.example']).slice(0, -8) + 'AAAAAAA='],
    ['garbage', () => '%%%not-base64%%%'],
    ['empty', () => ''],
    ['not a string', () => 123],
    ['valid JSON, wrong shape', () => enc({ api: ['https://a.example'] })],
    ['not JSON', () => AES.encrypt('https://a.example', KEY).toString()],
  ])('%s gives an empty list, never throws', (_n, cipher) => {
    expect(decryptDomainList(cipher(), KEY)).toEqual([]);
  });

  it('an empty key gives an empty text', () => {
    expect(decryptText(enc(['x']), '')).toBe('');
  });

  it('property: any JSON plaintext gives a list of safe http(s) base URLs', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const out = decryptDomainList(enc(value), KEY);
        expect(Array.isArray(out)).toBe(true);
        for (const u of out) expect(u).toMatch(/^https?:\/\//);
      }),
      { numRuns: 150 },
    );
  });

  it('property: lists of arbitrary strings never leak a non-http(s) entry', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.webUrl())), (list) => {
        for (const u of decryptDomainList(enc(list), KEY)) {
          expect(['http:', 'https:']).toContain(new URL(u).protocol);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('domainConfigFrom and loadDomainConfig', () => {
  it('the first entries become the API and static base URLs', () => {
    const body = {
      code: 200,
      data: enc(['https://api1', 'https://api2']),
      staticList: enc(['https://st1']),
    };
    expect(domainConfigFrom(body, KEY, DEFAULT)).toEqual({
      apiBaseUrl: 'https://api1',
      staticBaseUrl: 'https://st1',
      apiList: ['https://api1', 'https://api2'],
      staticList: ['https://st1'],
      fallback: false,
    });
  });

  it('a missing static list uses the API base; an unusable API list falls back to the default host', () => {
    expect(domainConfigFrom({ data: enc(['https://api1']) }, KEY, DEFAULT).staticBaseUrl).toBe(
      'https://api1',
    );
    const bad = domainConfigFrom({ data: enc(['javascript:x']), staticList: 'x' }, KEY, DEFAULT);
    expect(bad).toMatchObject({ apiBaseUrl: DEFAULT, staticBaseUrl: DEFAULT, fallback: true });
    expect(domainConfigFrom('<html>', KEY, 'not-a-url').apiBaseUrl).toBe('not-a-url');
  });

  it('fetches the config and decrypts it (sandbox shape)', async () => {
    const calls = answerEvery(() => ({
      code: 200,
      data: enc(['http://127.0.0.1:4000']),
      staticList: enc(['http://127.0.0.1:4000']),
    }));
    const cfg = await loadDomainConfig('http://127.0.0.1:4000/api/platform/domains', KEY, DEFAULT);
    expect(calls[0]!.url).toBe('http://127.0.0.1:4000/api/platform/domains');
    expect(cfg).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:4000', fallback: false });
  });

  it('an HTTP failure falls back to the default host, never rejects', async () => {
    answerEvery(() => httpStatus(500));
    await expect(loadDomainConfig('https://x/domains', KEY, DEFAULT)).resolves.toMatchObject({
      apiBaseUrl: DEFAULT,
      staticBaseUrl: DEFAULT,
      apiList: [],
      fallback: true,
    });
  });
});
