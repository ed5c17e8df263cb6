import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';
import { HttpResponse } from 'msw';
import { callApi } from './client';
import { parseHttpDate, recordServerDate, resetServerClock, serverClock } from './server-time';

describe('R16 strict Date header parsing', () => {
  it.each([
    ['Sun, 22 Nov 2026 10:00:00 GMT', Date.UTC(2026, 10, 22, 10)],
    ['  Mon, 01 Jan 2024 00:00:59 GMT ', Date.UTC(2024, 0, 1, 0, 0, 59)],
  ])('%j → %i', (header, ms) => expect(parseHttpDate(header)).toBe(ms));

  it.each([
    undefined,
    null,
    42,
    '',
    '2026-11-22T10:00:00Z',
    'Sunday, 22-Nov-26 10:00:00 GMT',
    'Sun, 22 Nov 2026 10:00:00 +0700',
    'Sun, 22 Nov 2026 25:00:00 GMT',
  ])('rejects %j', (header) => expect(parseHttpDate(header)).toBeNull());
});

describe('R15 server-time clock from the Date header', () => {
  beforeEach(() => {
    resetServerClock();
    jest.useFakeTimers().setSystemTime(Date.UTC(2026, 10, 22, 12)); // device 2 h fast
  });
  afterEach(() => {
    jest.useRealTimers();
    resetServerClock();
  });

  it('follows the server, not the device, and keeps ticking', () => {
    expect(serverClock()).toBe(Date.UTC(2026, 10, 22, 12));
    recordServerDate('Sun, 22 Nov 2026 10:00:00 GMT');
    expect(serverClock()).toBe(Date.UTC(2026, 10, 22, 10) + 500);
    jest.advanceTimersByTime(60_000);
    expect(serverClock()).toBe(Date.UTC(2026, 10, 22, 10, 1) + 500);
  });

  it('a bad header leaves the last good offset in place', () => {
    recordServerDate('Sun, 22 Nov 2026 10:00:00 GMT');
    recordServerDate('garbage');
    expect(serverClock()).toBe(Date.UTC(2026, 10, 22, 10) + 500);
  });

  it('every operator-backend response feeds the clock', async () => {
    useTestConfig();
    answerEvery(() =>
      HttpResponse.json(
        { code: 200, data: 1 },
        { headers: { Date: 'Sun, 22 Nov 2026 09:00:00 GMT' } },
      ),
    );
    await callApi({ url: '/x' });
    expect(serverClock()).toBe(Date.UTC(2026, 10, 22, 9) + 500);
  });
});
