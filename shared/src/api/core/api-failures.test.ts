import * as z from 'zod/mini';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { ApiError, observeApiFailures, toTransportError } from './api-error';
import { HttpResponse } from 'msw';
import { callApi, REQUEST_TIMEOUT_MS } from './client';
import { getData } from './request';
import { validateResponse } from './validate';
import {
  answerEvery,
  fakeTimersForTimeouts,
  networkError,
  noAnswer,
  rejection,
  rejectionAfter,
  useTestConfig,
} from '../__fixtures__/call-helpers';

// Issue 48: an HTTP error keeps the server's request id (the call's line in its log), and the
// reporter hears of every HTTP error and every answer that failed its schema, with the call.
const heard: Array<[ApiError, string]> = [];

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION });
  heard.length = 0;
  observeApiFailures((error, call) => heard.push([error, call]));
});
afterEach(() => observeApiFailures(null));

test('an HTTP error carries the X-Request-Id and is reported with its path (no query)', async () => {
  answerEvery(() =>
    HttpResponse.text('<html>', { status: 500, headers: { 'X-Request-Id': '0123abcd0123abcd' } }),
  );
  const err = await rejection(callApi({ url: '/api/member/get?x=1' }));
  expect(err).toMatchObject({ kind: 'http', status: 500, requestId: '0123abcd0123abcd' });
  expect(heard).toEqual([[err, '/api/member/get']]);
});

test('network failures and timeouts are the connection, not reported', async () => {
  answerEvery(networkError);
  expect(await rejection(callApi({ url: '/api/x' }))).toMatchObject({ kind: 'network' });
  fakeTimersForTimeouts();
  answerEvery(noAnswer);
  const late = await rejectionAfter(REQUEST_TIMEOUT_MS, callApi({ url: '/api/x' }));
  jest.useRealTimers();
  expect(late).toMatchObject({ kind: 'timeout' });
  expect(heard).toEqual([]);
  // without a call (a caller converting its own error) nothing is reported either
  const failure = { response: { status: 502, headers: { 'x-request-id': 'r' } } };
  expect(toTransportError(failure).requestId).toBe('r');
  expect(heard).toEqual([]);
});

test('an answer that fails its schema is reported with the call and the field, never its value', async () => {
  answerEvery(() => ({ code: 200, msg: '', data: { limits: [{ amount: 'SECRET-5000' }] } }));
  const schema = z.object({ limits: z.array(z.object({ amount: z.number() })) });
  const err = await rejection(getData(schema, '/api/member/rg/get'));
  expect(err).toMatchObject({ kind: 'malformed' });
  expect(heard).toEqual([[err, '/api/member/rg/get at limits.0.amount']]);
  expect(JSON.stringify(heard)).not.toMatch(/SECRET/);
});

test('a reporter that throws never changes the outcome', () => {
  observeApiFailures(() => {
    throw new Error('reporter broke');
  });
  expect(() => validateResponse(z.number(), 'x')).toThrow(ApiError);
  expect(() => validateResponse(z.number(), 'x', '/api/y')).toThrow(ApiError);
});
