import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { LoadingState, MessageState } from '@app/shared/ui';
import { sportsbookQueries } from '@app/shared/api/sportsbook';
import { useQuery } from '@app/shared/client';
import { useSessionStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import { BetCard } from './bet-card';
import { ReserveList } from './reserve-list';
import styles from './my-bets.module.css';

type Tab = 'open' | 'settled' | 'reserve';

/** My bets (`new/bet/list`): open and settled bets with legs and outcome, cash out, reserve bets. */
export function MyBetsPage() {
  const { t } = useTranslation(NS);
  const username = useSessionStore((s) => s.username) ?? '';
  const [tab, setTab] = useState<Tab>('open');
  const bets = useQuery({
    ...sportsbookQueries.bets(username, tab === 'settled'),
    enabled: tab !== 'reserve' && username !== '',
  });
  const tabs: Array<[Tab, string]> = [
    ['open', t('bets.open')],
    ['settled', t('bets.settled')],
    ['reserve', t('bets.reserve')],
  ];
  return (
    <section className={styles.page}>
      <div className={styles.tabs} role="tablist">
        {tabs.map(([k, label]) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={tab === k ? `${styles.tab} ${styles.on}` : styles.tab}
            onClick={() => setTab(k)}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'reserve' ? (
        <ReserveList username={username} />
      ) : bets.isPending ? (
        <LoadingState label={t('loading')} />
      ) : bets.isError ? (
        <MessageState
          role="alert"
          title={t('error')}
          actionLabel={t('retry')}
          onAction={() => void bets.refetch()}
        />
      ) : bets.data.records.length === 0 ? (
        <MessageState title={tab === 'open' ? t('bets.noOpen') : t('bets.noSettled')} />
      ) : (
        <div className={styles.list}>
          {bets.data.records.map((b) => (
            <BetCard key={String(b.id)} bet={b} username={username} />
          ))}
        </div>
      )}
    </section>
  );
}
