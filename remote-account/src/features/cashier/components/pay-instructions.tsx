import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { formatDateTime } from '../../../lib/locale';
import type { Deposit } from '../api/cashier-types';
import { labelOf, METHOD_LABEL } from '../labels';
import { CopyField } from './copy-field';
import { StatusBadge } from './status-badge';
import styles from './cashier.module.css';

export interface PayInstructionsProps {
  deposit: Deposit;
  currency: string;
  onCancel: () => void;
  cancelling: boolean;
}

/** What to pay, to whom, with which content: copy buttons and a QR in the method's layout. */
export function PayInstructions({ deposit, currency, onCancel, cancelling }: PayInstructionsProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const p = deposit.payTo;
  const method = t(labelOf(METHOD_LABEL, deposit.method, METHOD_LABEL.bank));
  const amount = formatMoney(deposit.amount);
  const pending = deposit.status === 'pending';
  return (
    <section
      className={`${ui.panel} ${styles.pay}`}
      aria-labelledby="pay-title"
      data-testid="deposit-pay"
    >
      <div className={ui.panelHead}>
        <h2 id="pay-title" className={ui.panelTitle}>
          {t('cashier.pay.title', { amount, currency })}
        </h2>
        <StatusBadge status={deposit.status} />
      </div>
      {pending ? <p className={ui.muted}>{t('cashier.pay.intro')}</p> : null}
      <div className={styles.payGrid}>
        <div className={styles.qrBox}>
          <QRCodeSVG value={p.qr} size={184} marginSize={2} title={method} />
          <p className={styles.qrCaption}>
            {p.network
              ? p.network
              : p.accountNumber
                ? t('cashier.pay.qr')
                : t('cashier.pay.qrWallet', { method })}
          </p>
          {p.deepLink ? (
            <a className={ui.primary} href={p.deepLink}>
              {t('cashier.pay.openApp', { method })}
            </a>
          ) : null}
        </div>
        <dl className={styles.copyList}>
          {p.bankName ? <CopyField label={t('cashier.pay.bankName')} value={p.bankName} /> : null}
          {p.accountNumber ? (
            <CopyField label={t('cashier.pay.accountNumber')} value={p.accountNumber} strong />
          ) : null}
          {p.accountName ? (
            <CopyField label={t('cashier.pay.accountName')} value={p.accountName} />
          ) : null}
          {p.address ? (
            <>
              <CopyField label={t('cashier.pay.network')} value={p.network ?? ''} />
              <CopyField label={t('cashier.pay.address')} value={p.address} strong />
              <CopyField
                label={t('cashier.pay.cryptoAmount')}
                value={p.cryptoAmount ?? ''}
                shown={`${p.cryptoAmount ?? ''} USDT`}
                strong
              />
            </>
          ) : (
            <CopyField
              label={t('cashier.pay.amount')}
              value={String(deposit.amount)}
              shown={`${amount} ${currency}`}
              strong
            />
          )}
          <CopyField
            label={t('cashier.pay.reference')}
            value={deposit.reference}
            testId="deposit-reference"
            strong
          />
        </dl>
      </div>
      {p.address ? (
        <>
          <p className={styles.warn} role="note">
            {t('cashier.pay.networkWarn')}
          </p>
          {p.rate ? (
            <p className={ui.muted}>
              {t('cashier.pay.rate', { rate: formatMoney(p.rate), currency })}
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.warn} role="note">
          {t('cashier.pay.referenceWarn')}
        </p>
      )}
      {pending ? (
        <div className={styles.payFoot}>
          <p className={styles.waiting} aria-live="polite">
            <span className={styles.pulse} aria-hidden="true" />
            {t('cashier.pay.waiting')} ·{' '}
            {t('cashier.pay.expires', { time: formatDateTime(p.expiresAt, language) })}
          </p>
          <button type="button" className={ui.ghost} onClick={onCancel} disabled={cancelling}>
            {t('cashier.pay.cancel')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
