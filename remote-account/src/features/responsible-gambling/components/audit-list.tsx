import { useTranslation } from '@app/shared/i18n';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { QueryStateView } from '@app/shared/ui';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useRgAudit } from '../api/use-rg-state';
import { AuditEntryText } from './audit-entry-text';
import styles from './rg.module.css';

/** Every change the server recorded, newest first, with its server time. */
export function AuditList() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const audit = useRgAudit();
  return (
    <section className={ui.panel} aria-labelledby="rg-audit-title" data-testid="rg-audit">
      <h2 id="rg-audit-title" className={ui.panelTitle}>
        {t('rg.audit.title')}
      </h2>
      <QueryStateView
        query={audit}
        emptyTitle={t('rg.audit.empty')}
        errorTitle={t('rg.audit.failed')}
        loading={<div className={ui.skeleton} aria-busy="true" />}
      >
        {(entries) => (
          <ol className={ui.list}>
            {entries.map((e) => (
              <li key={e.id} className={`${ui.row} ${styles.auditRow}`} data-rg-action={e.action}>
                <time className={styles.auditTime} dateTime={new Date(e.createdAt).toISOString()}>
                  {formatDateTimeWithYear(e.createdAt, language)}
                </time>
                <span>
                  <AuditEntryText entry={e} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryStateView>
    </section>
  );
}
