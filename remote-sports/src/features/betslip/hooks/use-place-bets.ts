import { useCallback } from 'react';
import { ApiError, useQueryClient } from '@app/shared/client';
import {
  betMultiple,
  betSinglePass,
  getStakeOrderStatus,
  type BetResult,
} from '@app/shared/api/sportsbook';
import { publishIntent, shell } from '@app/shared/federation';
import { useRgRefresh } from '@app/shared/api/rg';
import { useServerAction } from '@app/shared/ui';
import { useSettingsStore, whileMoneyMoves } from '@app/shared/store';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { seriesName } from '../../../lib/series-name';
import { parlayReceipts } from '../lib/parlay-receipts';
import type { SlipCheck } from '../lib/slip-check';
import { updateReceipts } from '../stores/slip-quote-actions';
import { useSlipStore, type Receipt } from '../stores/slip-store';

/** research §1.5: order status is polled every second while any order is created/confirming. */
const POLL_MS = 1_000;
const POLL_LIMIT = 90;
const FINAL = new Set([2, 3, 4, 5]);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The failure of the last placement, in the UI language, or null. */
export type PlaceError = string | null;

/** The provider's "insufficient balance" code. */
const INSUFFICIENT_BALANCE_CODE = 4;

/**
 * What a placement sends (picks at the accepted odds, stakes, series): presses that send the same
 * are one action with one idempotency key, however the live prices shown beside them move.
 */
function sentPart(check: SlipCheck): string {
  const legs = (
    check.singles.length > 0 ? check.singles.map((s) => s.item) : useSlipStore.getState().items
  ).map((i) => [i.matchId, i.marketId, i.optionType, i.odds]);
  const stakes = check.singles.map((s) => s.stake);
  const series = check.series.map((s) => [s.option.sn, s.bets, s.unitStake]);
  return JSON.stringify([legs, stakes, series]);
}

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

/**
 * Places the checked slip once (no double submit; a retry after a network failure sends the same
 * idempotency key, R8), then follows every order to a final status.
 */
export function usePlaceBets() {
  const { t } = useTranslation(NS);
  const queryClient = useQueryClient();
  const refreshRg = useRgRefresh();

  const follow = useCallback(async (receipts: Receipt[]) => {
    let open = receipts.filter((r) => r.orderId && !FINAL.has(r.status)).map((r) => r.orderId!);
    for (let i = 0; open.length > 0 && i < POLL_LIMIT; i += 1) {
      await sleep(POLL_MS);
      const list = await getStakeOrderStatus(open).catch(() => []);
      const map = new Map(list.map((o) => [String(o.id), o.status]));
      updateReceipts(map);
      open = open.filter((id) => !FINAL.has(map.get(id) ?? 1));
    }
  }, []);

  const placeChecked = useCallback(
    async (key: string, check: SlipCheck) => {
      // the host's reality check waits for the answer, which changes what the limits have left
      const send = <T>(request: () => Promise<T>) => whileMoneyMoves(request).finally(refreshRg);
      const oddsFormat = useSettingsStore.getState().oddsFormat;
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
        receipts = parlayReceipts(results, (sn) => seriesName(t, items.length, sn));
      }
      useSlipStore.getState().setReceipts(receipts);
      if (receipts.some((r) => r.orderId && r.status !== 2)) {
        publishIntent('wallet.changed', { reason: 'sports-bet' });
        void shell.refreshBalance();
      }
      await follow(receipts);
      void queryClient.invalidateQueries({ queryKey: ['sportsbook', 'bets'] });
      void shell.refreshBalance();
    },
    [follow, queryClient, refreshRg, t],
  );
  const placement = useServerAction('place-bets', placeChecked, {
    sameActionAs: sentPart,
    // a limit (2003) or a break (2004) refusal carries its reason, translated by the shared client
    failureText: (err) =>
      err instanceof ApiError && err.code === INSUFFICIENT_BALANCE_CODE
        ? t('slip.insufficient')
        : err instanceof Error
          ? err.message
          : String(err),
  });
  const { start, outcome, clear } = placement;
  const place = useCallback(
    (check: SlipCheck) => (check.canPlace ? start(check) : Promise.resolve()),
    [start],
  );
  const error: PlaceError = outcome?.ok === false ? outcome.text : null;
  return { place, placing: placement.busy, error, clearError: clear };
}
