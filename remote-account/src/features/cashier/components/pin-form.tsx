import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { useSetPin } from '../api/use-cashier';
import { cashierError } from '../cashier-error';
import styles from './cashier.module.css';

/** The withdrawal PIN, set once with the login password as proof. */
export function PinForm() {
  const { t } = useTranslation(NS);
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const save = useSetPin();
  const error = save.error ? cashierError(save.error) : null;
  return (
    <form
      className={`${ui.panel} ${styles.subForm}`}
      aria-labelledby="pin-title"
      data-testid="pin-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (/^\d{6}$/.test(pin)) save.mutate({ pin, loginPassword: password });
      }}
    >
      <h2 id="pin-title" className={ui.panelTitle}>
        {t('cashier.pin.title')}
      </h2>
      <p className={ui.muted}>{t('cashier.pin.intro')}</p>
      <label className={ui.field}>
        <span>{t('cashier.pin.pin')}</span>
        <input
          className={ui.input}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={6}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          data-testid="pin-new"
        />
      </label>
      <label className={ui.field}>
        <span>{t('cashier.pin.password')}</span>
        <input
          className={ui.input}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="pin-password"
        />
      </label>
      {error ? (
        <p className={ui.fail} role="alert">
          {t(`cashier.error.${error.key}`, error.values)}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <button
          type="submit"
          className={ui.primary}
          disabled={save.isPending || pin.length !== 6 || !password}
          data-testid="pin-save"
        >
          {t('cashier.pin.save')}
        </button>
      </div>
    </form>
  );
}
