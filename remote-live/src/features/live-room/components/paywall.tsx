import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { usePayFee } from '../api/use-room';
import styles from './room.module.css';

export interface PaywallProps {
  streamId: string;
  fee: number;
  loggedIn: boolean;
  onLogin: () => void;
}

/** A paid room: the price first, one confirmed payment (idempotent), then the room opens. */
export function Paywall({ streamId, fee, loggedIn, onLogin }: PaywallProps) {
  const { t } = useTranslation(NS);
  const pay = usePayFee();
  const amount = formatMoney(fee);
  return (
    <div className={styles.paywall} role="dialog" aria-label={t('room.paidTitle')}>
      <h2>{t('room.paidTitle')}</h2>
      <p>{t('room.paidBody', { amount })}</p>
      <button
        type="button"
        className={styles.tipButton}
        disabled={pay.isPending}
        onClick={() => (loggedIn ? pay.mutate({ streamId }) : onLogin())}
      >
        {t('room.payAndWatch', { amount })}
      </button>
    </div>
  );
}
