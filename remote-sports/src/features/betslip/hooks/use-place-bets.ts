import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  betMultiple,
  betSinglePass,
  getStakeOrderStatus,
  newIdempotencyKey,
  publishIntent,
  shell,
  useSettingsStore,
  whileMoneyMoves,
  type BetResult,
} from '@app/shared';
import { useRgRefresh } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { parlayReceipts } from '../lib/parlay-receipts';
import type { SlipCheck } from '../lib/slip-check';
import { useSlipStore, type Receipt } from '../stores/slip-store';

/** research §1.5: order status is polled every second while any order is created/confirming. */
const POLL_MS = 1_000;
const POLL_LIMIT = 90;
const FINAL = new Set([2, 3, 4, 5]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type PlaceError = { kind: 'balance' } | { kind: 'message'; text: string } | null;

function toReceipts(
  results: BetResult[],
  labelOf: (r: BetResult, i: number) => string,
  stakeOf: (r: BetResult, i: number) => number,
): Receipt[] {
  return results.map((r, i) => ({
    orderId: r.orderId === undefined ? null : String(r.orderId),
    label: labelOf(r, i),
    stake: stakeOf(r, i),
    status: r.status,
    rejectCode: r.rejectCode ?? null,
  }));
}

/** Places the checked slip once (no double submit), then follows every order to a final status. */
export function usePlaceBets() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const refreshRg = useRgRefresh();
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<PlaceError>(null);

  const follow = useCallback(async (receipts: Receipt[]) => {
    let open = receipts.filter((r) => r.orderId && !FINAL.has(r.status)).map((r) => r.orderId!);
    for (let i = 0; open.length > 0 && i < POLL_LIMIT; i += 1) {
      await sleep(POLL_MS);
      const list = await getStakeOrderStatus(open).catch(() => []);
      const map = new Map(list.map((o) => [String(o.id), o.status]));
      useSlipStore.getState().updateReceipts(map);
      open = open.filter((id) => !FINAL.has(map.get(id) ?? 1));
    }
  }, []);

  const place = useCallback(
    async (check: SlipCheck) => {
      if (busy.current || !check.canPlace) return;
      busy.current = true;
      setPlacing(true);
      setError(null);
      const key = newIdempotencyKey();
      // the host's reality check waits for the answer, which changes what the limits have left
      const send = <T>(request: () => Promise<T>) => whileMoneyMoves(request).finally(refreshRg);
      const oddsFormat = useSettingsStore.getState().oddsFormat;
      try {
        let receipts: Receipt[];
        if (check.singles.length > 0) {
          const list = check.singles.map(({ item, stake }) => ({
            matchId: item.matchId,
            marketId: item.marketId,
            optionType: item.optionType,
            odds: item.odds,
            unitStake: stake,
            oddsFormat,
          }));
          const results = await send(() => betSinglePass(list, key));
          receipts = toReceipts(
            results,
            (r, i) =>
              check.singles.find((s) => s.item.marketId === String(r.marketId))?.item.label ??
              check.singles[i]?.item.label ??
              '',
            (r, i) => check.singles[i]?.stake ?? 0,
          );
        } else {
          const items = useSlipStore.getState().items;
          const parlay = {
            betOptionList: items.map((i) => ({
              matchId: i.matchId,
              marketId: i.marketId,
              optionType: i.optionType,
              odds: i.odds,
              oddsFormat,
            })),
            betMultipleData: check.series.map((s) => ({
              seriesValue: s.option.sn,
              itemCount: s.bets,
              unitStake: s.unitStake,
              oddsChange: useSettingsStore.getState().oddsChange,
            })),
          };
          const results = await send(() => betMultiple(parlay, key));
          const n = items.length;
          receipts = parlayReceipts(results, n, (k) =>
            k === n ? t('slip.accumulator', { n }) : t('slip.folds', { k }),
          );
        }
        useSlipStore.getState().setReceipts(receipts);
        if (receipts.some((r) => r.orderId && r.status !== 2)) {
          publishIntent('wallet.changed', { reason: 'sports-bet' });
          void shell.refreshBalance();
        }
        await follow(receipts);
        void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
        void shell.refreshBalance();
      } catch (err) {
        // a limit (2003) or a break (2004) refusal carries its reason, translated by the shared client
        if (err instanceof ApiError && err.code === 4) setError({ kind: 'balance' });
        else setError({ kind: 'message', text: err instanceof Error ? err.message : String(err) });
      } finally {
        busy.current = false;
        setPlacing(false);
      }
    },
    [follow, queryClient, refreshRg, t],
  );

  return { place, placing, error, clearError: () => setError(null) };
}
