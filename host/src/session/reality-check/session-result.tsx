import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@app/shared/rules';
import { rgQueries } from '@app/shared/api/member';
import { REALITY_CHECK_NS } from './reality-check-i18n';
import styles from './reality-check.module.css';

function signed(net: number): string {
  return net > 0 ? `+${formatMoney(net)}` : formatMoney(net);
}

/**
 * The session's net result, stakes and returns from the server, read afresh each time the dialog
 * opens (gcTime 0: no figure from the last check shows while the new one loads).
 */
export function SessionResult({ userName }: { userName: string }) {
  const { t } = useTranslation(REALITY_CHECK_NS);
  const session = useQuery({ ...rgQueries.session(userName), gcTime: 0 });
  if (session.isPending)
    return (
      <p className={styles.status} role="status">
        {t('resultLoading')}
      </p>
    );
  if (session.isError)
    return (
      <p className={styles.status} role="status" data-testid="reality-check-unavailable">
        {t('resultUnavailable')}
      </p>
    );
  const { net, staked, returned } = session.data;
  const outcome = net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
  return (
    <dl className={styles.result} aria-label={t('resultLabel')}>
      <div className={styles.row}>
        <dt>{t('net')}</dt>
        <dd className={styles[outcome]} data-outcome={outcome} data-testid="reality-check-net">
          {signed(net)}
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{t('staked')}</dt>
        <dd>{formatMoney(staked)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('returned')}</dt>
        <dd>{formatMoney(returned)}</dd>
      </div>
    </dl>
  );
}
