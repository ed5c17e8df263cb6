import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { QueryStateView } from '@app/shared/ui';
import { zoneLabel } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import { useActivityTitle } from '../api/use-activity-titles';
import { useAudit } from '../api/use-operator';
import { auditText } from './audit-text';
import styles from './console.module.css';

/** Every console action: who, what, when (newest first). */
export function AuditPanel() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const titleOf = useActivityTitle(() => t('console.activities'));
  const total = audit.data?.total ?? 0;
  return (
    <section className={ui.panel} aria-labelledby="audit-title">
      <h2 id="audit-title" className={ui.panelTitle}>
        {t('console.audit')}
      </h2>
      <QueryStateView
        query={audit}
        isEmpty={(d) => d.records.length === 0}
        emptyTitle={t('console.noAudit')}
      >
        {(d) => (
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="audit-table">
              <thead>
                <tr>
                  <th scope="col">{`${t('console.when')} (${zoneLabel()})`}</th>
                  <th scope="col">{t('console.who')}</th>
                  <th scope="col">{t('console.what')}</th>
                  <th scope="col">{t('console.detail')}</th>
                </tr>
              </thead>
              <tbody>
                {d.records.map((a) => {
                  const words = auditText(t, a, titleOf, language);
                  return (
                    <tr key={a.id}>
                      <td>{formatDateTime(a.createdAt, language)}</td>
                      <td>{a.userName}</td>
                      <td data-audit-action={a.action}>{words.action}</td>
                      <td>{words.detail}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryStateView>
      {total > 20 && (
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
        </div>
      )}
    </section>
  );
}
