import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { QueryStateView } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import type { BanLog } from '@app/shared/api/live';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { useBanLogs, useBatchUnban } from '../api/use-operator';
import { ConfirmBar } from './confirm-bar';
import styles from './console.module.css';

const ACTIVE = 1;

/** The chat ban log: who is banned, why and until when; lift several bans at once. */
export function BanPanel() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [userName, setUserName] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const logs = useBanLogs(page, userName);
  const unban = useBatchUnban();
  const total = logs.data?.total ?? 0;
  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section className={ui.panel} aria-labelledby="bans-title">
      <div className={ui.panelHead}>
        <h2 id="bans-title" className={ui.panelTitle}>
          {t('console.bans')}
        </h2>
        <form
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setUserName(search.trim());
          }}
        >
          <input
            className={ui.input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('console.userName')}
            aria-label={t('console.userName')}
          />
          <button type="submit" className={ui.ghost}>
            {t('console.search')}
          </button>
        </form>
      </div>
      <QueryStateView
        query={logs}
        isEmpty={(d) => d.records.length === 0}
        emptyTitle={t('console.noBans')}
      >
        {(d) => (
          <ul className={ui.list} data-testid="ban-list">
            {d.records.map((b: BanLog) => {
              const id = String(b.id);
              const active = b.status === ACTIVE;
              return (
                <li key={id} className={ui.row}>
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      disabled={!active}
                      checked={picked.has(id)}
                      onChange={() => toggle(id)}
                    />
                    <span>
                      <strong>{b.nickName ?? b.userName}</strong>
                      <span className={styles.sub}>
                        {b.reason || t('console.noReason')}
                        {b.until
                          ? ` · ${t('console.until', { time: formatDateTime(b.until, language) })}`
                          : ''}
                      </span>
                    </span>
                  </label>
                  <span className={active ? ui.loss : ui.muted}>
                    {active ? t('console.banActive') : t('console.banLifted')}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryStateView>
      <div className={styles.saveBar}>
        <button
          type="button"
          className={ui.ghost}
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          {t('bets.prev')}
        </button>
        <button
          type="button"
          className={ui.ghost}
          disabled={page * 20 >= total}
          onClick={() => setPage((p) => p + 1)}
        >
          {t('bets.next')}
        </button>
        <button
          type="button"
          className={ui.danger}
          disabled={picked.size === 0 || unban.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('console.unbanN', { n: picked.size })}
        </button>
      </div>
      {confirming && (
        <ConfirmBar
          message={t('console.confirmUnban', { n: picked.size })}
          busy={unban.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            unban.mutate([...picked], {
              onSettled: () => setConfirming(false),
              onSuccess: () => setPicked(new Set()),
            })
          }
        />
      )}
    </section>
  );
}
