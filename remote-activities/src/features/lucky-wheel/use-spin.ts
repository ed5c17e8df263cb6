import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import type { TurntableDraw } from '@app/shared/api/promotion';
import { promotionQueries } from '@app/shared/api/promotion';
import { useQueryClient } from '@app/shared/client';
import { useServerAction } from '@app/shared/ui';
import { NS } from '../../i18n/namespace';
import { failureText } from '../../lib/failure-text';
import { drawTurntablePrize } from '@app/shared/api/promotion';
import { creditWallet } from '../../lib/use-member';

export const SPIN_MS = 4200;

export function reducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Rotation (deg) that brings segment `index` of `count` under the pointer, after 5 more turns. */
export function targetRotation(current: number, index: number, count: number): number {
  const seg = 360 / count;
  const centre = (index + 0.5) * seg;
  const want = (((360 - centre) % 360) + 360) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + 5 * 360 + ((want - now + 360) % 360);
}

/**
 * One spin through the shared submit pattern: one draw at a time (a double click draws once), the
 * same key when a draw is retried after no answer (R8), the error catalogue's text. The spin stays
 * busy while the wheel turns; the prize, the balance and the spins left show when it stops, or at
 * once if the member leaves the page mid-turn (the balance is never left stale).
 */
export function useSpin(user: string | null, slices: number) {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const [rotation, setRotation] = useState(0);
  const [result, setResult] = useState<TurntableDraw | null>(null);
  const stopTurning = useRef<(() => void) | null>(null);
  useEffect(() => () => stopTurning.current?.(), []);

  const turn = () =>
    reducedMotion()
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const id = setTimeout(resolve, SPIN_MS);
          stopTurning.current = () => {
            clearTimeout(id);
            resolve();
          };
        });

  const numKey = promotionQueries.turntableNum(user ?? '').queryKey;
  const action = useServerAction(
    'spin',
    async (key: string) => {
      setResult(null);
      const draw = await drawTurntablePrize({ quiet: true, idempotencyKey: key });
      setRotation((r) => targetRotation(r, draw.index, slices));
      await turn();
      return draw;
    },
    {
      onSuccess: (draw) => {
        setResult(draw);
        if (draw.prize.amount > 0) creditWallet(draw.balance);
        queryClient.setQueryData(numKey, Math.max(0, draw.num ?? 0));
        void queryClient.invalidateQueries({
          queryKey: promotionQueries.turntableWinners().queryKey,
        });
      },
      onRefused: () => void queryClient.invalidateQueries({ queryKey: numKey }),
      failureText: (err) => failureText(t, err, 'spin'),
    },
  );

  return {
    spin: () => (user ? action.start() : Promise.resolve()),
    busy: action.busy,
    error: action.outcome?.ok === false ? action.outcome.text : null,
    rotation,
    result,
  };
}
