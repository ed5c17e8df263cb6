import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useMoney } from '../../../hooks/use-money';
import { useOddsText } from '../../../hooks/use-odds-text';
import { money } from '../../../lib/slip-math';
import type { SlipItem as Item } from '../lib/slip-item';
import { parseStake } from '../lib/slip-stakes';
import { useSlipStore } from '../stores/slip-store';
import { ReserveForm } from './reserve-form';
import { StakeInput } from './stake-input';
import styles from './slip-contents.module.css';

export interface SlipItemProps {
  item: Item;
  single: boolean;
}

export function SlipItem({ item, single }: SlipItemProps) {
  const { t } = useTranslation(NS);
  const odds = useOddsText();
  const fmt = useMoney();
  const stake = useSlipStore((s) => s.stakes[item.key] ?? '');
  const setStake = useSlipStore((s) => s.setStake);
  const remove = useSlipStore((s) => s.remove);
  const ret = money(parseStake(stake) * item.odds);
  const move = item.pending ?? item.moved;
  return (
    <li className={styles.item} data-testid="slip-item" data-state={item.state}>
      <div className={styles.itemHead}>
        <div className={styles.pick}>
          <strong>{item.label}</strong>
          {item.line ? <span className={styles.line}>{item.line}</span> : null}
        </div>
        <span
          className={`${styles.odds} ${move === 'up' ? styles.up : move === 'down' ? styles.down : ''}`}
          data-testid="slip-odds"
          data-move={move ?? undefined}
        >
          {item.pending && item.pending !== 'line' ? (
            <s className={styles.old}>{odds(item.odds)}</s>
          ) : null}
          {odds(item.pending ? item.current : item.odds)}
        </span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('slip.remove', { pick: item.label })}
          onClick={() => remove(item.key)}
        >
          ✕
        </button>
      </div>
      <div className={styles.match}>{item.matchName}</div>
      {item.state === 'suspended' ? (
        <div className={styles.warn}>{t('slip.suspended')}</div>
      ) : item.state === 'closed' ? (
        <div className={styles.warn}>{t('slip.closed')}</div>
      ) : item.pending === 'line' ? (
        <div className={styles.warn}>{t('slip.lineMoved')}</div>
      ) : null}
      {single ? (
        <div className={styles.stakeRow}>
          <StakeInput
            id={`stake-${item.key}`}
            label={t('slip.stakeFor', { pick: item.label })}
            value={stake}
            min={item.min}
            max={item.max}
            onChange={(v) => setStake(item.key, v)}
          />
          <div className={styles.return}>
            <span>{t('slip.toReturn')}</span>
            <strong>{fmt(ret)}</strong>
          </div>
          <ReserveForm item={item} stake={stake} />
        </div>
      ) : null}
    </li>
  );
}
