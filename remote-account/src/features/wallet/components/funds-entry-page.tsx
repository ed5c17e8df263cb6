import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import styles from './wallet.module.css';

export interface FundsEntryPageProps {
  kind: 'deposit' | 'withdraw';
}

/**
 * Deposit and withdraw entries. The spec does not show the cashier, so the page says plainly where
 * the member would go and what to prepare, instead of a dead button.
 */
export function FundsEntryPage({ kind }: FundsEntryPageProps) {
  const { t } = useTranslation(NS);
  const deposit = kind === 'deposit';
  return (
    <section className={ui.panel} aria-labelledby="funds-title" data-testid={`funds-${kind}`}>
      <h1 id="funds-title" className={ui.panelTitle}>
        {deposit ? t('funds.depositTitle') : t('funds.withdrawTitle')}
      </h1>
      <p>{deposit ? t('funds.depositWhere') : t('funds.withdrawWhere')}</p>
      <ol className={styles.steps}>
        <li>{deposit ? t('funds.depositStep1') : t('funds.withdrawStep1')}</li>
        <li>{deposit ? t('funds.depositStep2') : t('funds.withdrawStep2')}</li>
        <li>{deposit ? t('funds.depositStep3') : t('funds.withdrawStep3')}</li>
      </ol>
      <p className={ui.muted}>{t('funds.notHere')}</p>
      <div>
        <Link className={ui.ghost} to="..">
          {t('common.backToCentre')}
        </Link>
      </div>
    </section>
  );
}
