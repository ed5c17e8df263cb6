import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '@app/shared/rules';
import { listCountryCodes, type Country } from '@app/shared/api/site';
import { sendSmsCode, type SmsAction } from '@app/shared/api/member';
import { SESSION_NS } from './session-i18n';
import { SmsCodeField } from './sms-code-field';
import { useSmsSender, type SmsSender } from './use-sms-sender';
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

/** Phone number, dialling code and SMS code of a form, with the sender for `actionType`. */
export interface PhoneCode {
  area: string;
  setArea(area: string): void;
  mobile: string;
  setMobile(value: string): void;
  code: string;
  setCode(code: string): void;
  sender: SmsSender;
}

export function usePhoneCode(actionType: SmsAction, onError: (err: unknown) => void): PhoneCode {
  const [area, setArea] = useState('84');
  const [mobile, setRawMobile] = useState('');
  const [code, setCode] = useState('');
  const request = useCallback(
    () => sendSmsCode({ mobile, countryCode: area, actionType }),
    [mobile, area, actionType],
  );
  const sender = useSmsSender(request, onError);
  // SPEC §5 digits-only input, at most 15 digits (E.164)
  const setMobile = useCallback((v: string) => setRawMobile(digitsOnly(v).slice(0, 15)), []);
  return { area, setArea, mobile, setMobile, code, setCode, sender };
}

/** Country select, phone input and SMS code field (S13: nothing of it goes into a URL). */
export function PhoneFields({ phone, hint }: { phone: PhoneCode; hint: string }) {
  const { t } = useTranslation(SESSION_NS);
  const id = useId();
  const countries = useCountries();
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-phone`} className={styles.label}>
          {t('phone')}
        </label>
        <div className={styles.inputRow}>
          <select
            className={`${styles.input} ${styles.countrySelect}`}
            aria-label={t('country')}
            value={phone.area}
            onChange={(e) => phone.setArea(e.target.value)}
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
            value={phone.mobile}
            data-autofocus=""
            aria-describedby={`${id}-phone-hint`}
            onChange={(e) => phone.setMobile(e.target.value)}
            onKeyUp={(e) => phone.setMobile(e.currentTarget.value)}
            onBlur={(e) => phone.setMobile(e.currentTarget.value)}
          />
        </div>
        <p id={`${id}-phone-hint`} className={styles.hint}>
          {hint}
        </p>
      </div>
      <SmsCodeField
        value={phone.code}
        onChange={phone.setCode}
        sender={phone.sender}
        canSend={phone.mobile.length >= 6}
      />
    </>
  );
}
