import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createMobileRegisterName, RG_MIN_AGE } from '@app/shared/api/member';
import { useServerAction } from '@app/shared/ui';
import { AccountFields, readAccountFields } from './account-fields';
import { useLoginDialog } from './login-dialog-store';
import { PhoneFields, usePhoneCode } from './phone-fields';
import { registerAccount, registerMobile, storedReferralCodes } from './login-actions';
import { SESSION_NS } from './session-i18n';
import { USER_NAME, PASSWORD, failureOf, messageOf, ErrorText } from './form-parts';
import styles from './login-dialog.module.css';

type Mode = 'account' | 'mobile';

/** Shared submit flow of both sign-up forms: busy flag, error text, close and navigate. */
function useSignUp() {
  const { t } = useTranslation(SESSION_NS);
  const navigate = useNavigate();
  const signUp = useServerAction('register', (_key, action: () => Promise<string>) => action(), {
    onSuccess: (target) => {
      useLoginDialog.getState().hide();
      navigate(target, { replace: true });
    },
    failureText: (err) => messageOf(err, t('registerFailed')),
  });
  const run = (action: () => Promise<string>) => void signUp.start(action);
  return { t, error: failureOf(signUp.outcome), setError: signUp.fail, busy: signUp.busy, run };
}

function Submit({ busy }: { busy: boolean }) {
  const { t } = useTranslation(SESSION_NS);
  return (
    <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
      {t('registerSubmit')}
    </button>
  );
}

function AccountRegisterForm({ invite }: { invite: string }) {
  const { t, error, setError, busy, run } = useSignUp();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = readAccountFields(e.currentTarget, { userName: USER_NAME, password: PASSWORD });
    if ('error' in fields) return setError(t(fields.error, { minAge: RG_MIN_AGE }));
    run(() => registerAccount(fields));
  };
  return (
    <form onSubmit={submit} noValidate>
      <AccountFields invite={invite} />
      <ErrorText error={error} />
      <Submit busy={busy} />
    </form>
  );
}

function MobileRegisterForm({ invite }: { invite: string }) {
  const { t, error, setError, busy, run } = useSignUp();
  const onSmsError = useCallback(
    (err: unknown) => setError(messageOf(err, t('registerFailed'))),
    [setError, t],
  );
  const phone = usePhoneCode(1, onSmsError);
  const [suggested, setSuggested] = useState<string>();
  useEffect(() => {
    let live = true;
    createMobileRegisterName()
      .then((name) => live && setSuggested(name))
      .catch(() => undefined); // the member types one instead
    return () => {
      live = false;
    };
  }, []);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!phone.mobile) return setError(t('phoneRequired'));
    if (!phone.code) return setError(t('codeRequired'));
    const fields = readAccountFields(e.currentTarget, { userName: USER_NAME, password: PASSWORD });
    if ('error' in fields) return setError(t(fields.error, { minAge: RG_MIN_AGE }));
    run(() =>
      registerMobile({
        ...fields,
        mobile: phone.mobile,
        smsCode: phone.code,
        countryCode: phone.area,
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <PhoneFields phone={phone} hint={t('registerPhoneHint')} />
      <AccountFields userName={suggested} invite={invite} autoFocus={false} />
      <ErrorText error={error} />
      <Submit busy={busy} />
    </form>
  );
}

/** Sign-up with a user name or with a phone number (SPEC §2, §3 payloads). */
export function RegisterForm() {
  const { t } = useTranslation(SESSION_NS);
  const id = useId();
  const [mode, setMode] = useState<Mode>('account');
  const [invite] = useState(() => storedReferralCodes().inviteCode ?? '');
  return (
    <>
      <fieldset className={styles.modes}>
        <legend className={styles.srOnly}>{t('registerModeLabel')}</legend>
        {(['account', 'mobile'] as const).map((value) => (
          <label key={value} className={styles.mode} htmlFor={`${id}-${value}`}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(value === 'account' ? 'registerWithName' : 'registerWithPhone')}
          </label>
        ))}
      </fieldset>
      {mode === 'account' ? (
        <AccountRegisterForm invite={invite} />
      ) : (
        <MobileRegisterForm invite={invite} />
      )}
    </>
  );
}
