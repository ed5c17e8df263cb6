import fc from 'fast-check';
import { DEFAULT_REDIRECT, safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://www.site.vn';

describe('login redirect sanitising (SPEC §2, reliability S11)', () => {
  it.each([
    '/sports',
    '/personal/3?tab=wallet#top',
    '/activity?name=a%20b',
    '/sports/sportsdetail?id=123&sid=1',
    '/newMemberGiftPackVi?activityId=7&type=3',
    '/login?redirect=/login',
    '/%E4%BD%A0%E5%A5%BD',
    '/javascript:alert(1)',
    '/a/b/../c',
  ])('keeps the same-origin path %p', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/sports'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/sports'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash later in path', '/a\\b'],
    ['encoded slashes after slash', '/%2F%2Fevil.com'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.com'],
    ['tab trick', '/\t/evil.com'],
    ['newline trick', '/\n/evil.com'],
    ['encoded tab trick', '/%09/evil.com'],
    ['encoded null', '/%00'],
    ['leading space', ' /sports'],
    ['trailing space', '/sports '],
    ['non-breaking space', '/\u00a0/evil.com'],
    ['zero-width space', '/\u200b/evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['mixed-case javascript with space', ' JaVaScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'sports'],
    ['dot segments to protocol-relative', '/a/../..//evil.com'],
    ['encoded dot segments', '/%2e%2e//evil.com'],
    ['malformed escape', '/%E0%A4%A'],
    ['deep encoding (more than 5 rounds)', `/a%${'25'.repeat(6)}2F`],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2048)}`],
    ['null', null],
    ['number', 42],
    ['array', ['/sports']],
  ])('rejects %s', (_name, payload) => {
    expect(safeRedirectPath(payload)).toBe(DEFAULT_REDIRECT);
  });

  const piece = fc.constantFrom(
    '/', '//', '\\', '/\\', '%2F', '%2f', '%5C', '%252F', '%09', '\t', '\n', ' ', '%20', '@',
    '.', '..', '%2e', 'http:', 'https:', 'javascript:', 'data:', 'evil.com', 'sports', '?', '#', ':',
  ); // prettier-ignore
  const payload = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.webUrl(),
    fc.array(piece, { maxLength: 8 }).map((p) => p.join('')),
  );

  it('property: result is "/" or starts with exactly one "/" and resolves to the same origin', () => {
    fc.assert(
      fc.property(payload, (value) => {
        const result = safeRedirectPath(value);
        if (result === DEFAULT_REDIRECT) return;
        expect(result).toBe(value);
        expect(result).toMatch(/^\/[^/\\]/);
        const url = new URL(result, ORIGIN);
        expect(url.origin).toBe(ORIGIN);
        expect(url.pathname.startsWith('//')).toBe(false);
        expect(decodeURIComponent(result)).not.toMatch(/^\/[/\\]/);
      }),
      { numRuns: 2000 },
    );
  });
});
