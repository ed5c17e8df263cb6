import { useTranslation } from '@app/shared/i18n';
import { OddsButton } from '../../../components/odds-button';
import { NS } from '../../../i18n/namespace';
import { SALE, type LineView } from '../../../lib/markets';
import { optionText } from '../lib/option-text';
import styles from './match-row.module.css';

export interface MarketCellProps {
  cell: 'winner' | 'handicap' | 'total';
  mty: number;
  line: LineView | null;
  matchId: string;
  matchName: string;
  teams: { home: string; away: string };
  slots: number;
}

/** One market column of a row; an empty market keeps its place so columns line up. */
export function MarketCell({ cell, mty, line, matchId, matchName, teams, slots }: MarketCellProps) {
  const { t } = useTranslation(NS);
  return (
    <div
      className={styles.cell}
      data-cell={cell}
      style={{ gridTemplateColumns: `repeat(${slots}, 1fr)` }}
    >
      {line
        ? line.options.map((o) => {
            const text = optionText(t, mty, o, teams);
            return (
              <OddsButton
                key={o.ty}
                matchId={matchId}
                marketId={line.id}
                optionType={o.ty}
                odds={o.od}
                short={text.short}
                label={text.label}
                matchName={matchName}
                locked={line.ss !== SALE.open}
                stacked={cell !== 'winner'}
              />
            );
          })
        : Array.from({ length: slots }, (_, i) => (
            <span key={i} className={styles.void}>
              –
            </span>
          ))}
    </div>
  );
}
