import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { QueryStateView } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useRgState } from '../api/use-rg-state';
import { AuditList } from './audit-list';
import { RgSettings } from './rg-settings';
import styles from './rg.module.css';

/** personal/{id}/responsible: limits, reality check, breaks and their history. */
export function RgSettingsPage() {
  const { t } = useTranslation(NS);
  const state = useRgState();
  return (
    <div className={styles.page}>
      <header className={`${ui.panel} ${styles.intro}`}>
        <h1 className={styles.title}>{t('rg.title')}</h1>
        <p className={ui.muted}>{t('rg.lead')}</p>
        <Link className={styles.about} to="/responsible-gambling">
          {t('rg.about')} →
        </Link>
      </header>
      <QueryStateView
        query={state}
        isEmpty={() => false}
        errorTitle={t('rg.failed')}
        loading={<div className={`${ui.skeleton} ${styles.loading}`} aria-busy="true" />}
      >
        {(data) => <RgSettings state={data} receivedAt={state.dataUpdatedAt} />}
      </QueryStateView>
      <AuditList />
    </div>
  );
}
