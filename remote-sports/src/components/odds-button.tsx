import { memo } from 'react';
import { publishIntent } from '@app/shared/federation';
import { useFlash } from '../hooks/use-flash';
import { useOddsText } from '../hooks/use-odds-text';
import { pickKey } from '../lib/markets';
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
    <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
      />
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
