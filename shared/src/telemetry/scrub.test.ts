import { scrubMessage, scrubStack } from './scrub';

describe('scrubMessage: no personal data in a report (issue 48)', () => {
  test.each([
    ['a JWT', 'bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-part', 'bad token [token]'],
    ['a bearer token', 'sent Authorization: Bearer abc.def', 'sent Authorization: Bearer [token]'],
    ['an opaque token', 'session 9f8e7d6c5b4a39f8e7d6c5b4a3 expired', 'session [token] expired'],
    [
      'a secret in a query',
      'GET /x?token=abc&lang=vi failed',
      'GET /x?token=[redacted]&lang=vi failed',
    ],
    ['an e-mail address', 'no account for an.user+1@mail.example.com', 'no account for [email]'],
    ['a grouped amount', 'balance 5,000,000 is too low', 'balance # is too low'],
    ['a decimal amount', 'stake 12.50 refused', 'stake # refused'],
    ['a phone number', 'sms to 0912345678 failed', 'sms to # failed'],
    ['a three-digit amount', 'limit 200 reached', 'limit # reached'],
  ])('%s', (_what, input, expected) => {
    expect(scrubMessage(input, null)).toBe(expected);
  });

  test("the member's user name, in any case, and nothing else of the message", () => {
    expect(scrubMessage('Member01 cannot see member01’s slip', 'member01')).toBe(
      '[user] cannot see [user]’s slip',
    );
    // a one-letter name would eat the message: not replaced
    expect(scrubMessage('a b c', 'a')).toBe('a b c');
  });

  test('an HTTP status and small numbers stay: they say what failed', () => {
    expect(scrubMessage('The server answered HTTP 500. (/api/live/stream/getInfo/7)', null)).toBe(
      'The server answered HTTP 500. (/api/live/stream/getInfo/7)',
    );
    expect(scrubMessage('Crash probe (R17) at step 12', null)).toBe('Crash probe (R17) at step 12');
  });

  test('capped', () => {
    expect(scrubMessage('x'.repeat(1000), null)).toHaveLength(300);
  });
});

describe('scrubStack', () => {
  const stack = [
    'Error: balance 5,000,000 for member01',
    '    at onPress (http://127.0.0.1:3001/page-crash.1a2b3c4d.js?v=eyJhbGciOi.eyJzdWIi:1:2345)',
    '    at member01Handler (http://127.0.0.1:3001/main.js:10:20)',
    'fn@http://127.0.0.1:3000/main.js?token=abc:3:4',
  ].join('\n');

  test('frames keep their positions; queries, tokens and the user name go', () => {
    expect(scrubStack(stack, 'member01').split('\n')).toEqual([
      'Error: balance # for [user]',
      '    at onPress (http://127.0.0.1:3001/page-crash.1a2b3c4d.js:1:2345)',
      '    at [user]Handler (http://127.0.0.1:3001/main.js:10:20)',
      'fn@http://127.0.0.1:3000/main.js:3:4',
    ]);
  });

  test('capped', () => {
    const frames = Array.from({ length: 200 }, () => '    at f (http://127.0.0.1:3000/a.js:1:2)');
    expect(scrubStack(frames.join('\n'), null)).toHaveLength(4000);
  });
});
