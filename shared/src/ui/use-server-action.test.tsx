import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api/core/api-error';
import { RG_CODES } from '../api/rg/responsible-gambling';
import { i18n } from '../i18n/i18n';
import en from '../i18n/locales/en.json';
import { rgQueries } from '../api/rg/rg-queries';
import { useSessionStore } from '../store/session-store';
import { useServerAction, type ServerActionOptions } from './use-server-action';

beforeAll(async () => {
  if (!i18n.isInitialized) {
    await i18n.init({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: {} });
  }
  i18n.addResourceBundle('en', 'common', en, true, true);
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Run = (key: string, id: string) => Promise<string>;

function setUp(
  run: Run,
  options: ServerActionOptions<string, [string]> = {},
  client?: QueryClient,
) {
  const wrapper = client
    ? ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      )
    : undefined;
  return renderHook(() => useServerAction('claim', run, options), { wrapper });
}

const network = () => new ApiError('network', 'Network error: the server could not be reached.');
const refusal = (code = 2002) => new ApiError('business', 'Already claimed (catalogue)', code);

describe('useServerAction (SPEC R8, issue 9)', () => {
  it('a double click sends one request and the busy flag covers it', async () => {
    const answer = deferred<string>();
    const run = jest.fn<Promise<string>, [string, string]>(() => answer.promise);
    const { result } = setUp(run);
    let first!: Promise<void>;
    act(() => {
      first = result.current.start('a');
      void result.current.start('a');
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.running).toEqual(['a']);
    await act(async () => {
      answer.resolve('ok');
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.running).toBeNull();
  });

  it('a retry after a network failure or a timeout reuses the key; an answer frees it', async () => {
    const failures = [network(), new ApiError('timeout', 'timed out')];
    const run = jest.fn<Promise<string>, [string, string]>(async () => {
      const next = failures.shift();
      if (next) throw next;
      return 'done';
    });
    const { result } = setUp(run);
    await act(() => result.current.start('a'));
    await act(() => result.current.start('a'));
    await act(() => result.current.start('a'));
    const keys = run.mock.calls.map(([key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    await act(() => result.current.start('a'));
    expect(run.mock.calls[3]?.[0]).not.toBe(keys[0]);
  });

  it('a verdict (refusal, expired session, malformed answer) frees the key', async () => {
    const errors = [
      refusal(),
      new ApiError('expired', 'Session expired'),
      new ApiError('malformed', 'unexpected'),
    ];
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(errors.shift()));
    const { result } = setUp(run);
    for (let i = 0; i < 3; i += 1) await act(() => result.current.start('a'));
    const keys = new Set(run.mock.calls.map(([key]) => key));
    expect(keys.size).toBe(3);
  });

  it('an HTTP error or an unknown failure keeps the key (the server may have done it)', async () => {
    const errors = [new ApiError('http', 'HTTP 502', undefined, 502), new Error('socket hang up')];
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(errors.shift()));
    const { result } = setUp(run);
    for (let i = 0; i < 3; i += 1) await act(() => result.current.start('a'));
    const keys = new Set(run.mock.calls.map(([key]) => key));
    expect(keys.size).toBe(1);
  });

  it('other arguments are another action with another key', async () => {
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(network()));
    const { result } = setUp(run);
    await act(() => result.current.start('a'));
    await act(() => result.current.start('b'));
    expect(run.mock.calls[1]?.[0]).not.toBe(run.mock.calls[0]?.[0]);
  });

  it('a caller may say which presses are the same action (what is sent, not what is shown)', async () => {
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(network()));
    const { result } = setUp(run, { sameActionAs: (id) => id.split('@')[0] ?? id });
    await act(() => result.current.start('bet-1@price-2.00'));
    await act(() => result.current.start('bet-1@price-2.05'));
    await act(() => result.current.start('bet-2@price-2.05'));
    const keys = run.mock.calls.map(([key]) => key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the success text comes from onSuccess; none leaves no outcome', async () => {
    const run: Run = async (_key, id) => `won ${id}`;
    const { result } = setUp(run, { onSuccess: (r) => r.toUpperCase() });
    await act(() => result.current.start('x'));
    expect(result.current.outcome).toEqual({ ok: true, text: 'WON X' });
    const quiet = setUp(run, { onSuccess: () => undefined });
    await act(() => quiet.result.current.start('x'));
    expect(quiet.result.current.outcome).toBeNull();
  });

  it('the default failure text: the catalogue message of a refusal, translated sentences else', async () => {
    const errors: unknown[] = [
      refusal(),
      network(),
      new ApiError('expired', 'Session expired'),
      new ApiError('http', 'The server answered HTTP 500.', undefined, 500),
      new TypeError('x is undefined'),
    ];
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(errors.shift()));
    const { result } = setUp(run);
    const texts: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await act(() => result.current.start(String(i)));
      texts.push(result.current.outcome?.ok === false ? result.current.outcome.text : '');
    }
    expect(texts).toEqual([
      'Already claimed (catalogue)',
      en.submit.network,
      en.submit.expired,
      en.submit.failed,
      en.submit.failed,
    ]);
  });

  it('an injected failure text wins (a remote keeps its own wording)', async () => {
    const run: Run = () => Promise.reject(refusal());
    const { result } = setUp(run, { failureText: (err) => `mine: ${String(err)}` });
    await act(() => result.current.start('a'));
    expect(result.current.outcome).toEqual({
      ok: false,
      text: 'mine: ApiError: Already claimed (catalogue)',
    });
  });

  it('a business refusal refetches; a network failure does not; onFailure hears both', async () => {
    const errors = [refusal(), network()];
    const run = jest.fn<Promise<string>, [string, string]>(() => Promise.reject(errors.shift()));
    const onRefused = jest.fn();
    const onFailure = jest.fn();
    const { result } = setUp(run, { onRefused, onFailure });
    await act(() => result.current.start('a'));
    await act(() => result.current.start('b'));
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]?.[0]).toMatchObject({ code: 2002 });
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('a responsible-gambling refusal re-reads the limits; another refusal does not', async () => {
    useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
    const client = new QueryClient();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const errors = [refusal(), refusal(RG_CODES.LIMIT_REACHED), refusal(RG_CODES.EXCLUDED)];
    const run: Run = () => Promise.reject(errors.shift());
    const { result, unmount } = setUp(run, {}, client);
    await act(() => result.current.start('a'));
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => result.current.start('b'));
    await act(() => result.current.start('c'));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith(
      { queryKey: rgQueries.all('member01') },
      { cancelRefetch: false },
    );
    unmount();
    useSessionStore.getState().signOut();
  });

  it('works without a query client (the login dialog) and shows a form’s own failure', async () => {
    const run: Run = () => Promise.reject(refusal(RG_CODES.EXCLUDED));
    const { result } = setUp(run);
    await act(() => result.current.start('a'));
    expect(result.current.outcome?.ok).toBe(false);
    act(() => result.current.fail('Enter your user name'));
    expect(result.current.outcome).toEqual({ ok: false, text: 'Enter your user name' });
    act(() => result.current.clear());
    expect(result.current.outcome).toBeNull();
  });
});
