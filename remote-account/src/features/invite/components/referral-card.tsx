import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { referralLink, useReferral } from '../api/use-invite';
import styles from './invite.module.css';

/** My referral code and link on this site's origin, with copy and a QR code. */
export function ReferralCard() {
  const { t } = useTranslation(NS);
  const referral = useReferral();
  const [copied, setCopied] = useState<'ok' | 'fail' | null>(null);
  const code = referral.data?.inviteCode;
  const link = code ? referralLink(window.location.origin, code) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      setCopied('fail');
    }
  };
  return (
    <section className={`${ui.panel} ${styles.hero}`} aria-labelledby="invite-title">
      <div className={styles.heroText}>
        <h1 id="invite-title" className={styles.heroTitle}>
          {t('invite.title')}
        </h1>
        <p className={ui.muted}>{t('invite.lead')}</p>
        {referral.isError ? (
          <p className={ui.fail} role="alert">
            {t('invite.codeFailed')}{' '}
            <button type="button" className={ui.ghost} onClick={() => void referral.refetch()}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          <>
            <p className={styles.code}>
              <span className={ui.muted}>{t('invite.myCode')}</span>
              <strong data-testid="invite-code">{code ?? '…'}</strong>
            </p>
            <div className={styles.linkRow}>
              <input
                className={`${ui.input} ${styles.link}`}
                readOnly
                value={link}
                aria-label={t('invite.myLink')}
                data-testid="invite-link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <button
                type="button"
                className={ui.primary}
                disabled={!link}
                onClick={() => void copy()}
              >
                {copied === 'ok' ? t('common.copied') : t('common.copy')}
              </button>
            </div>
            {copied === 'fail' && (
              <p className={ui.fail} role="alert">
                {t('invite.copyFailed')}
              </p>
            )}
            {copied === 'ok' && (
              <p className={ui.ok} role="status" data-testid="invite-copied">
                {t('invite.copiedBody')}
              </p>
            )}
          </>
        )}
      </div>
      {link && (
        <figure className={styles.qr}>
          <QRCodeSVG value={link} size={132} marginSize={2} title={t('invite.qr')} />
          <figcaption className={ui.muted}>{t('invite.scan')}</figcaption>
        </figure>
      )}
    </section>
  );
}
