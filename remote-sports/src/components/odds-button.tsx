import { memo } from 'react';
import { publishIntent } from '@app/shared/federation';
import { useFlash } from '../hooks/use-flash';
import { useOddsText } from '../hooks/use-odds-text';
import { pickKey } from '../lib/markets';
import { LOCK_PATH, LOCK_SIZE } from './odds-lock';
import { usePickedStore } from '../stores/picked-store';
import styles from './odds-button.module.css';

export interface OddsButtonProps {
  matchId: string;
  marketId: string;
  optionType: number;
  odds: number;
  /** Short text on the button (1, X, +0.5, O 2.5); empty for a price-only cell. */
  short: string;
  /** What the pick is, in words, for the slip and screen readers ("Home win"). */
  label: string;
  matchName: string;
  locked: boolean;
  /** Line above the price (handicap, totals, detail) instead of beside it. */
  stacked?: boolean;
}

function Lock() {
  return (
    <svg width={LOCK_SIZE} height={LOCK_SIZE} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path fill="currentColor" d={LOCK_PATH} />
    </svg>
  );
}

/**
 * One price: adds the pick to the bet slip through the `betslip.add` intent (no feature import).
 * Its props are plain values, so a tick re-renders only the prices that moved (issue 10).
 */
export const OddsButton = memo(function OddsButton(props: OddsButtonProps) {
  const { matchId, marketId, optionType, odds, short, label, matchName, locked, stacked } = props;
  const text = useOddsText();
  const flash = useFlash(odds);
  const picked = usePickedStore((s) => s.keys[pickKey(marketId, optionType)] === true);
  const cls = [
    styles.btn,
    stacked ? styles.stacked : '',
    picked ? styles.picked : '',
    flash === 'up' ? styles.up : flash === 'down' ? styles.down : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={cls}
      disabled={locked}
      aria-pressed={picked}
      aria-label={`${label}, ${locked ? '—' : text(odds)}`}
      data-testid="odds-button"
      data-locked={locked || undefined}
      onClick={() =>
        publishIntent('betslip.add', {
          matchId,
          marketId,
          outcomeId: String(optionType),
          odds,
          label,
          matchName,
          source: 'sports',
        })
      }
    >
      {short ? <span className={styles.short}>{short}</span> : null}
      <span className={styles.price} data-testid="odds-price">
        {locked ? <Lock /> : text(odds)}
      </span>
    </button>
  );
});
