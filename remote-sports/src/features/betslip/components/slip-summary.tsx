import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import type { PlaceError } from '../hooks/use-place-bets';
import { rgLimitName } from '../lib/rg-limit-name';
import type { Problem, SlipCheck } from '../lib/slip-check';
import styles from './slip-contents.module.css';

export interface SlipSummaryProps {
  check: SlipCheck;
  placing: boolean;
  error: PlaceError;
  onPlace(): void;
}

function useProblemText() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const fmt = useMoney();
  return (p: Problem): string | null => {
    switch (p.kind) {
      case 'balance':
        return t('slip.overBalance', { need: fmt(p.need), have: fmt(p.have) });
      case 'min':
        return t('slip.belowMin', { min: fmt(p.limit) });
      case 'max':
        return t('slip.aboveMax', { max: fmt(p.limit) });
      case 'unavailable':
        return t('slip.unavailable');
      case 'fraction':
        return tc('amount.wholeUnits', { currency: p.currency });
      case 'rgLimit':
        return t('rg.overAllowance', {
          amount: fmt(p.allowance.remaining),
          limit: rgLimitName(t, p.allowance),
        });
      // the break banner above the picks says why
      case 'rgBreak':
      case 'parlayBlocked':
      case 'pending':
      case 'noStake':
        return null;
    }
  };
}

export function SlipSummary({ check, placing, error, onPlace }: SlipSummaryProps) {
  const { t } = useTranslation(NS);
  const fmt = useMoney();
  const text = useProblemText();
  const messages = [...new Set(check.problems.map(text).filter((m): m is string => !!m))];
  return (
    <div className={styles.summary}>
      <dl className={styles.totals}>
        <dt>{t('slip.totalStake')}</dt>
        <dd data-testid="slip-total">{fmt(check.totalStake)}</dd>
        <dt>{t('slip.potentialReturn')}</dt>
        <dd className={styles.win}>{fmt(check.potentialReturn)}</dd>
      </dl>
      {messages.map((m) => (
        <p key={m} className={styles.error} role="alert" data-testid="slip-problem">
          {m}
        </p>
      ))}
      {error ? (
        <p className={styles.error} role="alert" data-testid="slip-error">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.place}
        disabled={!check.canPlace || placing}
        aria-busy={placing}
        onClick={onPlace}
        data-testid="place-bet"
      >
        {placing ? t('slip.placing') : t('slip.place', { amount: fmt(check.totalStake) })}
      </button>
    </div>
  );
}
