import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, createIdempotencyKeeper } from '@app/shared';
import { NS } from '../i18n/namespace';
import { failureText, isRgRefusal, type ActionContext } from './failure-text';
import { useRgRefresh } from '@app/shared';

export type ActionOutcome = { ok: true; text: string } | { ok: false; text: string } | null;

interface Options<T> {
  context: ActionContext;
  /** The success text (and side effects: caches, wallet intent). */
  onSuccess(result: T): string;
  /** After a business refusal (the server's state differs from the page's): refetch. */
  onRefused?(err: ApiError): void;
}

/**
 * One money or state action: one request at a time (a double click sends one), the same
 * idempotency key for a retry after a network failure (R8), translated outcome text.
 */
export function useServerAction<T, A extends unknown[]>(
  name: string,
  run: (key: string, ...args: A) => Promise<T>,
  { context, onSuccess, onRefused }: Options<T>,
) {
  const { t } = useTranslation(NS);
  const refreshRg = useRgRefresh();
  const inFlight = useRef(false);
  const keeper = useRef(createIdempotencyKeeper());
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);

  const start = useCallback(
    async (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setOutcome(null);
      const action = `${name}:${JSON.stringify(args)}`;
      try {
        const result = await run(keeper.current.keyFor(action), ...args);
        keeper.current.done(action);
        setOutcome({ ok: true, text: onSuccess(result) });
      } catch (err) {
        const transport =
          err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');
        if (!transport) keeper.current.done(action);
        if (err instanceof ApiError && err.kind === 'business') onRefused?.(err);
        if (isRgRefusal(err)) refreshRg();
        setOutcome({ ok: false, text: failureText(t, err, context) });
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [name, run, onSuccess, onRefused, context, t, refreshRg],
  );

  return { start, busy, outcome };
}
