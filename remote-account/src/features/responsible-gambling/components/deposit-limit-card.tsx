import { useTranslation } from '@app/shared/i18n';
import { QueryStateView } from '@app/shared/ui';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { DEPOSIT_PERIODS } from '../api/deposit-limits-api';
import { useDepositLimits } from '../api/use-deposit-limits';
import { DepositLimitRow } from './deposit-limit-row';
import styles from './rg.module.css';

/** The deposit limit for the day, the week and the month; the cashier refuses what passes it. */
export function DepositLimitCard({ now }: { now: number }) {
  const { t } = useTranslation(NS);
  const limits = useDepositLimits();
  return (
    <section
      className={`${ui.panel} ${styles.card}`}
      aria-labelledby="rg-deposit-title"
      data-testid="rg-deposit-limits"
    >
      <div>
        <h3 id="rg-deposit-title" className={ui.panelTitle}>
          {t('rg.deposit.title')}
        </h3>
        <p className={ui.muted}>{t('rg.deposit.help')}</p>
      </div>
      <QueryStateView
        query={limits}
        isEmpty={(d) => d.length === 0}
        errorTitle={t('rg.failed')}
        loading={<div className={`${ui.skeleton} ${styles.loading}`} aria-busy="true" />}
      >
        {(data) => (
          <ul className={styles.limitList}>
            {DEPOSIT_PERIODS.map((period) => {
              const limit = data.find((l) => l.period === period);
              return limit ? <DepositLimitRow key={period} limit={limit} now={now} /> : null;
            })}
          </ul>
        )}
      </QueryStateView>
    </section>
  );
}
