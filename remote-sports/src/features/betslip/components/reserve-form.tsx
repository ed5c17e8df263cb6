import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { reserveBet } from '@app/shared/api/sportsbook';
import { useQueryClient } from '@app/shared/client';
import { useRgState } from '@app/shared/api/rg';
import { exceedsMinorUnit } from '@app/shared/rules';
import { useServerAction } from '@app/shared/ui';
import { useCurrency } from '../../../hooks/use-money';
import { NS } from '../../../i18n/namespace';
import type { SlipItem } from '../lib/slip-item';
import { parseStake } from '../lib/slip-stakes';
import { filterDecimal } from '../lib/stake-text';
import frame from './bet-slip.module.css';
import styles from './slip-contents.module.css';

export interface ReserveFormProps {
  item: SlipItem;
  stake: string;
}

/**
 * Reserve bet (research §1.6): the stake waits for a target price above today's; the provider places
 * it when the market gets there. Target odds are decimal, like every price the slip sends.
 */
export function ReserveForm({ item, stake }: ReserveFormProps) {
  const { t } = useTranslation(NS);
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const { excluded } = useRgState();
  const currency = useCurrency();
  const amount = parseStake(stake);
  const odds = Number(target);
  // a reservation is a bet, so a break closes it too; a fractional VND stake is refused (the
  // slip's summary says why)
  const valid =
    amount > 0 &&
    !exceedsMinorUnit(stake, currency) &&
    odds > item.current &&
    item.state === 'open' &&
    !excluded;
  const reserve = useServerAction(
    'reserve',
    // no whileMoneyMoves: the provider debits the stake only when the odds reach the target
    (key, target: number, unitStake: number) =>
      reserveBet(
        {
          matchId: item.matchId,
          marketId: item.marketId,
          optionType: item.optionType,
          odds: target,
          unitStake,
        },
        key,
      ),
    {
      onSuccess: () => {
        void qc.invalidateQueries({ queryKey: ['sportsbook', 'reserve-bets'] });
        return t('reserve.placed');
      },
    },
  );
  const { busy, outcome: result } = reserve;
  const submit = () => {
    if (valid) void reserve.start(odds, amount);
  };
  if (!open)
    return (
      <button
        type="button"
        className={`${frame.link} ${styles.itemLink}`}
        onClick={() => {
          setTarget((Math.round(item.current * 100) / 100 + 0.1).toFixed(2));
          setOpen(true);
        }}
        data-testid="reserve-open"
      >
        {t('reserve.open')}
      </button>
    );
  return (
    <div className={styles.reserve}>
      <label className={styles.reserveField}>
        <span>{t('reserve.target')}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(filterDecimal(e.target.value))}
          data-testid="reserve-target"
        />
      </label>
      <button
        type="button"
        className={styles.secondary}
        disabled={!valid || busy}
        onClick={submit}
        data-testid="reserve-submit"
      >
        {t('reserve.submit')}
      </button>
      {result ? (
        <p className={result.ok ? styles.warn : styles.error} role="status">
          {result.text}
        </p>
      ) : null}
    </div>
  );
}
