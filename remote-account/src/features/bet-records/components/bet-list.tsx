import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { QueryStateView, type QueryLike } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { betState, toBetRow } from '../bet-row';
import styles from './bet-records.module.css';

type Page = { records: Array<Record<string, unknown>>; total?: number };

export interface BetListProps {
  query: QueryLike<Page>;
  currency: string;
}

const STATE_KEY = {
  pending: 'bets.state.pending',
  open: 'bets.state.open',
  void: 'bets.state.void',
  won: 'bets.state.won',
  lost: 'bets.state.lost',
} as const;

/** One page of bets: match, pick, time, stake, odds and result. */
export function BetList({ query, currency }: BetListProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  return (
    <QueryStateView
      query={query}
      isEmpty={(p) => p.records.length === 0}
      emptyTitle={t('bets.emptyTitle')}
      emptyBody={t('bets.emptyBody')}
    >
      {(page) => (
        <ul className={ui.list} data-testid="bets-list">
          {page.records.map((record) => {
            const row = toBetRow(record);
            const state = betState(row);
            return (
              <li key={row.id} className={styles.bet}>
                <div className={styles.betMain}>
                  <span className={styles.betTitle}>{row.title || row.product}</span>
                  {row.pick && <span className={ui.muted}>{row.pick}</span>}
                  <span className={styles.betMeta}>
                    {row.product} · #{row.id} · {formatDateTime(row.createdAt, language)}
                  </span>
                </div>
                <div className={styles.betFigures}>
                  <span>
                    {formatMoney(row.stake)} {currency}
                    {row.odds != null && <span className={ui.muted}> @ {row.odds}</span>}
                  </span>
                  <span className={styles.state} data-state={state}>
                    {t(STATE_KEY[state])}
                    {state === 'won' && ` +${formatMoney((row.payout ?? 0) - (row.stake ?? 0))}`}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </QueryStateView>
  );
}
