import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { shell } from '@app/shared/federation';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useMemberName } from '../../../lib/use-member';
import { cleanPhone, useRequestCallback, useVipManager } from '../api/use-vip';
import styles from './vip.module.css';

/** Ask the VIP manager to call back (guests are asked to log in first, then come back here). */
export function CallbackForm() {
  const { t } = useTranslation(NS);
  const member = useMemberName();
  const manager = useVipManager();
  const request = useRequestCallback();
  const [mobile, setMobile] = useState('');
  const [remark, setRemark] = useState('');
  const [invalid, setInvalid] = useState(false);
  if (!member)
    return (
      <div className={`${ui.panel} ${styles.cta}`}>
        <p>{t('vip.loginToCall')}</p>
        <button type="button" className={ui.primary} onClick={() => shell.openLogin()}>
          {t('vip.login')}
        </button>
      </div>
    );
  const m = manager.data;
  return (
    <form
      className={`${ui.panel} ${styles.cta}`}
      aria-labelledby="callback-title"
      onSubmit={(e) => {
        e.preventDefault();
        const phone = cleanPhone(mobile);
        setInvalid(!phone);
        if (phone) request.mutate({ mobile: phone, remark: remark.trim() });
      }}
    >
      <h2 id="callback-title" className={ui.panelTitle}>
        {t('vip.callbackTitle')}
      </h2>
      {m?.managerName && (
        <p className={ui.muted} data-testid="vip-manager">
          {t('vip.managerLine', {
            name: m.managerName,
            phone: m.managerPhone ?? '',
            hours: m.workingHours ?? '',
          })}
        </p>
      )}
      <label className={ui.field}>
        {t('vip.mobile')}
        <input
          className={ui.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          aria-invalid={invalid}
          required
        />
      </label>
      <label className={ui.field}>
        {t('vip.remark')}
        <input
          className={ui.input}
          value={remark}
          maxLength={200}
          onChange={(e) => setRemark(e.target.value)}
        />
      </label>
      {invalid && (
        <p className={ui.fail} role="alert">
          {t('vip.badMobile')}
        </p>
      )}
      {request.data && (
        <p
          className={request.data === 'sent' ? ui.ok : ui.fail}
          role="status"
          data-testid="vip-callback-result"
        >
          {request.data === 'sent'
            ? t('vip.callbackSent')
            : request.data === 'limited'
              ? t('vip.callbackLimited')
              : t('vip.callbackFailed')}
        </p>
      )}
      <div>
        <button type="submit" className={ui.primary} disabled={request.isPending}>
          {request.isPending ? t('common.saving') : t('vip.callMe')}
        </button>
      </div>
    </form>
  );
}
