import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, MessageState } from '@app/shared/ui';
import { INFO_NS } from './info-messages';
import { useReferralCode } from './use-referral-code';
import styles from './info.module.css';
import venture from './venture-invest.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** The logged-in member's invite link with a copy button (the partner programme's call to action). */
export function InviteLinkCard() {
  const { t } = useTranslation(INFO_NS);
  const { data, isPending, isError, refetch } = useReferralCode();
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  if (isPending) return <LoadingState label={t('venture.inviteLoading')} />;
  if (isError) {
    return (
      <MessageState
        role="alert"
        title={t('venture.inviteError')}
        actionLabel={t('common.retry')}
        onAction={() => void refetch()}
      />
    );
  }

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(data.link);
      setCopy('copied');
    } catch {
      // no clipboard permission (or an old browser): select the text so a long-press copies it
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <div className={venture.invite}>
      <h3 className={styles.cardTitle}>{t('venture.inviteTitle')}</h3>
      <p className={styles.muted}>{t('venture.inviteBody')}</p>
      <label htmlFor={inputId} className={venture.label}>
        {t('venture.inviteLinkLabel')}
      </label>
      <div className={venture.copyRow}>
        <input
          id={inputId}
          ref={input}
          className={venture.linkInput}
          readOnly
          value={data.link}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={styles.button} onClick={() => void onCopy()}>
          {t('venture.copy')}
        </button>
      </div>
      <p className={styles.muted}>{t('venture.inviteCode', { code: data.code })}</p>
      <p className={copy === 'failed' ? venture.copyFailed : venture.copied} role="status">
        {copy === 'copied' ? t('venture.copied') : copy === 'failed' ? t('venture.copyFailed') : ''}
      </p>
    </div>
  );
}
