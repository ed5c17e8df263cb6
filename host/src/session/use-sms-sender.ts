import { useCallback, useEffect, useRef, useState } from 'react';
import { SmsCooldownError, type SmsSendResult } from '@app/shared/api/member';

export interface SmsSender {
  /** A send is in flight. */
  sending: boolean;
  /** Seconds left of the server's cooldown (0 when a code may be requested). */
  remaining: number;
  /** True once a code was sent in this dialog. */
  sent: boolean;
  /** Sends unless in flight or cooling down; resolves true when a code went out. */
  send(): Promise<boolean>;
}

/**
 * Reliability S15: one request per click burst (a ref guards before React re-renders), the
 * button stays disabled while the request runs and during the cooldown the server returns
 * (success `retryAfter`, or code 1004 / HTTP 429), with a countdown.
 */
export function useSmsSender(
  request: () => Promise<SmsSendResult>,
  onError: (err: unknown) => void,
): SmsSender {
  const inFlight = useRef(false);
  const endsAt = useRef(0);
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);

  const startCooldown = useCallback((seconds: number) => {
    stop();
    if (seconds <= 0) {
      endsAt.current = 0;
      setRemaining(0);
      return;
    }
    endsAt.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, []);

  const send = useCallback(async () => {
    if (inFlight.current || endsAt.current > Date.now()) return false;
    inFlight.current = true;
    setSending(true);
    try {
      const res = await request();
      setSent(true);
      startCooldown(res.retryAfter);
      return true;
    } catch (err) {
      if (err instanceof SmsCooldownError) startCooldown(err.retryAfter);
      onError(err);
      return false;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [request, onError, startCooldown]);

  return { sending, remaining, sent, send };
}
