import { useTranslation } from '@app/shared/i18n';
import { formatMoneyIn, memberCurrency } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { LoadingState, MessageState } from '@app/shared/ui';
import { promotionQueries } from '@app/shared/api/promotion';
import { getRuntimeConfig, useQuery } from '@app/shared/client';
import { JoinButton } from '../../components/join-button';
import ui from '../../components/ui.module.css';
import { NS } from '../../i18n/namespace';
import { useMemberName } from '../../lib/use-member';
import styles from './ranking.module.css';

/** Leaderboard: the member's own rank pinned above the top ten; guests see the public board. */
export function RankingPanel() {
  const { t } = useTranslation(NS);
  const user = useMemberName();
  const board = useQuery(promotionQueries.ranking(user));
  const mine = board.data?.mine ?? null;
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  // amounts are whole minor units: a VND board never shows half a dong
  const money = (v: unknown) =>
    formatMoneyIn(v, memberCurrency(regCurrency, getRuntimeConfig().market));

  return (
    <section className={ui.panel} data-testid="mechanic-ranking" aria-labelledby="rank-title">
      <div className={ui.panelHead}>
        <h2 className={ui.panelTitle} id="rank-title">
          {t('rank.title')}
        </h2>
        <span className={ui.muted}>{t('rank.by')}</span>
      </div>
      {user && mine ? (
        <div className={styles.mine} data-testid="my-rank">
          <span className={styles.mineRank}>#{mine.rank}</span>
          <span className={styles.mineName}>
            {t('rank.you')}
            <small>{mine.userName}</small>
          </span>
          <strong>{money(mine.amount)}</strong>
        </div>
      ) : null}
      {board.isPending ? (
        <LoadingState label={t('loading')} />
      ) : board.isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel="↻"
          onAction={() => void board.refetch()}
        />
      ) : (
        <ol className={styles.board}>
          {board.data.list.map((r) => (
            <li key={r.rank} className={styles.entry} data-top={r.rank <= 3 ? r.rank : undefined}>
              <span className={styles.rank}>{r.rank}</span>
              <span className={styles.name}>{r.userName}</span>
              <span className={styles.amount}>{money(r.amount)}</span>
            </li>
          ))}
        </ol>
      )}
      {user ? null : (
        <>
          <p className={ui.muted}>{t('rank.guest')}</p>
          <JoinButton />
        </>
      )}
    </section>
  );
}
