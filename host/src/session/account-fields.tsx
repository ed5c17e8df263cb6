import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthDateField } from './birth-date-field';
import { readBirthDate, type BirthDateError } from './birth-date';
import { SESSION_NS } from './session-i18n';
import { Field } from './form-parts';
import styles from './login-dialog.module.css';

export interface AccountFieldsProps {
  /** Initial user name (e.g. a generated one for a phone sign-up). */
  userName?: string;
  invite: string;
  autoFocus?: boolean;
}

/** User name, new password, date of birth and invite code of both sign-up forms (FormData). */
export function AccountFields({ userName, invite, autoFocus = true }: AccountFieldsProps) {
  const { t } = useTranslation(SESSION_NS);
  const id = useId();
  return (
    <>
      <Field id={`${id}-user`} label={t('userName')} hint={t('userNameHint')}>
        <input
          id={`${id}-user`}
          key={userName ?? ''}
          className={styles.input}
          name="userName"
          defaultValue={userName}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          aria-describedby={`${id}-user-hint`}
          data-autofocus={autoFocus ? '' : undefined}
        />
      </Field>
      <Field id={`${id}-pass`} label={t('password')} hint={t('passwordHint')}>
        <input
          id={`${id}-pass`}
          className={styles.input}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={32}
          aria-describedby={`${id}-pass-hint`}
        />
      </Field>
      <BirthDateField />
      <Field id={`${id}-invite`} label={t('inviteCode')}>
        <input
          id={`${id}-invite`}
          className={styles.input}
          name="inviteCode"
          defaultValue={invite}
          autoCapitalize="none"
          maxLength={20}
        />
      </Field>
    </>
  );
}

/** Reads and checks the account fields; returns an error key or the values. */
export function readAccountFields(
  form: HTMLFormElement,
  rules: { userName: RegExp; password: RegExp },
):
  | { error: 'userNameInvalid' | 'passwordInvalid' | BirthDateError }
  | {
      userName: string;
      password: string;
      birthDate: string;
      inviteCode: string;
    } {
  const data = new FormData(form);
  const userName = String(data.get('userName') ?? '').trim();
  const password = String(data.get('password') ?? '');
  const inviteCode = String(data.get('inviteCode') ?? '').trim();
  if (!rules.userName.test(userName)) return { error: 'userNameInvalid' };
  if (!rules.password.test(password)) return { error: 'passwordInvalid' };
  const birth = readBirthDate(form);
  if ('error' in birth) return birth;
  return { userName, password, birthDate: birth.birthDate, inviteCode };
}
