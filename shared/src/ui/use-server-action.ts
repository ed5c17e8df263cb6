import type { TFunction } from 'i18next';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createIdempotencyKeeper } from '@app/shared/client';
import { RG_CODES, useMemberName, rgQueries } from '@app/shared/api/rg';

/** What the last action ended with, in the UI language; null before the first and while busy. */
export type ActionOutcome = { ok: true; text: string } | { ok: false; text: string } | null;

/** A refusal for a responsible-gambling limit or break (issue 18). */
export function isRgRefusal(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    (err.code === RG_CODES.EXCLUDED || err.code === RG_CODES.LIMIT_REACHED)
  );
}

/** A failure of the transport (no answer): the action may be retried with the same key (R8). */
export function isTransportFailure(err: unknown): boolean {
  return err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');
}

/**
 * The server judged the action (a refusal, an expired session, an answer it sent in full): a new
 * press is a new action. After anything else (no answer, an HTTP error, an unknown failure) the
 * server may or may not have done it, so a retry must replay it under the same key.
 */
function answered(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    (err.kind === 'business' || err.kind === 'expired' || err.kind === 'malformed')
  );
}

export interface ServerActionOptions<T, A extends unknown[] = unknown[]> {
  /** Side effects of a success (caches, wallet intent); the returned text becomes the outcome. */
  onSuccess?(result: T): string | void;
  /** After a business refusal (the server's state differs from the page's): refetch. */
  onRefused?(err: ApiError): void;
  /** After any failure, refusal or transport. */
  onFailure?(err: unknown): void;
  /** The member-facing text of a failure; the shared default when omitted. */
  failureText?(err: unknown): string;
  /** Which presses are the same action (one key); by default, presses with equal arguments. */
  sameActionAs?(...args: A): string;
}

export interface ServerAction<A extends unknown[]> {
  /** Runs the action unless one is in flight (a double click sends one request). */
  start(...args: A): Promise<void>;
  busy: boolean;
  /** The arguments of the action in flight (which row is busy), or null. */
  running: A | null;
  outcome: ActionOutcome;
  /** Shows a failure found before any request (a form's own validation). */
  fail(text: string): void;
  clear(): void;
}

/**
 * Re-reads the member's limits and break, joining a re-read already under way (the action may have
 * asked for one itself); nothing to do outside a query client or for a guest.
 */
function useRgRefreshIfAny(): () => void {
  const client = useContext(QueryClientContext);
  const userName = useMemberName();
  return useCallback(() => {
    if (client && userName !== null) {
      void client.invalidateQueries(
        { queryKey: rgQueries.all(userName) },
        { cancelRefetch: false },
      );
    }
  }, [client, userName]);
}

/**
 * The one submit pattern (issue 9): one request at a time, the same idempotency key for a retry
 * after a network failure, a timeout or an HTTP error (R8) and a fresh one after the server's
 * verdict, a busy flag, translated
 * outcome text (the error catalogue's by default), refetch after a business refusal and the
 * limits re-read after a responsible-gambling refusal. `run` gets the key first; actions that send
 * none ignore it.
 */
export function useServerAction<T, A extends unknown[]>(
  name: string,
  run: (key: string, ...args: A) => Promise<T>,
  { onSuccess, onRefused, onFailure, failureText, sameActionAs }: ServerActionOptions<T, A> = {},
): ServerAction<A> {
  const { t } = useTranslation('common');
  const refreshRg = useRgRefreshIfAny();
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [running, setRunning] = useState<A | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  const start = useCallback(
    async (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setRunning(args);
      setOutcome(null);
      const action = `${name}:${sameActionAs ? sameActionAs(...args) : JSON.stringify(args)}`;
      try {
        const result = await run(keeper.current.keyFor(action), ...args);
        keeper.current.done(action);
        const text = onSuccess?.(result);
        setOutcome(typeof text === 'string' ? { ok: true, text } : null);
      } catch (err) {
        if (answered(err)) keeper.current.done(action);
        if (err instanceof ApiError && err.kind === 'business') onRefused?.(err);
        if (isRgRefusal(err)) refreshRg();
        onFailure?.(err);
        setOutcome({ ok: false, text: failureText ? failureText(err) : defaultText(t, err) });
      } finally {
        inFlight.current = false;
        setRunning(null);
      }
    },
    [name, run, onSuccess, onRefused, onFailure, failureText, sameActionAs, t, refreshRg],
  );

  const fail = useCallback((text: string) => setOutcome({ ok: false, text }), []);
  const clear = useCallback(() => setOutcome(null), []);
  return { start, busy: running !== null, running, outcome, fail, clear };
}

/**
 * The shared failure text: a refusal's message is the error catalogue's (common:codes, already in
 * the UI language, or the server's own); anything else gets a translated sentence, never an
 * English transport message or a stack.
 */
export function defaultText(t: TFunction<'common'>, err: unknown): string {
  if (!(err instanceof ApiError)) return t('submit.failed');
  if (isTransportFailure(err)) return t('submit.network');
  if (err.kind === 'expired') return t('submit.expired');
  if (err.kind === 'business' && err.message) return err.message;
  return t('submit.failed');
}
