import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, listCountryCodes, sendSmsCode, type Country } from '@app/shared';
import { useLoginDialog } from './login-dialog-store';
import { loginWithPhone } from './session-actions';
import { SESSION_NS } from './session-i18n';
import { SmsCodeField } from './sms-code-field';
import { useSmsSender } from './use-sms-sender';
import { messageOf, useFinishLogin, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

/** Country codes are read once per page. */
let countryCache: Country[] | null = null;

const DEFAULT_COUNTRIES: Country[] = [
  { id: 1, countryName: 'Việt Nam', countryNameEn: 'Vietnam', countryCode: 'VN', phoneCode: '84' },
];

function useCountries(): Country[] {
  const [list, setList] = useState<Country[]>(countryCache ?? DEFAULT_COUNTRIES);
  useEffect(() => {
    if (countryCache) return undefined;
    let live = true;
    listCountryCodes()
      .then((items) => {
        if (items.length === 0) return;
        countryCache = items;
        if (live) setList(items);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return list;
}

export function PhoneForm() {
  const { t } = useTranslation(SESSION_NS);
  const redirect = useLoginDialog((s) => s.redirect);
  const finish = useFinishLogin();
  const id = useId();
  const countries = useCountries();
  const [area, setArea] = useState('84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const request = useCallback(
    () => sendSmsCode({ mobile, countryCode: area, actionType: 2 }),
    [mobile, area],
  );
  const onSmsError = useCallback((err: unknown) => setError(messageOf(err, t('failed'))), [t]);
  const sender = useSmsSender(request, onSmsError);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!mobile) return setError(t('phoneRequired'));
    if (!code) return setError(t('codeRequired'));
    setBusy(true);
    setError(null);
    try {
      finish(await loginWithPhone({ mobile, smsCode: code, countryCode: area }), redirect);
    } catch (err) {
      setError(messageOf(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const cleanPhone = (v: string) => setMobile(digitsOnly(v).slice(0, 15));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('phone')}
        </label>
        <div className={styles.inputRow}>
          <select
            className={`${styles.input} ${styles.countrySelect}`}
            aria-label={t('country')}
            value={area}
            onChange={(e) => setArea(e.target.value)}
          >
            {countries.map((c) => (
              <option
                key={`${c.countryCode}-${c.phoneCode}`}
                value={c.phoneCode}
                label={`${c.countryCode} +${c.phoneCode}`}
                title={c.countryNameEn ?? c.countryName}
              >
                {c.countryCode} +{c.phoneCode}
              </option>
            ))}
          </select>
          <input
            id={`${id}-phone`}
            className={styles.input}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={mobile}
            data-autofocus=""
            aria-describedby={`${id}-phone-hint`}
            onChange={(e) => cleanPhone(e.target.value)}
            onKeyUp={(e) => cleanPhone(e.currentTarget.value)}
            onBlur={(e) => cleanPhone(e.currentTarget.value)}
          />
        </div>
        <p id={`${id}-phone-hint`} className={styles.hint}>
          {t('phoneHint')}
        </p>
      </div>
      <SmsCodeField value={code} onChange={setCode} sender={sender} canSend={mobile.length >= 6} />
      <ErrorText error={error} />
      <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
